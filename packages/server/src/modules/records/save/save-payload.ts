import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import type { ModuleContext } from '../../module.js';
import { deleteRecord } from '../delete-record.js';
import { parseRecordList } from './parse-payload.js';
import { saveRecord } from './save-records.js';
import type { SaveResult } from './save-types.js';

export interface SavePayload {
  objectApi: string;
  data: string;
  marketsea?: string | boolean | undefined;
  masterdata?: string | undefined;
  masterdeletedata?: string | undefined;
  skipDuplicateWarning?: boolean | undefined;
}

/** Related rows saved with the record: [{objectApi, relatedField, data: [rows]}] (ours; the spec does not show it). */
interface MasterDataGroup {
  objectApi: string;
  relatedField: string;
  data: Array<Record<string, unknown>>;
}

/**
 * /objectInfo/save: each record of `data` goes through the pipeline; related
 * rows in `masterdata` are saved after their parent succeeded, pointing at it,
 * and ids in `masterdeletedata` go to the recycle bin.
 */
export async function saveRecordsPayload(
  context: ModuleContext,
  user: CurrentUser,
  payload: SavePayload,
): Promise<SaveResult[]> {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: payload.objectApi });
  const records = parseRecordList(payload.data);
  const masterGroups = payload.masterdata ? parseMasterData(payload.masterdata) : [];
  const results: SaveResult[] = [];
  for (const submitted of records) {
    const values = { ...submitted };
    const onPoolPage = payload.marketsea === true || payload.marketsea === 'true';
    if (onPoolPage && object.fieldsByApi.has('marketsea') && values.id === undefined) values.marketsea = true;
    const skip = payload.skipDuplicateWarning === true || submitted.skipDuplicateWarning === true;
    const result = await saveRecord(
      { database: context.database, snapshot, object, user, now: context.now(), skipDuplicateWarning: skip },
      values,
    );
    results.push(result);
    if (!result.isSaveSuccess) continue;
    for (const group of masterGroups) {
      const child = resolveObject(snapshot, { objectApi: group.objectApi });
      for (const row of group.data) {
        const childResult = await saveRecord(
          {
            database: context.database,
            snapshot,
            object: child,
            user,
            now: context.now(),
            skipDuplicateWarning: skip,
          },
          { ...row, [group.relatedField]: result.id },
        );
        if (!childResult.isSaveSuccess) {
          result.cardList.push({ objectApi: group.objectApi, ...childResult });
        }
      }
    }
  }
  if (payload.masterdeletedata) {
    for (const id of parseIdList(payload.masterdeletedata)) await deleteRecord(context, user, id);
  }
  return results;
}

function parseMasterData(text: string): MasterDataGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.masterdata: must be a JSON string');
  }
  const groups = Array.isArray(parsed) ? parsed : [];
  return groups.map((group, index) => {
    const candidate = group as Partial<MasterDataGroup> | null;
    if (
      !candidate ||
      typeof candidate.objectApi !== 'string' ||
      typeof candidate.relatedField !== 'string' ||
      !Array.isArray(candidate.data)
    ) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.masterdata[${index}]: needs objectApi, relatedField and a data list`,
      );
    }
    return candidate as MasterDataGroup;
  });
}

function parseIdList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // A comma-joined list of ids is accepted too.
  }
  return text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
