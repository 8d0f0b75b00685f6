import { randomUUID } from 'node:crypto';
import { EVENT_END_FIELD, EVENT_START_FIELD, parseDateTimeText, storedTimeText } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';
import { seriesOf } from './calendar-store.js';
import { expandSeries } from './recurrence.js';

/**
 * Reminders (issue 22 item 3): a user's "N minutes before" on an event is a
 * row with the time of its next delivery, and a job of the one job runner
 * due at that time. The job delivers only if the row still names its time
 * (a moved event or a changed reminder leaves old jobs with nothing to do),
 * writes the notice, tells the user's open sessions, and queues the next
 * occurrence's reminder of a series.
 */
export const REMINDER_JOB_TYPE = 'calendar.reminder';

export interface ReminderJobPayload {
  eventId: string;
  userId: string;
  fireAt: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

async function eventOf(context: ModuleContext) {
  return (await currentMetadata(context.database)).byApi.get('event') ?? null;
}

/** The next occurrence start of the event whose reminder time is after `now`, with that time. */
async function nextDelivery(
  context: ModuleContext,
  orgId: string,
  eventId: string,
  minutes: number,
  after: number,
): Promise<{ fireAt: number; startsAt: number; title: string } | null> {
  const event = await eventOf(context);
  if (!event) return null;
  const row = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .selectAll()
    .where('id', '=', eventId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  const start = parseDateTimeText(text(row[column(event, EVENT_START_FIELD)]));
  const end = parseDateTimeText(text(row[column(event, EVENT_END_FIELD)]));
  if (start === null || end === null) return null;
  const series = (await seriesOf(context.database, orgId, [eventId])).get(eventId);
  const starts = series
    ? expandSeries({
        start,
        end,
        rule: series.rule,
        timeZone: series.timeZone,
        exceptions: series.exceptions,
      }).map((occurrence) => occurrence.start)
    : [start];
  const lead = minutes * 60_000;
  const next = starts.find((startsAt) => startsAt - lead > after);
  return next === undefined ? null : { fireAt: next - lead, startsAt: next, title: text(row.name) };
}

/** Computes the reminder's next time from the event as it is now, stores it and queues its job. */
async function plan(
  context: ModuleContext,
  orgId: string,
  eventId: string,
  userId: string,
  minutes: number,
  after: number,
): Promise<string | null> {
  const next = await nextDelivery(context, orgId, eventId, minutes, after);
  const fireAt = next ? storedTimeText(next.fireAt) : null;
  await context.database.db
    .updateTable('calendar_reminder')
    .set({ next_fire_at: fireAt })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
  if (next && fireAt) {
    const payload: ReminderJobPayload = { eventId, userId, fireAt };
    await context.jobs.enqueueJob(REMINDER_JOB_TYPE, payload, {
      orgId,
      createdBy: userId,
      runAfter: new Date(next.fireAt),
      uniqueKey: `${REMINDER_JOB_TYPE}:${eventId}:${userId}:${fireAt}`,
    });
  }
  return fireAt;
}

/** Sets (or with null removes) the caller's reminder on an event they may read; answers the next delivery. */
export async function scheduleReminder(
  context: ModuleContext,
  user: CurrentUser,
  eventId: string,
  minutes: number | null,
): Promise<string | null> {
  const event = await eventOf(context);
  if (!event) throw badRequest('this org has no Event object');
  const readable = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .select('id')
    .where('id', '=', eventId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, event))
    .executeTakeFirst();
  if (!readable) throw notFound('eventId: the event');
  const db = context.database.db;
  await db
    .deleteFrom('calendar_reminder')
    .where('event_id', '=', eventId)
    .where('user_id', '=', user.userId)
    .execute();
  if (minutes === null) return null;
  await db
    .insertInto('calendar_reminder')
    .values({
      event_id: eventId,
      user_id: user.userId,
      org_id: user.orgId,
      minutes_before: minutes,
      next_fire_at: null,
    })
    .execute();
  return plan(context, user.orgId, eventId, user.userId, minutes, context.now().getTime());
}

/** After an event is saved (moved, resized): its reminders follow its new times. */
export async function replanReminders(context: ModuleContext, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await context.database.db
    .selectFrom('calendar_reminder')
    .selectAll()
    .where('event_id', 'in', [...eventIds])
    .execute();
  for (const row of rows)
    await plan(
      context,
      row.org_id,
      row.event_id,
      row.user_id,
      Number(row.minutes_before),
      context.now().getTime(),
    );
}

/** The job: deliver if still due as planned, then plan the next occurrence. */
export async function deliverReminder(context: ModuleContext, payload: ReminderJobPayload): Promise<void> {
  const row = await context.database.db
    .selectFrom('calendar_reminder')
    .selectAll()
    .where('event_id', '=', payload.eventId)
    .where('user_id', '=', payload.userId)
    .executeTakeFirst();
  if (!row || row.next_fire_at !== payload.fireAt) return;
  const fireAt = parseDateTimeText(payload.fireAt) ?? 0;
  const minutes = Number(row.minutes_before);
  const due = await nextDelivery(context, row.org_id, row.event_id, minutes, fireAt - 1);
  if (due && due.fireAt === fireAt) {
    const notice = {
      id: randomUUID(),
      org_id: row.org_id,
      user_id: row.user_id,
      event_id: row.event_id,
      title: due.title,
      starts_at: storedTimeText(due.startsAt),
      fired_at: context.now().toISOString(),
      dismissed: 0,
    };
    await context.database.db.insertInto('calendar_notice').values(notice).execute();
    await context.realtime.publish({
      type: 'calendar.reminder',
      audience: row.user_id,
      orgId: row.org_id,
      payload: { id: notice.id, eventId: notice.event_id, title: notice.title, startsAt: notice.starts_at },
    });
  }
  await plan(context, row.org_id, row.event_id, row.user_id, minutes, fireAt);
}

export async function remindersDelivered(context: ModuleContext, user: CurrentUser) {
  const rows = await context.database.db
    .selectFrom('calendar_notice')
    .selectAll()
    .where('user_id', '=', user.userId)
    .where('dismissed', '=', 0)
    .orderBy('fired_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    title: row.title,
    startsAt: row.starts_at,
    firedAt: row.fired_at,
  }));
}

export async function dismissReminder(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
): Promise<boolean> {
  const result = await context.database.db
    .updateTable('calendar_notice')
    .set({ dismissed: 1 })
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A series cut into a new event (moved "this and following", or one occurrence
 * on its own): everyone's reminder comes along, planned for the new event's
 * occurrences; the first event's reminders are planned again for what it kept.
 */
export async function carryReminders(context: ModuleContext, fromId: string, toId: string): Promise<void> {
  const rows = await context.database.db
    .selectFrom('calendar_reminder')
    .selectAll()
    .where('event_id', '=', fromId)
    .execute();
  if (rows.length === 0) return;
  await context.database.db
    .insertInto('calendar_reminder')
    .values(rows.map((row) => ({ ...row, event_id: toId, next_fire_at: null })))
    .execute();
  await replanReminders(context, [fromId, toId]);
}
