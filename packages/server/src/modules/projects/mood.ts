import { ErrorCode, isKnownTimeZone, MOOD_TREND_MAX_DAYS, moodTrend, wallTimeText } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError } from '../../http/envelope.js';
import { subordinateUserIds } from '../access/index.js';
import { loadUserInfo } from '../auth/index.js';
import type { ModuleContext } from '../module.js';

/** The mood check-in (issue 22, `moodFound/index`): a day is the person's own zone's day. */

const DAY = 86_400_000;

async function todayOf(context: ModuleContext, userId: string): Promise<string> {
  const zone = (await loadUserInfo(context.database, userId))?.timeZone ?? '';
  return wallTimeText(context.now().getTime(), isKnownTimeZone(zone) ? zone : 'UTC').slice(0, 10);
}

export async function moodToday(context: ModuleContext, user: CurrentUser) {
  const day = await todayOf(context, user.userId);
  const row = await context.database.db
    .selectFrom('project_mood')
    .select(['score', 'note'])
    .where('user_id', '=', user.userId)
    .where('day', '=', day)
    .executeTakeFirst();
  const team = await subordinateUserIds(context.database, user.orgId, user.userId);
  return {
    day,
    score: row ? Number(row.score) : null,
    note: row?.note ?? '',
    leadsTeam: team.length > 0,
  };
}

/** Saves today's check-in; a second one today replaces the first. */
export async function checkIn(context: ModuleContext, user: CurrentUser, score: number, note: string) {
  const day = await todayOf(context, user.userId);
  const now = context.now().toISOString();
  const trimmed = note.trim();
  await context.database.db
    .insertInto('project_mood')
    .values({ user_id: user.userId, org_id: user.orgId, day, score, note: trimmed, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'day']).doUpdateSet({ score, note: trimmed, updated_at: now }),
    )
    .execute();
  return { day, score, note: trimmed };
}

/** The team's daily averages over the last `days` days (today included); only for someone who leads a team. */
export async function teamTrend(context: ModuleContext, user: CurrentUser, days: number) {
  const team = await subordinateUserIds(context.database, user.orgId, user.userId);
  if (team.length === 0)
    throw new AppError(ErrorCode.FORBIDDEN, 'The team trend is for people who lead a team');
  const today = Date.parse(`${await todayOf(context, user.userId)}T00:00:00Z`);
  const span = Math.min(days, MOOD_TREND_MAX_DAYS);
  const window = Array.from({ length: span }, (_, index) =>
    new Date(today - (span - 1 - index) * DAY).toISOString().slice(0, 10),
  );
  const answers: Array<{ day: string; score: number }> = [];
  for (let at = 0; at < team.length; at += 500) {
    const rows = await context.database.db
      .selectFrom('project_mood')
      .select(['day', 'score'])
      .where('org_id', '=', user.orgId)
      .where('user_id', 'in', team.slice(at, at + 500))
      .where('day', '>=', window[0] as string)
      .where('day', '<=', window[window.length - 1] as string)
      .execute();
    for (const row of rows) answers.push({ day: row.day, score: Number(row.score) });
  }
  return { teamSize: team.length, points: moodTrend(answers, window) };
}
