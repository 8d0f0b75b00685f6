import {
  DAYS_PER_WEEK,
  isTimesheetLocked,
  mondayOf,
  TASK_DONE_STATUS,
  type TimesheetRow,
  type TimesheetWeek,
  timesheetStatusOf,
  weekDays,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { latestRequestOf, toRequestView } from '../approvals/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';
import {
  column,
  dayOf,
  isChecked,
  numberOf,
  type TimesheetObjects,
  text,
  timesheetObjects,
} from './timesheet-objects.js';

/** My open tasks offered as rows of a week: at most this many (the most recently started first). */
const OPEN_TASK_LIMIT = 200;

/** The Monday of the week a day names; a day that is not a date is refused naming the field. */
export function weekOf(day: string): string {
  const monday = mondayOf(day);
  if (!monday) throw badRequest(`weekStart: ${day} is not a date (YYYY-MM-DD)`);
  return monday;
}

/** My timesheet record of the week, if the week was saved before. */
export async function timesheetRowOf(
  context: ModuleContext,
  objects: TimesheetObjects,
  user: CurrentUser,
  monday: string,
): Promise<RecordRow | undefined> {
  return recordsDb(context.database)
    .selectFrom(objects.sheet.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('ownerid', '=', user.userId)
    .where(column(objects.sheet, 'week_start'), '=', monday)
    .orderBy('createdate')
    .executeTakeFirst();
}

/** My time entries of the week (whoever of my entries the record form wrote too). */
export async function weekEntries(
  context: ModuleContext,
  objects: TimesheetObjects,
  user: CurrentUser,
  days: readonly string[],
): Promise<RecordRow[]> {
  const date = column(objects.entry, 'entry_date');
  return recordsDb(context.database)
    .selectFrom(objects.entry.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('ownerid', '=', user.userId)
    .where(date, '>=', days[0] ?? '')
    .where(date, '<=', days[DAYS_PER_WEEK - 1] ?? '')
    .orderBy('createdate')
    .orderBy('id')
    .execute();
}

/** Where a timesheet stands, from its latest approval request. */
export async function sheetState(context: ModuleContext, user: CurrentUser, sheetId: string) {
  const request = sheetId ? await latestRequestOf(context.database, user.orgId, sheetId) : undefined;
  const status = timesheetStatusOf(request?.status);
  const approverName =
    request && status === 'submitted' ? (await toRequestView(context.database, request)).approver.name : '';
  return { status, approverName, locked: isTimesheetLocked(status) };
}

/** Readable project task rows: these ids, or (without ids) my open tasks. */
async function taskRows(
  context: ModuleContext,
  objects: TimesheetObjects,
  user: CurrentUser,
  ids: readonly string[] | null,
): Promise<RecordRow[]> {
  const { task } = objects;
  const base = () =>
    recordsDb(context.database)
      .selectFrom(task.tableName)
      .selectAll()
      .where('is_deleted', '=', 0)
      .where(recordAccessFilter(user, task));
  if (ids === null) {
    const status = column(task, 'status');
    return base()
      .where(column(task, 'principal'), '=', user.userId)
      .where((eb) => eb.or([eb(status, 'is', null), eb(status, '!=', TASK_DONE_STATUS)]))
      .orderBy(column(task, 'start_date'), 'desc')
      .orderBy('id')
      .limit(OPEN_TASK_LIMIT)
      .execute();
  }
  const rows: RecordRow[] = [];
  for (let at = 0; at < ids.length; at += 500)
    rows.push(
      ...(await base()
        .where('id', 'in', ids.slice(at, at + 500))
        .execute()),
    );
  return rows;
}

/** Readable project tasks by id: these ids, and with `mine` my open tasks too. */
export async function readableTasks(
  context: ModuleContext,
  objects: TimesheetObjects,
  user: CurrentUser,
  ids: readonly string[],
  mine: boolean,
): Promise<Map<string, { name: string; projectId: string }>> {
  const rows = [
    ...(ids.length > 0 ? await taskRows(context, objects, user, ids) : []),
    ...(mine ? await taskRows(context, objects, user, null) : []),
  ];
  const tasks = new Map<string, { name: string; projectId: string }>();
  for (const row of rows)
    tasks.set(text(row.id), {
      name: text(row.name),
      projectId: text(row[column(objects.task, 'project_name')]),
    });
  return tasks;
}

async function projectNames(
  context: ModuleContext,
  objects: TimesheetObjects,
  user: CurrentUser,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await recordsDb(context.database)
    .selectFrom(objects.project.tableName)
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .where('id', 'in', [...ids])
    .where(recordAccessFilter(user, objects.project))
    .execute();
  return new Map(rows.map((row) => [text(row.id), text(row.name)]));
}

/**
 * My week: a row per task I logged hours on that week (in the order first
 * logged), then a row per other open task of mine, each with its hours per
 * day; and whether the week waits for approval or is approved (then locked).
 */
export async function readTimesheetWeek(
  context: ModuleContext,
  user: CurrentUser,
  weekStart: string,
): Promise<TimesheetWeek> {
  const monday = weekOf(weekStart);
  const days = weekDays(monday);
  const objects = await timesheetObjects(context);
  const { entry } = objects;
  const [sheet, entries] = await Promise.all([
    timesheetRowOf(context, objects, user, monday),
    weekEntries(context, objects, user, days),
  ]);
  const taskColumn = column(entry, 'project_task');
  const logged = [...new Set(entries.map((row) => text(row[taskColumn])).filter(Boolean))];
  const tasks = await readableTasks(context, objects, user, logged, true);
  const names = await projectNames(context, objects, user, [
    ...new Set([...tasks.values()].map((task) => task.projectId).filter(Boolean)),
  ]);
  const rows = new Map<string, TimesheetRow>();
  const rowOf = (taskId: string) => {
    const known = rows.get(taskId);
    if (known) return known;
    const task = tasks.get(taskId);
    const row: TimesheetRow = {
      taskId,
      taskName: task?.name ?? '',
      projectId: task?.projectId ?? '',
      projectName: names.get(task?.projectId ?? '') ?? '',
      hours: days.map(() => 0),
      billable: true,
    };
    rows.set(taskId, row);
    return row;
  };
  const billableSeen = new Map<string, boolean>();
  for (const row of entries) {
    const taskId = text(row[taskColumn]);
    // An entry on a task I may no longer read stays in the records; it has no row here.
    if (!tasks.has(taskId)) continue;
    const index = days.indexOf(dayOf(row[column(entry, 'entry_date')]));
    if (index < 0) continue;
    const target = rowOf(taskId);
    target.hours[index] =
      Math.round(((target.hours[index] ?? 0) + numberOf(row[column(entry, 'hours')])) * 100) / 100;
    const billable = isChecked(row[column(entry, 'billable')]);
    billableSeen.set(taskId, (billableSeen.get(taskId) ?? false) || billable);
  }
  for (const [taskId, billable] of billableSeen) rowOf(taskId).billable = billable;
  for (const taskId of tasks.keys()) rowOf(taskId);
  const sheetId = sheet ? text(sheet.id) : '';
  const state = await sheetState(context, user, sheetId);
  return {
    weekStart: monday,
    days,
    timesheetId: sheetId,
    ...state,
    rows: [...rows.values()],
    entryObject: { objectApi: entry.apiName, prefix: entry.prefix },
  };
}
