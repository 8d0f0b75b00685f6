import {
  criticalTaskIds,
  type GanttMilestone,
  type GanttTask,
  type MyProjectTask,
  type ProjectSummary,
  TASK_DONE_STATUS,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { objectPermissionsFor } from '../access/index.js';
import type { ModuleContext } from '../module.js';
import { recordAccessFilter, recordPermissions, recordsDb } from '../records/index.js';
import { baselineOf, dependenciesOf } from './plan-store.js';
import {
  column,
  dayOf,
  projectObjects,
  readableProject,
  readableRowsWhere,
  summariesOf,
  text,
  toPlanTask,
} from './project-records.js';

/** At most this many projects on the home page (the most recently changed first). */
const HOME_LIMIT = 200;
/** At most this many tasks in "my project tasks". */
const MY_TASKS_LIMIT = 500;

/** My projects: those I manage or own, and those where I own a task; each with progress and members. */
export async function projectsHome(
  context: ModuleContext,
  user: CurrentUser,
): Promise<{ projects: ProjectSummary[]; canCreate: boolean }> {
  const objects = await projectObjects(context);
  const { project, task } = objects;
  const taskProjects = await recordsDb(context.database)
    .selectFrom(task.tableName)
    .select(sql<string>`${sql.ref(column(task, 'project_name'))}`.as('project_id'))
    .distinct()
    .where('is_deleted', '=', 0)
    .where((eb) => eb.or([eb(column(task, 'principal'), '=', user.userId), eb('ownerid', '=', user.userId)]))
    .where(recordAccessFilter(user, task))
    .execute();
  const viaTasks = taskProjects.map((row) => text(row.project_id)).filter(Boolean);
  const rows = await recordsDb(context.database)
    .selectFrom(project.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb(column(project, 'principal'), '=', user.userId),
        eb('ownerid', '=', user.userId),
        ...(viaTasks.length > 0 ? [eb('id', 'in', viaTasks.slice(0, 1000))] : []),
      ]),
    )
    .where(recordAccessFilter(user, project))
    .orderBy('lastmodifydate', 'desc')
    .orderBy('id')
    .limit(HOME_LIMIT)
    .execute();
  const summaries = await summariesOf(context, user, objects, rows);
  const permissions = await objectPermissionsFor(context.database, user, project.id);
  return {
    projects: summaries.map(({ tasks: _tasks, ...summary }) => summary),
    canCreate: permissions.create,
  };
}

/** A project as a plan: tasks with baseline and critical path, milestones, links. */
export async function projectPlan(context: ModuleContext, user: CurrentUser, projectId: string) {
  const objects = await projectObjects(context);
  const row = await readableProject(context, user, objects, projectId);
  const [summary] = await summariesOf(context, user, objects, [row]);
  const tasks = summary?.tasks ?? [];
  const taskIds = new Set(tasks.map((task) => task.id));
  const dependencies = (await dependenciesOf(context.database, user.orgId, [projectId]))
    .filter((link) => taskIds.has(link.predecessorId) && taskIds.has(link.successorId))
    .map(({ predecessorId, successorId }) => ({ predecessorId, successorId }));
  const critical = criticalTaskIds(tasks, dependencies);
  const baseline = await baselineOf(context.database, user.orgId, projectId);
  const rights = await recordPermissions(context.database, user, objects.project, row);
  const names = new Map((summary?.members ?? []).map((member) => [member.id, member.name]));
  const milestoneRows = await readableRowsWhere(context, user, objects.milestone, 'project_name', [
    projectId,
  ]);
  const milestone = objects.milestone;
  const milestones: GanttMilestone[] = milestoneRows
    .map((entry) => ({
      id: text(entry.id),
      name: text(entry.name),
      start: dayOf(entry[column(milestone, 'start_date')]),
      end: dayOf(entry[column(milestone, 'end_date')]),
      status: text(entry[column(milestone, 'status')]),
    }))
    .sort((a, b) => (a.end || a.start).localeCompare(b.end || b.start));
  const ganttTasks: GanttTask[] = tasks.map((task) => ({
    id: task.id,
    name: task.name,
    start: task.start,
    end: task.end,
    status: task.status,
    milestoneId: task.milestoneId,
    parentId: task.parentId,
    owner: task.ownerId ? { id: task.ownerId, name: names.get(task.ownerId) ?? '' } : null,
    baselineStart: baseline.get(task.id)?.start ?? '',
    baselineEnd: baseline.get(task.id)?.end ?? '',
    critical: critical.has(task.id),
    canEdit: rights.isEdit,
  }));
  const savedAt = [...baseline.values()][0]?.savedAt ?? '';
  const { tasks: _tasks, ...projectSummary } = summary ?? {
    id: projectId,
    name: text(row.name),
    status: '',
    start: '',
    end: '',
    progress: 0,
    taskCount: 0,
    doneCount: 0,
    manager: null,
    members: [],
    tasks: [],
  };
  return {
    project: { ...projectSummary, canEdit: rights.isEdit, baselineSavedAt: savedAt },
    tasks: ganttTasks,
    milestones,
    dependencies,
  };
}

/** My project tasks across projects: open ones (or all), by start day. */
export async function myProjectTasks(
  context: ModuleContext,
  user: CurrentUser,
  includeCompleted: boolean,
): Promise<MyProjectTask[]> {
  const objects = await projectObjects(context);
  const { task } = objects;
  let query = recordsDb(context.database)
    .selectFrom(task.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(column(task, 'principal'), '=', user.userId)
    .where(recordAccessFilter(user, task));
  if (!includeCompleted)
    query = query.where((eb) =>
      eb.or([eb(column(task, 'status'), 'is', null), eb(column(task, 'status'), '!=', TASK_DONE_STATUS)]),
    );
  const rows = await query.orderBy(column(task, 'start_date')).orderBy('id').limit(MY_TASKS_LIMIT).execute();
  const planTasks = rows.map((row) => toPlanTask(objects, row, ''));
  const projectIds = [...new Set(planTasks.map((entry) => entry.projectId))];
  const milestoneIds = [...new Set(planTasks.map((entry) => entry.milestoneId).filter(Boolean))];
  const projects = await readableRowsWhere(context, user, objects.project, 'id', projectIds);
  const milestones = await readableRowsWhere(context, user, objects.milestone, 'id', milestoneIds);
  const projectNames = new Map(projects.map((row) => [text(row.id), text(row.name)]));
  const milestoneNames = new Map(milestones.map((row) => [text(row.id), text(row.name)]));
  return planTasks.map((entry) => ({
    id: entry.id,
    name: entry.name,
    projectId: entry.projectId,
    projectName: projectNames.get(entry.projectId) ?? '',
    milestoneName: milestoneNames.get(entry.milestoneId) ?? '',
    start: entry.start,
    end: entry.start ? entry.end : '',
    status: entry.status,
  }));
}
