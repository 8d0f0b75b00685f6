import { createHash, randomBytes } from 'node:crypto';
import type { RecurrenceRule } from '@vela/core';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CalendarSeriesTable } from '../../db/migrations/0102-calendar.js';
import type { Database } from '../../db/schema.js';

/** The calendar's own tables (migration 0102): series rules, reminders, delivered notices, feed links. */

export interface StoredSeries {
  eventId: string;
  rule: RecurrenceRule;
  timeZone: string;
  exceptions: Set<number>;
}

function toSeries(row: CalendarSeriesTable): StoredSeries {
  const weekdays: unknown = JSON.parse(row.by_weekday || '[]');
  const exceptions: unknown = JSON.parse(row.exceptions || '[]');
  return {
    eventId: row.event_id,
    rule: {
      freq: row.freq === 'WEEKLY' || row.freq === 'MONTHLY' ? row.freq : 'DAILY',
      interval: Number(row.interval_n),
      byWeekday: Array.isArray(weekdays) ? weekdays.map(Number) : [],
      count: row.count_n === null ? null : Number(row.count_n),
      until: row.until_day,
    },
    timeZone: row.time_zone,
    exceptions: new Set(Array.isArray(exceptions) ? exceptions.map(Number) : []),
  };
}

export async function seriesOf(
  database: DatabaseHandle,
  orgId: string,
  eventIds: readonly string[],
): Promise<Map<string, StoredSeries>> {
  const found = new Map<string, StoredSeries>();
  for (let at = 0; at < eventIds.length; at += 500) {
    const slice = eventIds.slice(at, at + 500);
    if (slice.length === 0) break;
    const rows = await database.db
      .selectFrom('calendar_series')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('event_id', 'in', slice)
      .execute();
    for (const row of rows) found.set(row.event_id, toSeries(row));
  }
  return found;
}

/** Every series event id of the organisation (a series' record may start long before the window). */
export async function seriesEventIds(database: DatabaseHandle, orgId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('calendar_series')
    .select('event_id')
    .where('org_id', '=', orgId)
    .execute();
  return rows.map((row) => row.event_id);
}

export async function writeSeries(
  db: Kysely<Database>,
  orgId: string,
  eventId: string,
  rule: RecurrenceRule | null,
  timeZone: string,
  now: Date,
  exceptions: readonly number[] = [],
): Promise<void> {
  await db.deleteFrom('calendar_series').where('event_id', '=', eventId).execute();
  if (!rule) return;
  await db
    .insertInto('calendar_series')
    .values({
      event_id: eventId,
      org_id: orgId,
      freq: rule.freq,
      interval_n: rule.interval,
      by_weekday: JSON.stringify(rule.byWeekday),
      count_n: rule.count,
      until_day: rule.until,
      time_zone: timeZone,
      exceptions: JSON.stringify([...exceptions].sort((a, b) => a - b)),
      updated_at: now.toISOString(),
    })
    .execute();
}

export async function addSeriesException(
  db: Kysely<Database>,
  series: StoredSeries,
  index: number,
  now: Date,
): Promise<void> {
  const exceptions = [...new Set([...series.exceptions, index])].sort((a, b) => a - b);
  await db
    .updateTable('calendar_series')
    .set({ exceptions: JSON.stringify(exceptions), updated_at: now.toISOString() })
    .where('event_id', '=', series.eventId)
    .execute();
}

// ——— Reminders ———

export async function remindersOf(
  database: DatabaseHandle,
  userId: string,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let at = 0; at < eventIds.length; at += 500) {
    const slice = eventIds.slice(at, at + 500);
    const rows = await database.db
      .selectFrom('calendar_reminder')
      .select(['event_id', 'minutes_before'])
      .where('user_id', '=', userId)
      .where('event_id', 'in', slice)
      .execute();
    for (const row of rows) found.set(row.event_id, Number(row.minutes_before));
  }
  return found;
}

// ——— Feed links ———

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret token for the user's feed; the previous one stops working at once. */
export async function resetFeedToken(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
  now: Date,
): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(24).toString('base64url');
  const createdAt = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feed').where('user_id', '=', userId).execute();
    await trx
      .insertInto('calendar_feed')
      .values({ user_id: userId, org_id: orgId, token_hash: hashFeedToken(token), created_at: createdAt })
      .execute();
  });
  return { token, createdAt };
}

export async function feedOfUser(
  database: DatabaseHandle,
  userId: string,
): Promise<{ createdAt: string } | null> {
  const row = await database.db
    .selectFrom('calendar_feed')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { createdAt: row.created_at } : null;
}

export async function feedOwner(
  database: DatabaseHandle,
  token: string,
): Promise<{ userId: string; orgId: string } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const row = await database.db
    .selectFrom('calendar_feed')
    .select(['user_id', 'org_id'])
    .where('token_hash', '=', hashFeedToken(token))
    .executeTakeFirst();
  return row ? { userId: row.user_id, orgId: row.org_id } : null;
}
