import type { OperationType } from '@vela/core';
import { create } from 'zustand';
import type { FieldValue } from '../field-widgets/index.js';

/**
 * Order to invoice (spec 2 §2 "checked list"): the orders and the lines the new record starts with.
 * The form only hands it to its extensions; the lines' shape is the product lines' own business.
 */
export interface CheckedList {
  orderIds: string[];
  lines: readonly unknown[];
}

export interface OpenRecordFormOptions {
  /** The object's api name (`Account`, `velacase` …). */
  objectApi: string;
  mode: OperationType;
  /** EDIT and COPY: the record. */
  recordId?: string;
  /** Skips the record-type picker. */
  recordTypeId?: string;
  /** Values to start with, keyed by field api name. */
  defaultValues?: Record<string, FieldValue>;
  /** Order to invoice (spec 2 §2 "checked list"): the orders and the lines the invoice starts with. */
  checkedList?: CheckedList;
  /** After a save, go to the console's detail route (S2-R-002). */
  consoleStyle?: boolean;
  /** Opened from a client pool page: the save says `marketsea: 'true'` (S2-B-034). */
  onClientPool?: boolean;
  /** Spec 2 §2 form inputs (S2-D-002): a related list's New — the record and the field pointing at it. */
  relativeRecordId?: string;
  relativeRecordName?: string;
  relationFieldId?: string;
  /** The parent record (a sub-task's parent task). */
  parentId?: string;
  /** The web chat visitor the record is for. */
  visitorId?: string;
  /** Cases: the caller's phone number or e-mail address; a case saved so goes to the control panel. */
  phoneOrEmail?: string;
  /** The case view and the case's place in it, for the control panel after the save (S2-B-060). */
  viewId?: string;
  caseOrder?: number;
  /** After a save, stay where the form was opened and call this instead of going to the record (the shift plan). */
  onSaved?: (saved: { id: string; name: string }) => void;
}

/**
 * The dialog form open now, if any; `RecordFormHost` shows it. `opening` counts the calls to
 * openRecordForm: each call gets a fresh form, and only a new call does (a key made at render time
 * remounted an open form, asking for its record type again, whenever the host drew again).
 */
export const useOpenRecordForm = create<{ open: OpenRecordFormOptions | undefined; opening: number }>(() => ({
  open: undefined,
  opening: 0,
}));

/**
 * Opens the record form as a dialog over the current page, for example from a
 * list view's New button: `openRecordForm({ objectApi: 'Account', mode: 'NEW' })`.
 */
export function openRecordForm(options: OpenRecordFormOptions): void {
  useOpenRecordForm.setState((state) => ({ open: options, opening: state.opening + 1 }));
}

export function closeRecordForm(): void {
  useOpenRecordForm.setState({ open: undefined });
}
