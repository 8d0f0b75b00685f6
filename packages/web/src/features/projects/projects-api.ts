import type {
  addDependencyContract,
  CallAnswer,
  getProjectPlanContract,
  moodCheckInContract,
  moodTodayContract,
  moodTrendContract,
  moveProjectTaskContract,
  myProjectTasksContract,
  projectsHomeContract,
  removeDependencyContract,
  saveBaselineContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The projects' server calls (issue 22): reads, task links, moves with dependants, the baseline. */

export type ProjectPlan = CallAnswer<typeof getProjectPlanContract>;
export type { GanttMilestone, GanttTask, MyProjectTask, ProjectSummary } from '@vela/core';

export const PROJECT_KEYS = {
  all: ['projects'] as const,
  home: ['projects', 'home'] as const,
  plan: (projectId: string) => ['projects', 'plan', projectId] as const,
  myTasks: (includeCompleted: boolean) => ['projects', 'myTasks', includeCompleted] as const,
};

export async function fetchProjectsHome() {
  return (await api.call<typeof projectsHomeContract>('/projects/home', {})).data;
}

export async function fetchProjectPlan(projectId: string) {
  return (await api.call<typeof getProjectPlanContract>('/projects/getPlan', { projectId })).data;
}

export async function fetchMyProjectTasks(includeCompleted: boolean) {
  return (await api.call<typeof myProjectTasksContract>('/projects/myTasks', { includeCompleted })).data;
}

export interface TaskLink {
  projectId: string;
  predecessorId: string;
  successorId: string;
}

export async function addTaskLink(link: TaskLink) {
  return (
    await api.call<typeof addDependencyContract>('/projects/addDependency', link, {
      callerHandlesErrors: true,
    })
  ).data;
}

export async function removeTaskLink(link: TaskLink) {
  return (await api.call<typeof removeDependencyContract>('/projects/removeDependency', link)).data;
}

export async function moveTask(taskId: string, start: string) {
  return (
    await api.call<typeof moveProjectTaskContract>(
      '/projects/moveTask',
      { taskId, start },
      { callerHandlesErrors: true },
    )
  ).data;
}

export async function saveBaseline(projectId: string) {
  return (await api.call<typeof saveBaselineContract>('/projects/saveBaseline', { projectId })).data;
}

export const MOOD_KEYS = {
  today: ['mood', 'today'] as const,
  trend: (days: number) => ['mood', 'trend', days] as const,
};

export async function fetchMoodToday() {
  return (await api.call<typeof moodTodayContract>('/mood/today', {})).data;
}

export async function checkInMood(score: number, note: string) {
  return (await api.call<typeof moodCheckInContract>('/mood/checkIn', { score, note })).data;
}

export async function fetchTeamMood(days: number) {
  return (await api.call<typeof moodTrendContract>('/mood/teamTrend', { days })).data;
}
