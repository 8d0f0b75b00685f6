import {
  MILESTONE_OBJECT_API,
  PROJECT_OBJECT_API,
  PROJECT_TASK_OBJECT_API,
  type ProjectSummary,
  rollUpProgress,
  TASK_DONE_STATUS,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { prepareRecordAccess, type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';

/**
 * Projects, milestones and project tasks as the plan reads them: through the
 * record engine's tables and its access filter, so a project or task the
 * caller may not read is not there at all.
 */

export interface ProjectObjects {
  project: ObjectModel;
  milestone: ObjectModel;
  task: ObjectModel;
}

export interface PlanTask {
  id: string;
  name: string;
  projectId: string;
  milestoneId: string;
  parentId: string;
  ownerId: string;
  start: string;
  end: string;
  status: string;
  lastModified: string;
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
/** A date field's value as 'YYYY-MM-DD' (PostgreSQL may hand back a Date). */
export const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);
export const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

export async function projectObjects(context: ModuleContext): Promise<ProjectObjects> {
  const snapshot = await currentMetadata(context.database);
  const project = snapshot.byApi.get(PROJECT_OBJECT_API);
  const milestone = snapshot.byApi.get(MILESTONE_OBJECT_API.toLowerCase());
  const task = snapshot.byApi.get(PROJECT_TASK_OBJECT_API.toLowerCase());
  if (!project || !milestone || !task) throw badRequest('this org has no project objects');
  await prepareRecordAccess(context.database, task);
  await prepareRecordAccess(context.database, milestone);
  return { project, milestone, task };
}

/** Readable rows of `object` where `field` is one of `values`. */
export async function readableRowsWhere(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  field: string,
  values: readonly string[],
): Promise<RecordRow[]> {
  if (values.length === 0) return [];
  const rows: RecordRow[] = [];
  for (let at = 0; at < values.length; at += 500)
    rows.push(
      ...(await recordsDb(context.database)
        .selectFrom(object.tableName)
        .selectAll()
        .where('is_deleted', '=', 0)
        .where(field === 'id' ? 'id' : column(object, field), 'in', values.slice(at, at + 500))
        .where(recordAccessFilter(user, object))
        .execute()),
    );
  return rows;
}

export function toPlanTask(objects: ProjectObjects, row: RecordRow, fallbackStart: string): PlanTask {
  const { task } = objects;
  const start = dayOf(row[column(task, 'start_date')]) || fallbackStart;
  const end = dayOf(row[column(task, 'end_date')]);
  return {
    id: text(row.id),
    name: text(row.name),
    projectId: text(row[column(task, 'project_name')]),
    milestoneId: text(row[column(task, 'milestone')]),
    parentId: text(row[column(task, 'their_task')]),
    ownerId: text(row[column(task, 'principal')]) || text(row.ownerid),
    start,
    end: end && end >= start ? end : start,
    status: text(row[column(task, 'status')]),
    lastModified: text(row.lastmodifydate),
  };
}

/** The project row when the caller may read it; 404 (as for a missing one) otherwise. */
export async function readableProject(
  context: ModuleContext,
  user: CurrentUser,
  objects: ProjectObjects,
  projectId: string,
): Promise<RecordRow> {
  const [row] = await readableRowsWhere(context, user, objects.project, 'id', [projectId]);
  if (!row) throw notFound('projectId: no such project');
  return row;
}

/** Summaries of these project rows with their (readable) tasks rolled up. */
export async function summariesOf(
  context: ModuleContext,
  user: CurrentUser,
  objects: ProjectObjects,
  projectRows: readonly RecordRow[],
): Promise<Array<ProjectSummary & { tasks: PlanTask[] }>> {
  const { project } = objects;
  const ids = projectRows.map((row) => text(row.id));
  const taskRows = await readableRowsWhere(context, user, objects.task, 'project_name', ids);
  const byProject = new Map<string, PlanTask[]>();
  const startOf = new Map(
    projectRows.map((row) => [text(row.id), dayOf(row[column(project, 'start_date')])]),
  );
  for (const row of taskRows) {
    const projectId = text(row[column(objects.task, 'project_name')]);
    const planTask = toPlanTask(objects, row, startOf.get(projectId) ?? '');
    const list = byProject.get(projectId) ?? [];
    list.push(planTask);
    byProject.set(projectId, list);
  }
  const managerOf = (row: RecordRow) => text(row[column(project, 'principal')]) || text(row.ownerid);
  const people = new Set<string>();
  for (const row of projectRows) people.add(managerOf(row));
  for (const tasks of byProject.values())
    for (const task of tasks) if (task.ownerId) people.add(task.ownerId);
  const names = await userNames(context.database, [...people].filter(Boolean));
  const person = (id: string) => (id ? { id, name: names.get(id) ?? '' } : null);
  return projectRows.map((row) => {
    const id = text(row.id);
    const tasks = (byProject.get(id) ?? []).sort(
      (a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name),
    );
    const manager = managerOf(row);
    const memberIds = [...new Set([manager, ...tasks.map((task) => task.ownerId)].filter(Boolean))];
    return {
      id,
      name: text(row.name),
      status: text(row[column(project, 'status')]),
      start: dayOf(row[column(project, 'start_date')]),
      end: dayOf(row[column(project, 'end_date')]),
      progress: rollUpProgress(tasks),
      taskCount: tasks.length,
      doneCount: tasks.filter((task) => task.status === TASK_DONE_STATUS).length,
      manager: person(manager),
      members: memberIds.map((member) => ({ id: member, name: names.get(member) ?? '' })),
      tasks,
    };
  });
}
