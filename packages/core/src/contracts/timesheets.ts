import { z } from 'zod';
import { DAYS_PER_WEEK, HOURS_PER_DAY_LIMIT } from '../timesheets/week.js';
import { defineCall } from './call-contract.js';

/**
 * Timesheets (issue 22: `actualworklist/listviews`, `actualworklist/batchAdd/CreatProObjChild`,
 * `workListDetails`) and the resource calendar (`resoursecalendar/resoursecalendar`). Time
 * entries and timesheets are ordinary records saved through the save pipeline; these calls read
 * and write a person's week of them at once, and submit it through the approval engine.
 */
const recordId = z.string().min(1, 'choose a record').max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write a date as YYYY-MM-DD');
const hours = z
  .number()
  .min(0, 'hours are 0 or more')
  .max(HOURS_PER_DAY_LIMIT, `a day has at most ${HOURS_PER_DAY_LIMIT} hours`);

export const timesheetRowSchema = z.object({
  taskId: z.string(),
  taskName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** Monday first. */
  hours: z.array(z.number()).length(DAYS_PER_WEEK),
  billable: z.boolean(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetWeekSchema = z.object({
  /** The Monday of the week. */
  weekStart: day,
  days: z.array(day).length(DAYS_PER_WEEK),
  /** The week's timesheet record ('' until the week is first saved). */
  timesheetId: z.string(),
  status: z.enum(['open', 'submitted', 'approved', 'rejected']),
  /** Who the submitted week waits for ('' otherwise). */
  approverName: z.string(),
  locked: z.boolean(),
  /** The tasks with hours this week, then my other open tasks. */
  rows: z.array(timesheetRowSchema),
  /** The time-entry object, for links to its list and records. */
  entryObject: z.object({ objectApi: z.string(), prefix: z.string() }),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const getTimesheetWeekContract = defineCall({
  path: '/timesheet/getWeek',
  summary:
    "My week of hours per project task (any day of the week names it): my entries and my other open tasks, with the week's approval status",
  request: z.strictObject({ weekStart: day }),
  response: timesheetWeekSchema,
});

export const saveTimesheetWeekContract = defineCall({
  path: '/timesheet/saveWeek',
  summary:
    "Saves my week of hours as time entries (0 removes a day's entry); a day over 24 h is refused naming the day, a submitted or approved week is locked; all or nothing",
  request: z.strictObject({
    weekStart: day,
    rows: z
      .array(
        z.strictObject({
          taskId: recordId,
          hours: z.array(hours).length(DAYS_PER_WEEK, `a row has ${DAYS_PER_WEEK} days`),
          billable: z.boolean(),
        }),
      )
      .max(500, 'at most 500 rows in a week'),
  }),
  response: timesheetWeekSchema,
});

export const submitTimesheetWeekContract = defineCall({
  path: '/timesheet/submitWeek',
  summary:
    "Submits my week for approval through the approval engine (the timesheet object's process); the week is locked until rejected or recalled",
  request: z.strictObject({ weekStart: day, comments: z.string().max(2000).default('') }),
  response: timesheetWeekSchema,
});

export const projectHoursContract = defineCall({
  path: '/timesheet/projectHours',
  summary:
    "A project's actual hours from the time entries on its tasks I may read: total, billable and per task",
  request: z.strictObject({ projectId: recordId }),
  response: z.object({
    totalHours: z.number(),
    billableHours: z.number(),
    tasks: z.array(z.object({ taskId: z.string(), hours: z.number() })),
  }),
});

const instant = z.string().min(10, 'write a date and time').max(40);

export const resourceBarSchema = z.object({
  id: z.string(),
  kind: z.enum(['shift', 'event']),
  resourceId: z.string(),
  name: z.string(),
  /** Stored UTC ('YYYY-MM-DD HH:mm:ss'). */
  start: z.string(),
  end: z.string(),
  canEdit: z.boolean(),
});
export type ResourceBar = z.infer<typeof resourceBarSchema>;

export const resourceCalendarSchema = z.object({
  resources: z.array(
    z.object({ id: z.string(), name: z.string(), resourceType: z.string(), userName: z.string() }),
  ),
  bars: z.array(resourceBarSchema),
});
export type ResourceCalendar = z.infer<typeof resourceCalendarSchema>;

export const getResourceCalendarContract = defineCall({
  path: '/resourceCalendar/getWindow',
  summary:
    "Service resources × a window of time (UTC, at most 42 days): each resource's shifts and its user's events the caller may read",
  request: z.strictObject({ from: instant, to: instant }),
  response: resourceCalendarSchema,
});

export const moveResourceBarContract = defineCall({
  path: '/resourceCalendar/moveBar',
  summary:
    "Moves a shift (to another time or resource) or an event (to another time on its resource's calendar) through the save pipeline; an overlap with a bar of the same kind is refused naming it",
  request: z.strictObject({
    id: recordId,
    kind: z.enum(['shift', 'event']),
    resourceId: recordId,
    start: instant,
    end: instant,
  }),
  response: resourceBarSchema,
});
