import {
  type CalendarSaveAnswer,
  type OccurrenceScope,
  seriesEditValues,
  splitSeries,
  wallClockOf,
  wallDaysBetween,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import type { ModuleContext } from '../module.js';
import { deleteRecord, saveRecordsPayload } from '../records/index.js';
import {
  answerOf,
  carryOver,
  eventCopy,
  eventTimes,
  type OccurrenceEdit,
  seriesOccurrence,
} from './calendar-actions.js';
import { addSeriesException, writeSeries } from './calendar-store.js';
import { sendOccurrenceCancelled, sendSeriesCut, sendTimeUpdates } from './invitation-mail.js';
import { requireValidRule } from './recurrence.js';

/**
 * "This and following events": the series ends before the occurrence, and
 * the occurrence (at its new times) starts a series of its own with the rest
 * of the rule and the later exceptions. At the first occurrence that is the
 * whole series: its event record moves (through the save pipeline) and a
 * weekly rule's weekdays move with it.
 */
export async function moveFollowing(
  context: ModuleContext,
  user: CurrentUser,
  input: OccurrenceEdit,
): Promise<CalendarSaveAnswer> {
  const { event, row, series, occurrence, allDay } = await seriesOccurrence(
    context,
    user,
    input.eventId,
    input.index,
  );
  const { start, end } = eventTimes(input.begintime, input.endtime, allDay);
  const zone = series.timeZone;
  const shiftDays = wallDaysBetween(wallClockOf(occurrence.start, zone), wallClockOf(start, zone));
  const { head, tail } = splitSeries(series.rule, series.exceptions, input.index, shiftDays);
  requireValidRule(tail.rule, start, zone);
  const now = context.now();
  if (!head) {
    const [result] = await saveRecordsPayload(context, user, {
      objectApi: event.apiName,
      data: JSON.stringify([
        {
          ...seriesEditValues(input.values ?? {}),
          id: input.eventId,
          begintime: input.begintime,
          endtime: input.endtime,
        },
      ]),
    });
    if (result?.isSaveSuccess) {
      await writeSeries(
        context.database.db,
        user.orgId,
        input.eventId,
        tail.rule,
        zone,
        now,
        tail.exceptions,
      );
      await sendTimeUpdates(context, [input.eventId]);
    }
    return answerOf(result);
  }
  const [result] = await saveRecordsPayload(context, user, {
    objectApi: event.apiName,
    data: JSON.stringify([eventCopy(event, row, { start, end, allDay }, input.values)]),
  });
  if (!result?.isSaveSuccess) return answerOf(result);
  await context.database.db.transaction().execute(async (trx) => {
    await writeSeries(trx, user.orgId, input.eventId, head.rule, zone, now, head.exceptions);
    await writeSeries(trx, user.orgId, result.id, tail.rule, zone, now, tail.exceptions);
  });
  await carryOver(context, input.eventId, result.id);
  // The invitees: the series shortened (an update) and the rest as a series of its own (an invitation).
  await sendSeriesCut(context, input.eventId, result.id);
  return answerOf(result);
}

/**
 * Deletes an occurrence ('one': kept as an exception), it and the ones after
 * it ('following': the series ends before it), or the whole series ('all').
 * When nothing would be left, the event itself goes to the recycle bin
 * (the records module's delete, with its access check and locks), and comes
 * back from there with its series.
 */
export async function deleteOccurrence(
  context: ModuleContext,
  user: CurrentUser,
  input: { eventId: string; index: number; scope: OccurrenceScope },
): Promise<{ eventId: string; occurrences: number }> {
  const { series, occurrence, occurrences } = await seriesOccurrence(
    context,
    user,
    input.eventId,
    input.index,
  );
  const left = occurrences.filter((occurrence) =>
    input.scope === 'one' ? occurrence.index !== input.index : occurrence.index < input.index,
  );
  if (input.scope === 'all' || left.length === 0) {
    await deleteRecord(context, user, input.eventId);
    return { eventId: input.eventId, occurrences: 0 };
  }
  const now = context.now();
  if (input.scope === 'one') {
    await addSeriesException(context.database.db, series, input.index, now);
    await sendOccurrenceCancelled(context, input.eventId, occurrence);
  } else {
    const { head } = splitSeries(series.rule, series.exceptions, input.index);
    if (head)
      await writeSeries(
        context.database.db,
        user.orgId,
        input.eventId,
        head.rule,
        series.timeZone,
        now,
        head.exceptions,
      );
    await sendTimeUpdates(context, [input.eventId]);
  }
  return { eventId: input.eventId, occurrences: left.length };
}
