import {
  anonymisedName,
  PERSONAL_FIELD_TYPES,
  type PrivacyEraseMode,
  type PrivacyEraseSummary,
  type PrivacyPersonKind,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { anonymiseAccount } from '../auth/index.js';
import { eraseFilesOfRecords } from '../files/index.js';
import { forgetSearchWords } from '../list-views/index.js';
import { currentMetadata, deleteMatchKeysOf, type ObjectModel } from '../metadata/index.js';
import { deleteRowsForGood } from '../record-cleanup/index.js';
import {
  deleteFieldHistoryMentioning,
  deleteFieldHistoryOf,
  fieldHistoryOfRecords,
  inTransaction,
  type RecordRow,
  recordsDb,
  transactionHandle,
} from '../records/index.js';
import { ACTIVITY_OBJECTS, recordsPointingAt } from './held-data.js';
import { resolvePerson } from './people.js';

/**
 * Erasing a person (GDPR, issue 18). `erase` deletes their record for good; `anonymise` keeps it
 * (reports still count it) with every text, e-mail, phone, date and file field blank and a
 * placeholder name. Either way their activities (tasks, events: free text about them) are deleted
 * for good, the files of their record and activities are erased with their bytes, their field
 * history and every history entry naming them go, and the search index forgets their words. Other
 * records pointing at an erased record lose the link. A user account is always anonymised: it
 * stays as the author of the organisation's records, and can no longer sign in.
 */

/** The texts of a row that can name the person: what the history and the search vocabulary may still hold. */
function personalTexts(object: ObjectModel, row: RecordRow): string[] {
  const texts = [String(row.name ?? '')];
  for (const field of object.fields)
    if (
      field.columnName &&
      PERSONAL_FIELD_TYPES.has(field.typeCode) &&
      typeof row[field.columnName] === 'string'
    )
      texts.push(String(row[field.columnName]));
  return texts.filter((text) => text.trim() !== '');
}

/** The texts that identify the person wherever they stand whole (a history entry's value): name, e-mails, phones. */
function identifyingTexts(object: ObjectModel, row: RecordRow): string[] {
  const texts = [String(row.name ?? '')];
  for (const field of object.fields)
    if (
      field.columnName &&
      (field.typeCode === 'E' || field.typeCode === 'H') &&
      typeof row[field.columnName] === 'string'
    )
      texts.push(String(row[field.columnName]));
  return texts.filter((text) => text.trim() !== '');
}

function anonymisedValues(object: ObjectModel, id: string): Record<string, string | null> {
  const values: Record<string, string | null> = { name: anonymisedName(id) };
  for (const field of object.fields)
    if (
      field.columnName &&
      field.columnName !== 'name' &&
      !field.system &&
      PERSONAL_FIELD_TYPES.has(field.typeCode)
    )
      values[field.columnName] = null;
  return values;
}

export async function erasePerson(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  request: { kind: PrivacyPersonKind; id: string; mode: PrivacyEraseMode },
  now: Date,
): Promise<PrivacyEraseSummary> {
  const resolved = await resolvePerson(database, user, request.kind, request.id);
  if (resolved.kind === 'user') {
    const { name, email } = resolved.person;
    const history = await deleteFieldHistoryMentioning(database.db, { ids: [], texts: [name, email] });
    const signIns = await anonymiseAccount(
      database,
      user.orgId,
      resolved.person.id,
      anonymisedName(resolved.person.id),
      now,
    );
    return { mode: 'anonymise', records: 1, related: signIns, files: 0, history };
  }
  const snapshot = await currentMetadata(database);
  const { object, row } = resolved;
  const id = resolved.person.id;
  const related = await recordsPointingAt(database, resolved);
  const activities = related.filter(({ object: related }) =>
    ACTIVITY_OBJECTS.has(related.apiName.toLowerCase()),
  );
  const activityIds = activities.map(({ row: activity }) => String(activity.id));
  const texts = [
    ...personalTexts(object, row),
    ...activities.flatMap(({ object: activityObject, row: activity }) =>
      personalTexts(activityObject, activity),
    ),
  ];
  const ownHistory = (await fieldHistoryOfRecords(database.db, [id, ...activityIds])).length;
  const files = await eraseFilesOfRecords(database, dataDir, user.orgId, [id, ...activityIds]);
  const history = await inTransaction(database.db, async (trx) => {
    const handle = transactionHandle(database, trx);
    const byObject = new Map<ObjectModel, string[]>();
    for (const { object: activityObject, row: activity } of activities)
      byObject.set(activityObject, [...(byObject.get(activityObject) ?? []), String(activity.id)]);
    for (const [activityObject, ids] of byObject)
      await deleteRowsForGood(handle, snapshot, activityObject, ids);
    if (request.mode === 'erase') await deleteRowsForGood(handle, snapshot, object, [id]);
    else {
      await recordsDb(handle)
        .updateTable(object.tableName)
        .set(anonymisedValues(object, id))
        .where('id', '=', id)
        .execute();
      await deleteFieldHistoryOf(trx, [id]);
      await deleteMatchKeysOf(trx, [id]);
    }
    return deleteFieldHistoryMentioning(trx, {
      ids: [id, ...activityIds],
      texts: identifyingTexts(object, row),
    });
  });
  await forgetSearchWords(database, object, texts);
  for (const activityObject of new Set(activities.map((activity) => activity.object)))
    await forgetSearchWords(database, activityObject, texts);
  return {
    mode: request.mode,
    records: 1,
    related: activities.length,
    files,
    history: ownHistory + history,
  };
}
