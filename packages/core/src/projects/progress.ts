/**
 * A project's progress, rolled up from its tasks (issue 22): each task
 * weighs its length in days, a completed task counts whole, one in progress
 * half, so a long task finished moves the bar more than a short one.
 */
import { durationDays, type ScheduledTask } from './schedule.js';

export const PROJECT_OBJECT_API = 'project';
export const MILESTONE_OBJECT_API = 'velaMilestone';
export const PROJECT_TASK_OBJECT_API = 'velaSubtask';
export const TASK_DONE_STATUS = 'Completed';
export const TASK_STARTED_STATUS = 'In progress';

export interface ProgressTask extends ScheduledTask {
  status: string;
}

/** Percent 0…100 (whole); a project without tasks is at 0. */
export function rollUpProgress(tasks: readonly ProgressTask[]): number {
  let total = 0;
  let done = 0;
  for (const task of tasks) {
    const weight = durationDays(task);
    total += weight;
    if (task.status === TASK_DONE_STATUS) done += weight;
    else if (task.status === TASK_STARTED_STATUS) done += weight / 2;
  }
  return total === 0 ? 0 : Math.round((done / total) * 100);
}
