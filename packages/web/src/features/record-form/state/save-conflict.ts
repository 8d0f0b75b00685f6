import type { SaveConflictWire, WireValue } from '@vela/core';
import { isLookupType, type SaveValue } from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';
import type { FormModel } from './form-model.js';
import { toFormValue } from './form-model.js';
import { changeField, type FormState } from './form-state.js';
import { saveRecordValues } from './save-outcome.js';

/**
 * A stale save (issue 16 item 3): the form sends the version it loaded and
 * only the fields the person changed; when someone saved the record in
 * between, the server refuses and tells who, when and the record's current
 * values of the fields sent. These functions turn that answer into the
 * dialog's rows and into the next save when the person keeps some of theirs.
 */

/** What the form loaded: the values as the form would send them, and the record's version. */
export interface SaveBaseline {
  values: Record<string, SaveValue>;
  version: string;
}

/** One field the person changed whose value on the server is now another. */
export interface ConflictRow {
  api: string;
  label: string;
  theirs: string;
  mine: string;
  /** The other person changed this field too (their value is not what this form loaded). */
  contested: boolean;
}

export function baselineOf(
  model: FormModel,
  state: FormState,
  recordId: string,
  version: string,
): SaveBaseline {
  return { values: saveRecordValues(model, state, 'EDIT', recordId), version };
}

/** The fields of `record` that differ from what the form loaded; id and version always go. */
export function changedValues(
  record: Readonly<Record<string, SaveValue>>,
  baseline: SaveBaseline,
): Record<string, SaveValue> {
  const changed: Record<string, SaveValue> = {};
  for (const [api, value] of Object.entries(record)) {
    if (api === 'id' || api === 'recordtype') continue;
    if (baseline.values[api] !== value) changed[api] = value;
  }
  if (typeof record.id === 'string') changed.id = record.id;
  changed.lastmodifydate = baseline.version;
  return changed;
}

/** The record's current values of the fields sent, as the form holds them. */
function theirFormValues(model: FormModel, conflict: SaveConflictWire): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const [api, value] of Object.entries(conflict.values)) {
    const field = model.fields.get(api);
    if (field) values[api] = toFormValue(field.type, value as WireValue);
  }
  return values;
}

function theirLookupNames(model: FormModel, conflict: SaveConflictWire): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [api, value] of Object.entries(conflict.values)) {
    const field = model.fields.get(api);
    const name = conflict.values[`${api}ccname`];
    if (!field || !isLookupType(field.type) || typeof value !== 'string' || typeof name !== 'string')
      continue;
    const ids = value.split(';');
    const labels = name.split(';');
    ids.forEach((id, index) => {
      if (id && labels[index]) names[id] = labels[index];
    });
  }
  return names;
}

/** The form with the record's current values in the fields sent: what "theirs" looks like. */
function withTheirValues(model: FormModel, state: FormState, conflict: SaveConflictWire): FormState {
  const names = theirLookupNames(model, conflict);
  let next = state;
  for (const [api, value] of Object.entries(theirFormValues(model, conflict)))
    next = changeField(model, next, api, value, names);
  return next;
}

/** A value as the dialog shows it: a picklist's label, a lookup's name, yes or no. */
export function shownValue(
  model: FormModel,
  api: string,
  value: SaveValue | undefined,
  names: Readonly<Record<string, string>>,
  words: { yes: string; no: string; empty: string },
): string {
  const field = model.fields.get(api);
  if (value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (!field) return value;
  if (isLookupType(field.type))
    return value
      .split(';')
      .map((id) => names[id] ?? id)
      .join(', ');
  if (field.options.length > 0)
    return value
      .split(';')
      .map((key) => field.options.find((option) => option.codekey === key)?.codevalue ?? key)
      .join(', ');
  return value;
}

/**
 * The dialog's rows: each field sent whose value on the server is not the
 * one sent. A field the other person did not touch is offered kept (the
 * person's change simply lands); one they changed too is theirs unless the
 * person ticks it.
 */
export function conflictRows(
  model: FormModel,
  state: FormState,
  sent: Readonly<Record<string, SaveValue>>,
  baseline: SaveBaseline,
  conflict: SaveConflictWire,
  words: { yes: string; no: string; empty: string },
): ConflictRow[] {
  const theirsState = withTheirValues(model, state, conflict);
  const theirs = saveRecordValues(model, theirsState, 'EDIT');
  const theirNames = { ...state.lookupNames, ...theirLookupNames(model, conflict) };
  const rows: ConflictRow[] = [];
  for (const [api, mine] of Object.entries(sent)) {
    if (api === 'id' || api === 'lastmodifydate' || !(api in conflict.values)) continue;
    if (theirs[api] === mine) continue;
    rows.push({
      api,
      label: model.fields.get(api)?.label ?? api,
      theirs: shownValue(model, api, theirs[api], theirNames, words),
      mine: shownValue(model, api, mine, state.lookupNames, words),
      contested: theirs[api] !== baseline.values[api],
    });
  }
  return rows;
}

/**
 * "Keep mine for these fields": the form takes the record's current values
 * everywhere else, the baseline becomes the record as it is now, so the
 * next save sends just the kept fields with the fresh version.
 */
export function keepMine(
  model: FormModel,
  state: FormState,
  conflict: SaveConflictWire,
  keep: ReadonlySet<string>,
): { state: FormState; baseline: SaveBaseline } {
  const theirsState = withTheirValues(model, state, conflict);
  const baseline: SaveBaseline = {
    values: saveRecordValues(model, theirsState, 'EDIT'),
    version: conflict.lastModifiedDate,
  };
  let next = theirsState;
  for (const api of keep)
    if (api in state.values) next = changeField(model, next, api, state.values[api] ?? null);
  return { state: next, baseline };
}
