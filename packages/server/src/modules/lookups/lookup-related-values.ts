import { recordIdPrefix } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata, isLookupType } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, fieldAccess, findRow, toRecordValues } from '../records/index.js';

interface FieldJsonEntry {
  fieldrelateid: string;
  id: string;
  expression: string;
  iscover?: string;
}

/**
 * /lookup/getLookupRelatedFieldValue: for each entry, the value of the
 * source field (`expression`) on the chosen record (`id`), answered for the
 * target field (`fieldrelateid`); a looked-up source answers its name as
 * value and its id as lkid. The form decides about overwriting with core's
 * applyLookupValueExpressions.
 */
export async function relatedFieldValues(context: ModuleContext, user: CurrentUser, fieldJson: string) {
  let entries: FieldJsonEntry[];
  try {
    const parsed: unknown = JSON.parse(fieldJson);
    entries = (Array.isArray(parsed) ? parsed : [parsed]) as FieldJsonEntry[];
  } catch {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'body.fieldJson: must be a JSON list of {fieldrelateid, id, expression, iscover}',
    );
  }
  const snapshot = await currentMetadata(context.database);
  const answers = [];
  for (const [index, entry] of entries.entries()) {
    if (
      !entry ||
      typeof entry.id !== 'string' ||
      typeof entry.expression !== 'string' ||
      typeof entry.fieldrelateid !== 'string'
    ) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fieldJson[${index}]: needs fieldrelateid, id and expression`,
      );
    }
    const object = snapshot.byPrefix.get(recordIdPrefix(entry.id));
    if (!object) throw new AppError(ErrorCode.NOT_FOUND, `No object has records like "${entry.id}"`);
    const source = object.fieldsByApi.get(entry.expression.toLowerCase());
    if (!source)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fieldJson[${index}]: ${object.label} has no field "${entry.expression}"`,
      );
    const row = await findRow(context.database, object, entry.id);
    if (!row || !(await canAccessRecord(context.database, user, object, row))) {
      throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${entry.id} was not found`);
    }
    // A field hidden from the caller's profile answers as one that does not exist.
    if ((await fieldAccess(context.database, user, object)).hidden.has(source.apiName))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fieldJson[${index}]: ${object.label} has no field "${entry.expression}"`,
      );
    const [values] = await toRecordValues(context.database, snapshot, object, [row], user);
    const raw = values?.[source.apiName] ?? null;
    const lookup = isLookupType(source.typeCode);
    answers.push({
      fieldrelateid: entry.fieldrelateid,
      iscover: entry.iscover ?? 'false',
      value: lookup ? String(values?.[`${source.apiName}ccname`] ?? '') : raw === null ? '' : String(raw),
      lkid: lookup && raw !== null ? String(raw) : '',
    });
  }
  return answers;
}
