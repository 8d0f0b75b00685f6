/**
 * The team's daily mood check-in (issue 22, `moodFound/index`): one score a
 * day per person, 1 (bad) to 5 (great), with an optional short note. A
 * manager sees the team's daily average, never a person's score or note,
 * and only for days when enough people answered.
 */
export const MOOD_SCORES = [1, 2, 3, 4, 5] as const;
export type MoodScore = (typeof MOOD_SCORES)[number];
export const MOOD_NOTE_MAX = 280;
/** A day's team average is shown only when at least this many people checked in (no one is singled out). */
export const MOOD_MIN_ANSWERS = 2;
export const MOOD_TREND_MAX_DAYS = 90;

export interface MoodAnswer {
  day: string;
  score: number;
}

/** Per day of the window: the average score (one decimal) and how many answered; null where too few did. */
export function moodTrend(
  answers: readonly MoodAnswer[],
  days: readonly string[],
): Array<{ day: string; average: number | null; answers: number }> {
  const byDay = new Map<string, number[]>();
  for (const answer of answers) {
    const list = byDay.get(answer.day) ?? [];
    list.push(answer.score);
    byDay.set(answer.day, list);
  }
  return days.map((day) => {
    const scores = byDay.get(day) ?? [];
    const average =
      scores.length >= MOOD_MIN_ANSWERS
        ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10
        : null;
    return { day, average, answers: scores.length };
  });
}
