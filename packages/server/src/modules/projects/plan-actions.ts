import {
  checkDependency,
  DEPENDENCY_MESSAGES,
  ErrorCode,
  rescheduleTask,
  type TaskDependency,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  inTransaction,
  recordPermissions,
  type SaveResult,
  saveRecord,
  transactionHandle,
} from '../records/index.js';
import { addDependencyRow, dependenciesOf, removeDependencyRow, writeBaseline } from './plan-store.js';
import {
  column,
  type PlanTask,
  type ProjectObjects,
  projectObjects,
  readableProject,
  readableRowsWhere,
  summariesOf,
  text,
} from './project-records.js';

/** A project the caller may change, its readable tasks and its links; refused otherwise. */
async function editablePlan(context: ModuleContext, user: CurrentUser, projectId: string) {
  const objects = await projectObjects(context);
  const row = await readableProject(context, user, objects, projectId);
  const rights = await recordPermissions(context.database, user, objects.project, row);
  if (!rights.isEdit) throw new AppError(ErrorCode.FORBIDDEN, 'projectId: you may not change this project');
  const [summary] = await summariesOf(context, user, objects, [row]);
  const tasks = summary?.tasks ?? [];
  const ids = new Set(tasks.map((task) => task.id));
  const links = (await dependenciesOf(context.database, user.orgId, [projectId]))
    .filter((link) => ids.has(link.predecessorId) && ids.has(link.successorId))
    .map(({ predecessorId, successorId }) => ({ predecessorId, successorId }));
  return { objects, tasks, links };
}

function nameOf(tasks: readonly PlanTask[], id: string): string {
  return tasks.find((task) => task.id === id)?.name ?? id;
}

/** Adds a finish-to-start link; one to itself, outside the project, repeated or closing a loop is refused. */
export async function addDependency(
  context: ModuleContext,
  user: CurrentUser,
  projectId: string,
  link: TaskDependency,
): Promise<TaskDependency[]> {
  const { tasks, links } = await editablePlan(context, user, projectId);
  const problem = checkDependency(new Set(tasks.map((task) => task.id)), links, link);
  if (problem) {
    const path = problem.loop.map((id) => nameOf(tasks, id)).join(' → ');
    throw badRequest(`successorId: ${DEPENDENCY_MESSAGES[problem.problem].replace('{path}', path)}`);
  }
  await addDependencyRow(context.database, user.orgId, projectId, link, context.now());
  return [...links, link];
}

export async function removeDependency(
  context: ModuleContext,
  user: CurrentUser,
  projectId: string,
  link: TaskDependency,
): Promise<TaskDependency[]> {
  const { links } = await editablePlan(context, user, projectId);
  await removeDependencyRow(context.database, user.orgId, projectId, link);
  return links.filter(
    (known) => known.predecessorId !== link.predecessorId || known.successorId !== link.successorId,
  );
}

/** A refused save inside the move's transaction: rolls every task back. */
class MoveRefused extends Error {
  constructor(readonly result: SaveResult) {
    super(result.errormessage);
  }
}

async function taskProject(
  context: ModuleContext,
  user: CurrentUser,
  objects: ProjectObjects,
  taskId: string,
): Promise<string> {
  const [row] = await readableRowsWhere(context, user, objects.task, 'id', [taskId]);
  if (!row) throw notFound('taskId: no such project task');
  return text(row[column(objects.task, 'project_name')]);
}

/**
 * Moves a task and its dependants (rescheduleTask, in core) and saves each
 * changed task through the save pipeline in one transaction: if any save is
 * refused (permission, validation rule, approval lock), none is kept and the
 * answer says why.
 */
export async function moveProjectTask(
  context: ModuleContext,
  user: CurrentUser,
  taskId: string,
  start: string,
): Promise<{ isSaveSuccess: boolean; errormessage: string; moved: PlanTaskDates[] }> {
  const objects = await projectObjects(context);
  const projectId = await taskProject(context, user, objects, taskId);
  const { tasks, links } = await editablePlan(context, user, projectId);
  const moved = rescheduleTask(tasks, links, taskId, start);
  if (moved.length === 0) return { isSaveSuccess: true, errormessage: '', moved: [] };
  const snapshot = await currentMetadata(context.database);
  const now = context.now();
  try {
    await inTransaction(context.database.db, async (trx) => {
      const database = transactionHandle(context.database, trx);
      for (const task of moved) {
        const result = await saveRecord(
          { database, snapshot, object: objects.task, user, now, skipDuplicateWarning: true },
          { id: task.id, start_date: task.start, end_date: task.end },
        );
        if (!result.isSaveSuccess) throw new MoveRefused({ ...result, name: nameOf(tasks, task.id) });
      }
    });
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    return {
      isSaveSuccess: false,
      errormessage: `${error.result.name}: ${error.result.errormessage}`,
      moved: [],
    };
  }
  return { isSaveSuccess: true, errormessage: '', moved };
}

export interface PlanTaskDates {
  id: string;
  start: string;
  end: string;
}

/** Keeps the tasks' current dates as the project's baseline. */
export async function saveBaseline(
  context: ModuleContext,
  user: CurrentUser,
  projectId: string,
): Promise<{ savedAt: string; taskCount: number }> {
  const { tasks } = await editablePlan(context, user, projectId);
  const now = context.now();
  await writeBaseline(context.database, user.orgId, projectId, tasks, now);
  return { savedAt: now.toISOString(), taskCount: tasks.length };
}
