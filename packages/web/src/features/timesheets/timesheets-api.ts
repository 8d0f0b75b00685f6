import type {
  CallAnswer,
  getTimesheetWeekContract,
  projectHoursContract,
  saveTimesheetWeekContract,
  submitTimesheetWeekContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The timesheet's server calls (issue 22): my week, its save and submission, a project's actual hours. */

export type TimesheetWeek = CallAnswer<typeof getTimesheetWeekContract>;
export type ProjectHours = CallAnswer<typeof projectHoursContract>;
export type { TimesheetRow } from '@vela/core';

export const TIMESHEET_KEYS = {
  all: ['timesheets'] as const,
  week: (weekStart: string) => ['timesheets', 'week', weekStart] as const,
  projectHours: (projectId: string) => ['timesheets', 'projectHours', projectId] as const,
};

export async function fetchTimesheetWeek(weekStart: string): Promise<TimesheetWeek> {
  return (await api.call<typeof getTimesheetWeekContract>('/timesheet/getWeek', { weekStart })).data;
}

export async function saveTimesheetWeek(
  weekStart: string,
  rows: ReadonlyArray<{ taskId: string; hours: number[]; billable: boolean }>,
): Promise<TimesheetWeek> {
  return (
    await api.call<typeof saveTimesheetWeekContract>('/timesheet/saveWeek', { weekStart, rows: [...rows] })
  ).data;
}

export async function submitTimesheetWeek(weekStart: string, comments: string): Promise<TimesheetWeek> {
  return (
    await api.call<typeof submitTimesheetWeekContract>('/timesheet/submitWeek', { weekStart, comments })
  ).data;
}

export async function fetchProjectHours(projectId: string): Promise<ProjectHours> {
  return (await api.call<typeof projectHoursContract>('/timesheet/projectHours', { projectId })).data;
}
