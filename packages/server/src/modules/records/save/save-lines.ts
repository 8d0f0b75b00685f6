import { isRecordId, recordIdPrefix } from '@vela/core';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import {
  type FieldModel,
  findObject,
  type MetadataSnapshot,
  type ObjectModel,
} from '../../metadata/index.js';
import { deleteRefusalsOf } from '../delete-lock.js';
import { softDeleteRow } from '../delete-record.js';
import { canAccessRecord } from '../record-access.js';
import { findRow } from '../record-store.js';
import { checkRelatedListsAfterWrite } from './check-related-lists.js';
import { inTransaction, transactionHandle } from './in-transaction.js';
import { storedOrderLineOf } from './invoice-quantities.js';
import { isProductLineObject, priceLine, recordCurrency, refreshRecordTotal } from './price-lines.js';
import { saveRecord } from './save-records.js';
import { emptyResult, failedResult, type SaveContext, type SaveResult } from './save-types.js';

/**
 * A record saved with its lines (quote, order, invoice lines…): `masterdata`
 * is a JSON string of [{objectApi, relatedField, data: [rows]}] (ours; the
 * spec names the key but not its shape) and `masterdeletedata` a JSON list
 * (or comma-joined string) of line ids to move to the recycle bin. Parent,
 * lines and deletions are one transaction: the first refusal rolls all of
 * it back and answers the parent's result with the line's reason.
 */
export interface MasterDataGroup {
  child: ObjectModel;
  /** The child's lookup field that points at the parent. */
  relatedField: FieldModel;
  data: Array<Record<string, unknown>>;
}

export const MAX_LINES_PER_SAVE = 1000;

export function parseMasterData(
  text: string,
  snapshot: MetadataSnapshot,
  parent: ObjectModel,
): MasterDataGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'body.masterdata: must be a JSON string of a list of line groups',
    );
  }
  if (!Array.isArray(parsed))
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.masterdata: must be a list of line groups');
  let lines = 0;
  return parsed.map((group: unknown, index) => {
    const where = `body.masterdata[${index}]`;
    const candidate = group as { objectApi?: unknown; relatedField?: unknown; data?: unknown } | null;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      typeof candidate.objectApi !== 'string' ||
      typeof candidate.relatedField !== 'string' ||
      !Array.isArray(candidate.data)
    ) {
      throw new AppError(ErrorCode.BAD_REQUEST, `${where}: needs objectApi, relatedField and a data list`);
    }
    const child = findObject(snapshot, { objectApi: candidate.objectApi });
    if (!child)
      throw new AppError(ErrorCode.BAD_REQUEST, `${where}.objectApi: no object "${candidate.objectApi}"`);
    const relatedField = child.fieldsByApi.get(candidate.relatedField.toLowerCase());
    if (
      !relatedField?.columnName ||
      (relatedField.typeCode !== 'Y' && relatedField.typeCode !== 'M') ||
      !(relatedField.lookupObjectId ?? '').split(',').includes(parent.id)
    ) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.relatedField: "${candidate.relatedField}" is not a lookup of ${child.label} to ${parent.label}`,
      );
    }
    candidate.data.forEach((row: unknown, rowIndex) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row))
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `${where}.data[${rowIndex}]: must be an object of field values`,
        );
    });
    lines += candidate.data.length;
    if (lines > MAX_LINES_PER_SAVE)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.masterdata: at most ${MAX_LINES_PER_SAVE} lines per save`,
      );
    return { child, relatedField, data: candidate.data as Array<Record<string, unknown>> };
  });
}

export function parseDeleteIds(text: string): string[] {
  let ids: string[];
  try {
    const parsed: unknown = JSON.parse(text);
    ids = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    // A comma-joined list of ids is accepted too.
    ids = text.split(',');
  }
  const list = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  if (list.length > MAX_LINES_PER_SAVE)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.masterdeletedata: at most ${MAX_LINES_PER_SAVE} ids per save`,
    );
  return list;
}

/** Thrown inside the transaction to roll it back with the answer to give. */
class LinesRefused extends Error {
  constructor(readonly result: SaveResult) {
    super(result.errormessage);
  }
}

export async function saveWithLines(
  context: SaveContext,
  submitted: Record<string, unknown>,
  groups: readonly MasterDataGroup[],
  deleteIds: readonly string[],
): Promise<SaveResult> {
  const givenId = typeof submitted.id === 'string' ? submitted.id : '';
  try {
    // Inside a caller's transaction (an order made from a quote) it is part of that one.
    return await inTransaction(context.database.db, async (trx) => {
      const database = transactionHandle(context.database, trx);
      const parent = await saveRecord({ ...context, database }, submitted);
      if (!parent.isSaveSuccess) throw new LinesRefused(parent);
      const refuse = (message: string, line: Partial<SaveResult> & { objectApi: string; index: number }) => {
        throw new LinesRefused({
          ...emptyResult(givenId, parent.name),
          isSaveSuccess: false,
          errormessage: message,
          // The line's field is not the parent's: the form shows the message, the line list the field.
          veladupecatcherids: line.veladupecatcherids ?? '',
          duplicateAction: line.duplicateAction ?? '',
          duplicateCandidates: line.duplicateCandidates ?? [],
          duplicatemap: line.duplicatemap ?? [],
          validaterule: line.validaterule ?? '',
          // A line's translated refusal (a line waiting for approval) is the form's message too.
          ...(line.messageKey ? { messageKey: line.messageKey } : {}),
          ...(line.messageParams ? { messageParams: line.messageParams } : {}),
          lines: [{ ...line, isSaveSuccess: false }],
        });
      };
      const lines: NonNullable<SaveResult['lines']> = [];
      const releasedOrderLines: string[] = [];
      const pricesLines = groups.some((group) => isProductLineObject(group.child));
      const currency = pricesLines
        ? await recordCurrency(database, context.user.orgId, context.object, parent.id)
        : null;
      if (typeof currency === 'string') refuse(currency, { objectApi: '', index: 0, errorField: 'currency' });
      for (const group of groups) {
        for (const [index, row] of group.data.entries()) {
          const where = `${group.child.label} line ${index + 1}`;
          const problem = await lineOwnershipProblem(context, database, group, row, parent.id);
          if (problem)
            refuse(`${where}: ${problem}`, { objectApi: group.child.apiName, index, errorField: 'id' });
          let values = withoutKey(row, group.relatedField.apiName);
          values[group.relatedField.apiName] = parent.id;
          const existing =
            typeof row.id === 'string' && row.id ? await findRow(database, group.child, row.id) : undefined;
          const released = existing ? storedOrderLineOf(group.child, existing) : '';
          if (released) releasedOrderLines.push(released);
          if (currency && typeof currency !== 'string' && isProductLineObject(group.child)) {
            const priced = priceLine(values, existing, currency);
            if (!priced.ok)
              refuse(`${where}: ${priced.message}`, {
                objectApi: group.child.apiName,
                index,
                errorField: priced.field,
              });
            else values = priced.values;
          }
          const line = await saveRecord({ ...context, database, object: group.child }, values);
          if (!line.isSaveSuccess)
            refuse(`${where}: ${line.errormessage}`, { ...line, objectApi: group.child.apiName, index });
          lines.push({
            objectApi: group.child.apiName,
            index,
            id: line.id,
            name: line.name,
            isSaveSuccess: true,
          });
          if (line.cardValue) parent.cardList.push(line.cardValue);
        }
      }
      for (const [index, id] of deleteIds.entries()) {
        const problem = await deleteProblem(context, database, id, parent.id);
        if (typeof problem === 'string')
          refuse(`masterdeletedata: ${problem}`, { objectApi: '', index, id, errorField: 'id' });
        else {
          const locked = (await deleteRefusalsOf(database, problem.object, [problem.row])).get(id);
          if (locked)
            refuse(`masterdeletedata: ${locked.message}`, {
              objectApi: problem.object.apiName,
              index,
              id,
              errorField: 'id',
              messageKey: locked.messageKey,
              messageParams: locked.messageParams,
            });
          await softDeleteRow(database, problem.object, problem.row, context.user, context.now);
          const released = storedOrderLineOf(problem.object, problem.row);
          if (released) releasedOrderLines.push(released);
          lines.push({
            objectApi: problem.object.apiName,
            index,
            id,
            name: String(problem.row.name ?? ''),
            isSaveSuccess: true,
            deleted: true,
          });
        }
      }
      parent.lines = lines;
      await refreshRecordTotal(database, context.snapshot, context.object, parent.id);
      const refusal = await checkRelatedListsAfterWrite(
        context,
        database,
        parent.id,
        groups,
        releasedOrderLines,
      );
      if (refusal) throw new LinesRefused(failedResult(givenId, parent.name, refusal));
      return parent;
    });
  } catch (error) {
    if (error instanceof LinesRefused) return error.result;
    throw error;
  }
}

function withoutKey(row: Record<string, unknown>, api: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    if (key.toLowerCase() !== api.toLowerCase()) copy[key] = value;
  return copy;
}

/** A line may name only this parent, and an existing line must already be one of its lines. */
async function lineOwnershipProblem(
  context: SaveContext,
  database: SaveContext['database'],
  group: MasterDataGroup,
  row: Record<string, unknown>,
  parentId: string,
): Promise<string | null> {
  const parentLabel = context.object.label;
  const sent = Object.entries(row).find(
    ([key]) => key.toLowerCase() === group.relatedField.apiName.toLowerCase(),
  )?.[1];
  if (sent !== undefined && sent !== null && sent !== '' && sent !== parentId)
    return `${group.relatedField.label} names another ${parentLabel} ("${String(sent)}") than the one saved`;
  const id = row.id;
  if (id === undefined || id === null || id === '') return null;
  if (typeof id !== 'string' || !isRecordId(id) || recordIdPrefix(id) !== group.child.prefix)
    return `"${String(id)}" is not the id of a ${group.child.label}`;
  const existing = await findRow(database, group.child, id);
  if (!existing) return `${group.child.label} ${id} was not found; it may have been deleted`;
  if (existing[group.relatedField.columnName as string] !== parentId)
    return `${group.child.label} ${id} belongs to another ${parentLabel}`;
  return null;
}

/** What to delete, or why it may not be: only live lines of this parent that the caller may change. */
async function deleteProblem(
  context: SaveContext,
  database: SaveContext['database'],
  id: string,
  parentId: string,
) {
  const object = isRecordId(id) ? findObject(context.snapshot, { recordId: id }) : undefined;
  if (!object) return `"${id}" is not the id of a record`;
  const row = await findRow(database, object, id);
  if (!row || !(await canAccessRecord(database, context.user, object, row, 'full')))
    return `${object.label} ${id} was not found, or you may not delete it`;
  const isLine = object.fields.some(
    (field) =>
      field.columnName &&
      (field.typeCode === 'Y' || field.typeCode === 'M') &&
      (field.lookupObjectId ?? '').split(',').includes(context.object.id) &&
      row[field.columnName] === parentId,
  );
  if (!isLine) return `${object.label} ${id} is not a line of this ${context.object.label}`;
  return { object, row };
}
