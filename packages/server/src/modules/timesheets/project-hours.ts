import { roundHours } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';
import { column, isChecked, numberOf, text, timesheetObjects } from './timesheet-objects.js';

/**
 * A project's actual hours: the time entries (that the caller may read) on
 * the project's tasks (that the caller may read), in total, billable and
 * per task. A project the caller may not read is not found.
 */
export async function projectActualHours(context: ModuleContext, user: CurrentUser, projectId: string) {
  const objects = await timesheetObjects(context);
  const { project, task, entry } = objects;
  const visible = await recordsDb(context.database)
    .selectFrom(project.tableName)
    .select('id')
    .where('is_deleted', '=', 0)
    .where('id', '=', projectId)
    .where(recordAccessFilter(user, project))
    .executeTakeFirst();
  if (!visible) throw notFound('projectId: no such project');
  const taskIds = (
    await recordsDb(context.database)
      .selectFrom(task.tableName)
      .select('id')
      .where('is_deleted', '=', 0)
      .where(column(task, 'project_name'), '=', projectId)
      .where(recordAccessFilter(user, task))
      .execute()
  ).map((row) => text(row.id));
  const byTask = new Map<string, number>();
  let total = 0;
  let billable = 0;
  const taskColumn = column(entry, 'project_task');
  const hoursColumn = column(entry, 'hours');
  const billableColumn = column(entry, 'billable');
  for (let at = 0; at < taskIds.length; at += 500) {
    const rows = await recordsDb(context.database)
      .selectFrom(entry.tableName)
      .select([taskColumn, hoursColumn, billableColumn])
      .where('is_deleted', '=', 0)
      .where(taskColumn, 'in', taskIds.slice(at, at + 500))
      .where(recordAccessFilter(user, entry))
      .execute();
    for (const row of rows) {
      const hours = numberOf(row[hoursColumn]);
      const taskId = text(row[taskColumn]);
      byTask.set(taskId, roundHours((byTask.get(taskId) ?? 0) + hours));
      total += hours;
      if (isChecked(row[billableColumn])) billable += hours;
    }
  }
  return {
    totalHours: roundHours(total),
    billableHours: roundHours(billable),
    tasks: [...byTask.entries()].map(([taskId, hours]) => ({ taskId, hours })),
  };
}
