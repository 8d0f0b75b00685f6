import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * Projects and the Gantt (issue 22: `projectManagement/homePage`, the project
 * detail console routes, `gantt/gantt`, `gantt2025`, `projectTasks`).
 * Projects, milestones and project tasks are ordinary records saved through
 * the save pipeline; these calls read them as a plan and keep what the
 * records have no field for: the links between tasks and the baseline.
 */
const recordId = z.string().min(1, 'choose a record').max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write a date as YYYY-MM-DD');

const person = z.object({ id: z.string(), name: z.string() });

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  start: z.string(),
  end: z.string(),
  /** 0…100, rolled up from the tasks (rollUpProgress). */
  progress: z.number().int(),
  taskCount: z.number().int(),
  doneCount: z.number().int(),
  manager: person.nullable(),
  members: z.array(person),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectsHomeContract = defineCall({
  path: '/projects/home',
  summary:
    'My projects (I manage them, own them or own one of their tasks) with progress rolled up from their tasks and their members',
  request: z.strictObject({}),
  response: z.object({ projects: z.array(projectSummarySchema), canCreate: z.boolean() }),
});

export const ganttTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  milestoneId: z.string(),
  parentId: z.string(),
  owner: person.nullable(),
  /** The dates when the baseline was saved; empty when the task is newer than the baseline. */
  baselineStart: z.string(),
  baselineEnd: z.string(),
  critical: z.boolean(),
  canEdit: z.boolean(),
});
export type GanttTask = z.infer<typeof ganttTaskSchema>;

export const ganttMilestoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
});
export type GanttMilestone = z.infer<typeof ganttMilestoneSchema>;

export const dependencySchema = z.object({ predecessorId: z.string(), successorId: z.string() });

export const getProjectPlanContract = defineCall({
  path: '/projects/getPlan',
  summary:
    'A project as a plan: its tasks (with baseline and critical path), milestones, finish-to-start links and members; only a project the caller may read',
  request: z.strictObject({ projectId: recordId }),
  response: z.object({
    project: projectSummarySchema.extend({ canEdit: z.boolean(), baselineSavedAt: z.string() }),
    tasks: z.array(ganttTaskSchema),
    milestones: z.array(ganttMilestoneSchema),
    dependencies: z.array(dependencySchema),
  }),
});

export const addDependencyContract = defineCall({
  path: '/projects/addDependency',
  summary:
    'Links two tasks of a project finish-to-start; a link to itself, to another project or one closing a loop is refused with the reason',
  request: z.strictObject({ projectId: recordId, predecessorId: recordId, successorId: recordId }),
  response: z.object({ dependencies: z.array(dependencySchema) }),
});

export const removeDependencyContract = defineCall({
  path: '/projects/removeDependency',
  summary: 'Removes a finish-to-start link between two tasks of a project',
  request: z.strictObject({ projectId: recordId, predecessorId: recordId, successorId: recordId }),
  response: z.object({ dependencies: z.array(dependencySchema) }),
});

export const moveProjectTaskContract = defineCall({
  path: '/projects/moveTask',
  summary:
    'Moves a project task to a new start day (keeping its length) with its dependants, all saved through the save pipeline in one transaction; a refused save changes nothing and says why',
  request: z.strictObject({ taskId: recordId, start: day }),
  response: z.object({
    isSaveSuccess: z.boolean(),
    errormessage: z.string(),
    moved: z.array(z.object({ id: z.string(), start: z.string(), end: z.string() })),
  }),
});

export const saveBaselineContract = defineCall({
  path: '/projects/saveBaseline',
  summary: "Keeps the project tasks' current dates as the baseline the Gantt compares with",
  request: z.strictObject({ projectId: recordId }),
  response: z.object({ savedAt: z.string(), taskCount: z.number().int() }),
});

export const myProjectTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  milestoneName: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
});
export type MyProjectTask = z.infer<typeof myProjectTaskSchema>;

export const myProjectTasksContract = defineCall({
  path: '/projects/myTasks',
  summary: 'My project tasks (I own them) across every project I may read, open ones first',
  request: z.strictObject({ includeCompleted: z.boolean().default(false) }),
  response: z.object({ tasks: z.array(myProjectTaskSchema) }),
});

/** The mood check-in (`moodFound/index`): my answer today, and my team's trend when I lead a team. */
export const moodTodayContract = defineCall({
  path: '/mood/today',
  summary: 'My mood check-in of today (in my time zone), if any, and whether I lead a team whose trend I see',
  request: z.strictObject({}),
  response: z.object({
    day: z.string(),
    score: z.number().int().nullable(),
    note: z.string(),
    leadsTeam: z.boolean(),
  }),
});

export const moodCheckInContract = defineCall({
  path: '/mood/checkIn',
  summary:
    "Today's check-in: a score from 1 (bad) to 5 (great) and an optional note; a second one today replaces the first",
  request: z.strictObject({
    score: z
      .number()
      .int('choose a score from 1 to 5')
      .min(1, 'choose a score from 1 to 5')
      .max(5, 'choose a score from 1 to 5'),
    note: z.string().max(280, 'a note holds at most 280 characters').default(''),
  }),
  response: z.object({ day: z.string(), score: z.number().int(), note: z.string() }),
});

export const moodTrendContract = defineCall({
  path: '/mood/teamTrend',
  summary:
    "My team's (the people below me in the role hierarchy) daily average mood over the last days; a day with fewer than two answers shows none. Refused to someone who leads no team",
  request: z.strictObject({
    days: z.number().int().min(7, 'days: 7 to 90').max(90, 'days: 7 to 90').default(30),
  }),
  response: z.object({
    teamSize: z.number().int(),
    points: z.array(z.object({ day: z.string(), average: z.number().nullable(), answers: z.number().int() })),
  }),
});
