import { EVENT_OBJECT_API } from '@vela/core';
import { useEffect, useState } from 'react';
import type {
  FormExtension,
  FormExtensionContext,
  FormExtensionPart,
  SaveRoute,
} from '../record-form/index.js';
import { editOccurrence, fetchSeries } from './calendar-api.js';
import { useSeriesScope } from './SeriesScopeDialog.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The record form of a repeating event asks what the calendar asks of a
 * drag: only this event, this and following events, or all of them. The
 * form edits the series' own record, its first occurrence, so "only this
 * event" takes that occurrence out of the series with the changes, and
 * "this and following" at the first occurrence is the series (its weekdays
 * move with the day, as a drag moves them); "all" is the form's own save.
 */
function useSeriesPart(context: FormExtensionContext): FormExtensionPart | null {
  const eventId =
    context.objectApi?.toLowerCase() === EVENT_OBJECT_API && context.mode === 'EDIT'
      ? context.recordId
      : undefined;
  const [repeats, setRepeats] = useState(false);
  const [askScope, dialog] = useSeriesScope();
  useEffect(() => {
    if (!eventId) return;
    let live = true;
    fetchSeries(eventId).then(
      (series) => live && setRepeats(series !== null),
      // Unknown is treated as not repeating: the form saves as it always has.
      () => live && setRepeats(false),
    );
    return () => {
      live = false;
    };
  }, [eventId]);
  if (!eventId || !repeats) return null;
  const routeSave = async (save: {
    record: Readonly<Record<string, unknown>>;
    changed: Readonly<Record<string, unknown>>;
  }): Promise<SaveRoute> => {
    const scope = await askScope(text(save.record.subject), 'move');
    if (scope === null) return { kind: 'cancel' };
    if (scope === 'all') return { kind: 'proceed' };
    const answer = await editOccurrence(
      {
        eventId,
        index: 0,
        begintime: text(save.record.begintime),
        endtime: text(save.record.endtime),
        values: { ...save.changed },
      },
      scope,
    );
    return answer.isSaveSuccess
      ? { kind: 'saved', id: answer.id, name: answer.name }
      : { kind: 'refused', message: answer.errormessage };
  };
  return { dialogs: dialog, routeSave };
}

export const seriesFormExtension: FormExtension = { useFormPart: useSeriesPart };
