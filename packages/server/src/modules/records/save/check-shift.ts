import {
  checkShiftTimes,
  findOverlappingShift,
  SHIFT_END_MESSAGE,
  SHIFT_OBJECT_API,
  SHIFT_RESOURCE_FIELD,
  SHIFT_START_FIELD,
  SHIFT_TIMING_FIELDS,
  type ShiftSpan,
  safeZone,
  shiftOverlapMessage,
  shiftSpanOf,
  wallClockText,
} from '@vela/core';
import { sql } from 'kysely';
import { loadUserInfo } from '../../auth/index.js';
import { lookupNames, type RecordRow, recordsDb } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/** A day in milliseconds: the margin that keeps the text comparison of stored times safe (see below). */
const DAY = 86_400_000;

const isShift = (context: SaveContext) => context.object.apiName.toLowerCase() === SHIFT_OBJECT_API;

/** A shift's own values: it must end after it starts. */
export function checkShiftValues(context: SaveContext, draft: SaveDraft): void {
  if (!isShift(context)) return;
  const problem = checkShiftTimes(draft.values);
  if (problem) throw new SaveRefusal(SHIFT_END_MESSAGE, { errorField: problem.field });
}

/** A stored time as the user reads it: 'YYYY-MM-DD HH:mm' in their zone. */
function localTime(stored: unknown, zone: string): string {
  const instant = shiftSpanOf({ starttime: stored, endtime: stored })?.start;
  return instant === undefined ? String(stored ?? '') : wallClockText(instant, zone);
}

/**
 * A service resource works one shift at a time: a new or moved shift that
 * overlaps another shift of its resource is refused, whoever owns the other
 * one (the plan is the resource's, not the user's). Only a change of the
 * resource or the times is checked, so an old overlap does not block
 * editing the notes.
 */
export async function checkShiftOverlap(context: SaveContext, draft: SaveDraft): Promise<void> {
  if (!isShift(context)) return;
  if (!draft.isNew && !SHIFT_TIMING_FIELDS.some((api) => api in draft.changes)) return;
  const resource = draft.values[SHIFT_RESOURCE_FIELD];
  const span = shiftSpanOf(draft.values, draft.id);
  if (typeof resource !== 'string' || resource === '' || !span) return;
  const { object } = context;
  const column = (api: string) => object.fieldsByApi.get(api)?.columnName ?? api;
  const [resourceColumn, startColumn, endColumn] = SHIFT_TIMING_FIELDS.map(column) as [
    string,
    string,
    string,
  ];
  // Stored times are text ('YYYY-MM-DD HH:mm:ss', or ISO-8601 from the API): compared as text they
  // order by date, so a day's margin on either side finds every candidate; core decides exactly.
  const from = new Date(span.start - DAY).toISOString().slice(0, 10);
  const to = new Date(span.end + DAY).toISOString().slice(0, 10);
  const rows = (await recordsDb(context.database)
    .selectFrom(object.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(resourceColumn, '=', resource)
    .where('id', '!=', draft.id)
    .where(sql<boolean>`${sql.ref(startColumn)} < ${to}`)
    .where(sql<boolean>`${sql.ref(endColumn)} > ${from}`)
    .execute()) as RecordRow[];
  const spans: Array<ShiftSpan & { row: RecordRow }> = [];
  for (const row of rows) {
    const other = shiftSpanOf({ starttime: row[startColumn], endtime: row[endColumn] }, String(row.id));
    if (other) spans.push({ ...other, row });
  }
  const clash = findOverlappingShift(span, spans);
  if (!clash) return;
  // The user's own zone, else the organisation's: the zone their pages show times in.
  const reader = await loadUserInfo(context.database, context.user.userId);
  const zone = safeZone(reader?.timeZone);
  const names = await lookupNames(
    context.database,
    context.snapshot,
    object,
    [{ [resourceColumn]: resource }],
    context.user,
  );
  throw new SaveRefusal(
    shiftOverlapMessage(names.get(resource) ?? '', {
      name: String(clash.row.name ?? ''),
      start: localTime(clash.row[startColumn], zone),
      end: `${localTime(clash.row[endColumn], zone)} (${zone})`,
    }),
    { errorField: SHIFT_START_FIELD },
  );
}
