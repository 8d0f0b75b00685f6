import {
  checkTimeEntryDay,
  isTimesheetLocked,
  mondayOf,
  TIMESHEET_OBJECT_API,
  type TimesheetStatus,
  timesheetLockedRefusal,
  timesheetProblemRefusal,
  timesheetStatusOf,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { latestRequestStatuses } from '../approvals/index.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import {
  type DeleteGuard,
  recordsDb,
  type SaveContext,
  type SaveDraft,
  SaveRefusal,
} from '../records/index.js';
import { column, dayOf, numberOf, text } from './timesheet-objects.js';

/**
 * The time entries' rules wherever an entry is saved or deleted (issue 22):
 * the timesheet screen, the record form, the API, an import, a flow. The
 * records module runs them (guardSaves, guardDeletes) without knowing this
 * module; the rules themselves are core's, the same the week screen runs.
 */

/** A person's week, as the lock reads it: whose entries, and the Monday of the week they are in. */
interface OwnerWeek {
  ownerId: string;
  monday: string;
}

/** Where each of these weeks stands (open when no timesheet or no request), keyed `owner|monday`. */
async function weekStatuses(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  weeks: readonly OwnerWeek[],
): Promise<Map<string, TimesheetStatus>> {
  const statuses = new Map<string, TimesheetStatus>();
  const sheet = snapshot.byApi.get(TIMESHEET_OBJECT_API);
  if (!sheet || weeks.length === 0) return statuses;
  const owners = [...new Set(weeks.map((week) => week.ownerId))];
  const mondays = [...new Set(weeks.map((week) => week.monday))];
  const sheets = await recordsDb(database)
    .selectFrom(sheet.tableName)
    .select(['id', 'ownerid', column(sheet, 'week_start')])
    .where('is_deleted', '=', 0)
    .where('ownerid', 'in', owners)
    .where(column(sheet, 'week_start'), 'in', mondays)
    .execute();
  const requests = await latestRequestStatuses(
    database,
    sheets.map((row) => text(row.id)),
  );
  for (const row of sheets) {
    const key = `${text(row.ownerid)}|${dayOf(row[column(sheet, 'week_start')])}`;
    const status = timesheetStatusOf(requests.get(text(row.id)));
    // A person has one sheet a week; should two exist, a locked one keeps the week locked.
    if (!isTimesheetLocked(statuses.get(key) ?? 'open')) statuses.set(key, status);
  }
  return statuses;
}

const ownerWeekOf = (ownerId: unknown, day: unknown): OwnerWeek | null => {
  const monday = mondayOf(dayOf(day));
  return monday && text(ownerId) ? { ownerId: text(ownerId), monday } : null;
};

/**
 * A week that waits for approval or is approved keeps its entries: none is
 * added to it, changed in it or moved out of it, whoever saves (only the
 * system's own saves, the demo seeder's, pass).
 */
async function checkWeekLock(context: SaveContext, draft: SaveDraft): Promise<void> {
  if (context.asSystem) return;
  const { object } = context;
  const weeks = [ownerWeekOf(draft.values.ownerid, draft.values.entry_date)];
  if (draft.existing)
    weeks.push(ownerWeekOf(draft.existing.ownerid, draft.existing[column(object, 'entry_date')]));
  const known = weeks.filter((week): week is OwnerWeek => week !== null);
  const statuses = await weekStatuses(context.database, context.snapshot, known);
  for (const week of known) {
    const status = statuses.get(`${week.ownerId}|${week.monday}`) ?? 'open';
    if (isTimesheetLocked(status)) {
      const { message, messageKey, messageParams } = timesheetLockedRefusal(week.monday, status);
      throw new SaveRefusal(message, { errorField: 'entry_date', messageKey, messageParams });
    }
  }
}

/** No one logs more than a day has hours: this entry and its owner's other entries of that day. */
async function checkDayLimit(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object } = context;
  if (!draft.isNew && !['hours', 'entry_date', 'ownerid'].some((api) => api in draft.changes)) return;
  const day = dayOf(draft.values.entry_date);
  const owner = text(draft.values.ownerid);
  const hours = numberOf(draft.values.hours);
  const others =
    day && owner
      ? await recordsDb(context.database)
          .selectFrom(object.tableName)
          .select(column(object, 'hours'))
          .where('is_deleted', '=', 0)
          .where('ownerid', '=', owner)
          .where(column(object, 'entry_date'), '=', day)
          .where('id', '!=', draft.id)
          .execute()
      : [];
  const problem = checkTimeEntryDay(
    hours,
    others.map((row) => numberOf(row[column(object, 'hours')])),
  );
  if (problem) {
    const { message, messageKey, messageParams } = timesheetProblemRefusal(
      problem,
      [day],
      [text(draft.values.name)],
    );
    throw new SaveRefusal(message, { errorField: 'hours', messageKey, messageParams });
  }
}

/** The save guard of time entries: the week's lock first (it explains more), then the day's hours. */
export async function guardTimeEntrySave(context: SaveContext, draft: SaveDraft): Promise<void> {
  await checkWeekLock(context, draft);
  await checkDayLimit(context, draft);
}

/**
 * An entry of a locked week stays: it is refused on the record page, in mass
 * delete, merges and rollbacks. The rows are read again here, because a
 * caller may hold only their ids and names.
 */
export const guardTimeEntryDelete: DeleteGuard = async (database, object: ObjectModel, rows) => {
  const snapshot = await currentMetadata(database);
  const dateColumn = column(object, 'entry_date');
  const ids = rows.map((row) => text(row.id));
  const weekOfRow = new Map<string, OwnerWeek>();
  for (let at = 0; at < ids.length; at += 500) {
    const stored = await recordsDb(database)
      .selectFrom(object.tableName)
      .select(['id', 'ownerid', dateColumn])
      .where('id', 'in', ids.slice(at, at + 500))
      .execute();
    for (const row of stored) {
      const week = ownerWeekOf(row.ownerid, row[dateColumn]);
      if (week) weekOfRow.set(text(row.id), week);
    }
  }
  const statuses = await weekStatuses(database, snapshot, [...weekOfRow.values()]);
  const refusals: Awaited<ReturnType<DeleteGuard>> = new Map();
  for (const [id, week] of weekOfRow) {
    const status = statuses.get(`${week.ownerId}|${week.monday}`) ?? 'open';
    if (isTimesheetLocked(status)) {
      const { message, messageKey, messageParams } = timesheetLockedRefusal(week.monday, status);
      refusals.set(id, { message, messageKey, messageParams });
    }
  }
  return refusals;
};
