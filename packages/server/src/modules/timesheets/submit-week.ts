import { type TimesheetWeek, weekDays, weekTotal } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { submitForApproval } from '../approvals/index.js';
import type { ModuleContext } from '../module.js';
import { readTimesheetWeek, sheetState, timesheetRowOf, weekOf } from './read-week.js';
import { lockedWeekError, upsertTimesheet } from './save-week.js';
import { timesheetObjects } from './timesheet-objects.js';

/**
 * Submits my week through the approval engine: the week's timesheet record
 * (made now if the week was never saved) goes to the first matching process
 * of the timesheet object, like any record. An empty week is refused; so is
 * a week already waiting or approved.
 */
export async function submitTimesheetWeek(
  context: ModuleContext,
  user: CurrentUser,
  weekStart: string,
  comments: string,
): Promise<TimesheetWeek> {
  const monday = weekOf(weekStart);
  const week = await readTimesheetWeek(context, user, monday);
  if (week.locked) throw lockedWeekError(monday, week.status);
  const logged = week.rows.filter((row) => row.hours.some((hours) => hours > 0));
  if (logged.length === 0)
    throw new AppError(ErrorCode.TOAST_MESSAGE, `The week of ${monday} has no hours to submit`);
  const objects = await timesheetObjects(context);
  const now = context.now();
  const sheetId = await upsertTimesheet(
    (object) => ({
      database: context.database,
      snapshot: objects.snapshot,
      object,
      user,
      now,
      skipDuplicateWarning: true,
    }),
    objects,
    await timesheetRowOf(context, objects, user, monday),
    user,
    monday,
    { total: weekTotal(week.rows), billable: weekTotal(week.rows.filter((row) => row.billable)) },
  );
  const answer = await submitForApproval({ database: context.database, jobs: context.jobs, now }, user, {
    relatedId: sheetId,
    comments,
  });
  if (answer.kind === 'manual')
    throw new AppError(
      ErrorCode.APPROVAL_REFUSED,
      `"${answer.process.name}" leaves the approver to the submitter: ask an administrator to name one for timesheets`,
    );
  const state = await sheetState(context, user, sheetId);
  return { ...week, timesheetId: sheetId, ...state, days: weekDays(monday) };
}
