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
  /** After a save, stay where the form was opened and call this instead of going to the record (the shift plan). */
  onSaved?: (saved: { id: string; name: string }) => void;
}

/** The dialog form open now, if any; `RecordFormHost` shows it. */
export const useOpenRecordForm = create<{ open: OpenRecordFormOptions | undefined }>(() => ({
  open: undefined,
}));

/**
 * Opens the record form as a dialog over the current page, for example from a
 * list view's New button: `openRecordForm({ objectApi: 'Account', mode: 'NEW' })`.
 */
export function openRecordForm(options: OpenRecordFormOptions): void {
  useOpenRecordForm.setState({ open: options });
}

export function closeRecordForm(): void {
  useOpenRecordForm.setState({ open: undefined });
}
