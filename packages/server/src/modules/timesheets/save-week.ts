import {
  checkTimesheetWeek,
  roundHours,
  type TimesheetStatus,
  type TimesheetWeek,
  timesheetLockedRefusal,
  timesheetProblemRefusal,
  weekDays,
  weekTotal,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  inTransaction,
  type RecordRow,
  type SaveContext,
  saveRecord,
  softDeleteRow,
  transactionHandle,
} from '../records/index.js';
import {
  readableTasks,
  readTimesheetWeek,
  sheetState,
  timesheetRowOf,
  weekEntries,
  weekOf,
} from './read-week.js';
import {
  column,
  dayOf,
  isChecked,
  numberOf,
  type TimesheetObjects,
  text,
  timesheetObjects,
} from './timesheet-objects.js';

export interface WeekRowInput {
  taskId: string;
  hours: number[];
  billable: boolean;
}

/** A week that waits for approval or is approved: no hours change until it is rejected or recalled. */
export function lockedWeekError(monday: string, status: TimesheetStatus): AppError {
  // The client shows the toast in the reader's language from the key.
  const { message, messageKey, messageParams } = timesheetLockedRefusal(monday, status);
  return new AppError(ErrorCode.TOAST_MESSAGE, message, { messageKey, messageParams });
}

/** Saves one record through the save pipeline; a refusal ends the whole week's transaction with its reason. */
async function save(context: SaveContext, values: Record<string, unknown>): Promise<string> {
  const result = await saveRecord(context, values);
  if (!result.isSaveSuccess)
    throw new AppError(
      ErrorCode.TOAST_MESSAGE,
      `${result.name || context.object.label}: ${result.errormessage}`,
    );
  return result.id;
}

/**
 * Makes sure my week has its timesheet record and that the record carries
 * the week's totals (through the save pipeline, so a sheet waiting for
 * approval refuses the change); answers its id.
 */
export async function upsertTimesheet(
  saveContext: (object: TimesheetObjects['sheet']) => SaveContext,
  objects: TimesheetObjects,
  existing: RecordRow | undefined,
  user: CurrentUser,
  monday: string,
  totals: { total: number; billable: number },
): Promise<string> {
  const values = { total_hours: totals.total, billable_hours: totals.billable };
  if (existing) {
    const unchanged =
      numberOf(existing[column(objects.sheet, 'total_hours')]) === totals.total &&
      numberOf(existing[column(objects.sheet, 'billable_hours')]) === totals.billable;
    if (!unchanged) await save(saveContext(objects.sheet), { id: text(existing.id), ...values });
    return text(existing.id);
  }
  return save(saveContext(objects.sheet), { name: `${user.name} ${monday}`, week_start: monday, ...values });
}

/**
 * Saves my week: for each row and day, the day's entry on the task gets the
 * hours (created, changed, or removed at 0); rows left out stay as they are.
 * Every entry goes through the record engine's save, in one transaction, so
 * a refusal anywhere saves nothing. A day over 24 h (across all my entries
 * of the week, not only the rows sent) is refused naming the day.
 */
export async function saveTimesheetWeek(
  context: ModuleContext,
  user: CurrentUser,
  weekStart: string,
  input: readonly WeekRowInput[],
): Promise<TimesheetWeek> {
  const monday = weekOf(weekStart);
  const days = weekDays(monday);
  const objects = await timesheetObjects(context);
  const { entry } = objects;
  const seen = new Set<string>();
  for (const row of input) {
    if (seen.has(row.taskId)) throw badRequest(`rows: the task ${row.taskId} is there twice`);
    seen.add(row.taskId);
  }
  const tasks = await readableTasks(context, objects, user, [...seen], false);
  const unknown = input.find((row) => !tasks.has(row.taskId));
  if (unknown) throw badRequest(`rows: ${unknown.taskId} is no project task you may read`);

  const now = context.now();
  await inTransaction(context.database.db, async (trx) => {
    const database = transactionHandle(context.database, trx);
    const saveContext = (object: SaveContext['object']): SaveContext => ({
      database,
      snapshot: objects.snapshot,
      object,
      user,
      now,
      skipDuplicateWarning: true,
    });
    const scope = { ...context, database };
    const sheet = await timesheetRowOf(scope, objects, user, monday);
    const state = await sheetState(scope, user, sheet ? text(sheet.id) : '');
    if (state.locked) throw lockedWeekError(monday, state.status);

    const entries = await weekEntries(scope, objects, user, days);
    const taskColumn = column(entry, 'project_task');
    const dateColumn = column(entry, 'entry_date');
    const byCell = new Map<string, RecordRow[]>();
    for (const row of entries) {
      const key = `${text(row[taskColumn])}|${dayOf(row[dateColumn])}`;
      byCell.set(key, [...(byCell.get(key) ?? []), row]);
    }
    // The whole week as it will be: the rows sent, and my other entries of the week as they are.
    const week = new Map<string, { hours: number[]; billable: boolean }>();
    for (const row of entries) {
      const taskId = text(row[taskColumn]);
      const current = week.get(taskId) ?? { hours: days.map(() => 0), billable: false };
      const index = days.indexOf(dayOf(row[dateColumn]));
      current.hours[index] = roundHours((current.hours[index] ?? 0) + numberOf(row[column(entry, 'hours')]));
      current.billable ||= isChecked(row[column(entry, 'billable')]);
      week.set(taskId, current);
    }
    for (const row of input) week.set(row.taskId, { hours: [...row.hours], billable: row.billable });
    const all = [...week.entries()];
    const problem = checkTimesheetWeek(all.map(([, row]) => row));
    if (problem) {
      const { message, messageKey, messageParams } = timesheetProblemRefusal(
        problem,
        days,
        all.map(([taskId]) => tasks.get(taskId)?.name ?? taskId),
      );
      throw new AppError(ErrorCode.BAD_REQUEST, message, { messageKey, messageParams });
    }

    const sheetId = await upsertTimesheet(saveContext, objects, sheet, user, monday, {
      total: weekTotal(all.map(([, row]) => row)),
      billable: weekTotal(all.filter(([, row]) => row.billable).map(([, row]) => row)),
    });
    // Every entry save passes the time entries' day limit (entry-guards.ts) against the entries as they
    // are then: what lowers a day is written first, so no step on the way holds more than the week will.
    const lowering: Array<() => Promise<unknown>> = [];
    const raising: Array<() => Promise<unknown>> = [];
    for (const row of input) {
      const task = tasks.get(row.taskId);
      for (const [index, day] of days.entries()) {
        const hours = row.hours[index] ?? 0;
        const [first, ...extra] = byCell.get(`${row.taskId}|${day}`) ?? [];
        // Entries the record form added to the same cell fold into its first one.
        for (const duplicate of extra)
          lowering.push(() => softDeleteRow(database, entry, duplicate, user, now));
        if (!first) {
          if (hours > 0)
            raising.push(() =>
              save(saveContext(entry), {
                name: `${task?.name ?? ''} ${day}`.trim(),
                project_task: row.taskId,
                project_name: task?.projectId || null,
                timesheet: sheetId,
                entry_date: day,
                hours,
                billable: row.billable,
              }),
            );
          continue;
        }
        if (hours === 0) {
          lowering.push(() => softDeleteRow(database, entry, first, user, now));
          continue;
        }
        const before = numberOf(first[column(entry, 'hours')]);
        const same =
          extra.length === 0 &&
          before === hours &&
          isChecked(first[column(entry, 'billable')]) === row.billable &&
          text(first[column(entry, 'timesheet')]) === sheetId;
        if (!same)
          (hours > before ? raising : lowering).push(() =>
            save(saveContext(entry), {
              id: text(first.id),
              hours,
              billable: row.billable,
              timesheet: sheetId,
            }),
          );
      }
    }
    for (const step of [...lowering, ...raising]) await step();
  });
  return readTimesheetWeek(context, user, monday);
}
