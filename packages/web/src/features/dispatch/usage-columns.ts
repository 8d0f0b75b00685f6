/**
 * The usage view's columns, pure: by day, or by week (seven days summed);
 * a column is over-allocated when its booked hours pass its capacity or any
 * of its days is.
 */
export interface UsageDay {
  day: string;
  bookedHours: number;
  capacityHours: number;
  over: boolean;
}

export interface UsageColumn {
  key: string;
  days: string[];
  bookedHours: number;
  capacityHours: number;
  over: boolean;
}

const round = (hours: number) => Math.round(hours * 100) / 100;

export function usageColumns(days: readonly UsageDay[], byWeek: boolean): UsageColumn[] {
  if (!byWeek)
    return days.map((day) => ({
      key: day.day,
      days: [day.day],
      bookedHours: day.bookedHours,
      capacityHours: day.capacityHours,
      over: day.over,
    }));
  const columns: UsageColumn[] = [];
  for (let at = 0; at < days.length; at += 7) {
    const week = days.slice(at, at + 7);
    const booked = round(week.reduce((sum, day) => sum + day.bookedHours, 0));
    const capacity = round(week.reduce((sum, day) => sum + day.capacityHours, 0));
    columns.push({
      key: week[0]?.day ?? String(at),
      days: week.map((day) => day.day),
      bookedHours: booked,
      capacityHours: capacity,
      over: booked > capacity || week.some((day) => day.over),
    });
  }
  return columns;
}

/** How full a column is, 0–100, for its meter. */
export const fillPercent = (column: Pick<UsageColumn, 'bookedHours' | 'capacityHours'>) =>
  column.capacityHours > 0
    ? Math.min(100, Math.round((column.bookedHours / column.capacityHours) * 100))
    : column.bookedHours > 0
      ? 100
      : 0;
