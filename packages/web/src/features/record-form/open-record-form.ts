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
