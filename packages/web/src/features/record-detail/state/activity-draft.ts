import dayjs from 'dayjs';

/**
 * A logged call is a task already done (issue 26 item 10): type Call,
 * status Completed, due the day it was logged.
 */
export function loggedCallValues(subject: string, date: string): Record<string, string> {
  return { tasktype: 'logcall', status: 'Completed', subject, duedate: date };
}

/** Today in the browser's calendar, the way date fields hold it. */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The fields the activity panel's composer shows for each kind; the rest keep their defaults. */
export const COMPOSER_FIELDS = {
  call: ['subject', 'description'],
  task: ['subject', 'duedate', 'priority'],
  event: ['subject', 'begintime', 'endtime', 'location'],
} as const;
