import { lineObjectOf, RECEIVABLE } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode, notFound } from '../../http/envelope.js';
import { findObject, type MetadataSnapshot } from '../metadata/index.js';
import {
  canAccessRecord,
  findRow,
  type RecordValues,
  recordAccessFilter,
  recordsDb,
  toRecordValues,
} from '../records/index.js';

/** At most this many lines are read with a record (a save takes at most 1000 as well). */
const MAX_LINES = 1000;

export interface RecordLines {
  objectApi: string;
  lineObjectApi: string;
  relatedField: string;
  customerField: string;
  totalField: string;
  lines: RecordValues[];
}

/** The product lines of a record the person may read, oldest first, with product and price-book names. */
export async function readRecordLines(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  recordId: string,
): Promise<RecordLines> {
  const parent = findObject(snapshot, { recordId });
  // A receivable's payment-detail rows are read the same way (S2-D-041).
  const entry = parent
    ? (lineObjectOf(parent.apiName) ??
      (parent.apiName === RECEIVABLE.objectApi
        ? {
            parentApi: RECEIVABLE.objectApi,
            lineApi: RECEIVABLE.detailApi,
            relatedField: RECEIVABLE.relatedField,
            customerField: 'account',
            totalField: RECEIVABLE.amountField,
          }
        : undefined))
    : undefined;
  const lineObject = entry ? findObject(snapshot, { objectApi: entry.lineApi }) : undefined;
  const relatedColumn = entry && lineObject?.fieldsByApi.get(entry.relatedField.toLowerCase())?.columnName;
  if (!parent || !entry || !lineObject || !relatedColumn)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.recordId: ${recordId} is not a record with product lines`,
    );
  const row = await findRow(database, parent, recordId);
  if (!row || !(await canAccessRecord(database, user, parent, row, 'read')))
    throw notFound(`Record ${recordId}`);
  const rows = await recordsDb(database)
    .selectFrom(lineObject.tableName)
    .selectAll()
    .where(relatedColumn, '=', recordId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, lineObject))
    .orderBy('createdate')
    .orderBy('id')
    .limit(MAX_LINES)
    .execute();
  return {
    objectApi: parent.apiName,
    lineObjectApi: lineObject.apiName,
    relatedField: entry.relatedField,
    customerField: entry.customerField,
    totalField: entry.totalField,
    lines: await toRecordValues(database, snapshot, lineObject, rows, user),
  };
}
