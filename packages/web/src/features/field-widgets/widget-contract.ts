import type { FieldDefinition, PicklistValue } from '@vela/core';

/**
 * What the record form hands every field widget, and what it gets back. The
 * form owns the values and the rules (dependencies, dynamic layout rules,
 * validation); a widget only shows one field's value and reports changes, so
 * the same widgets serve the form, inline edit and list filters.
 */

/** A field's value as the form holds it before save normalisation. */
export type FieldValue = string | number | boolean | string[] | null;

/** A looked-up record as lookup widgets show and remember it. */
export interface LookupChoice {
  id: string;
  name: string;
  /** A record the reader may not read: `name` is the neutral words, shown as plain text, never a link. */
  unreadable?: boolean;
}

export interface FieldWidgetProps {
  field: FieldDefinition;
  /** The object the form edits (lookups and files need it). */
  objectApi: string;
  /** The record being edited; absent on NEW and COPY. */
  recordId?: string;
  value: FieldValue;
  /** Lookup widgets: the names of the chosen record(s), keyed by id, so the form can show them before any search. */
  lookupNames?: Readonly<Record<string, string>>;
  /** Picklists: the options allowed now (after dependent-picklist filtering), in order. */
  options?: readonly PicklistValue[];
  /** A controlling field has no value yet: the widget is disabled and shows `disabledHint`. */
  disabled: boolean;
  disabledHint?: string;
  readOnly: boolean;
  required: boolean;
  /** Shown under the field, and marks it invalid for assistive technology. */
  error?: string;
  /** The DOM id of the focusable element: the label's htmlFor, and the form scrolls to it. */
  inputId: string;
  /** Currency fields (c): the record's currency code; the user's currency when absent. */
  currencyCode?: string;
  /** Lookup widgets: the form's current values by api name, read when a search runs (lookup filter values). */
  getFormValues?: () => Readonly<Record<string, unknown>>;
  onChange: (value: FieldValue, lookupChoices?: readonly LookupChoice[]) => void;
  onBlur: () => void;
}
