import { AppError, ErrorCode } from '../../../http/envelope.js';

/**
 * The save payload's `data` is a JSON string of a list of record objects
 * (spec 2 §3 "Save payload"); a bad string is a 400 that says what is wrong.
 */
export const MAX_RECORDS_PER_SAVE = 200;

export function parseRecordList(data: string): Array<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.data: must be a JSON string of a list of records');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, 'body.data: the list holds no record');
  if (list.length > MAX_RECORDS_PER_SAVE) {
    throw new AppError(ErrorCode.BAD_REQUEST, `body.data: at most ${MAX_RECORDS_PER_SAVE} records per save`);
  }
  list.forEach((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new AppError(ErrorCode.BAD_REQUEST, `body.data[${index}]: must be an object of field values`);
    }
  });
  return list as Array<Record<string, unknown>>;
}

/** Keys a client sends back from a read that are not fields to write. */
export function isEchoKey(key: string): boolean {
  return (
    key.endsWith('ccname') ||
    key === 'is_deleted' ||
    key === 'skipDuplicateWarning' ||
    key === 'lastWriterWins'
  );
}
