import type { CreateEditRenderer, OperationType } from '@vela/core';
import type { ReactNode } from 'react';
import type { FieldValue, LookupChoice } from '../../field-widgets/index.js';
import type { PayloadContribution, SaveAction } from '../hooks/useRecordFormSave.js';
import type { CheckedList } from '../open-record-form.js';

/**
 * The record form is generic: what one object adds to it (product lines, payment details, the approval
 * submit …) lives in that object's feature folder and registers here (issue 17). A feature registers a
 * loader, not the code itself, so the extension's code stays in the form's lazily loaded chunks.
 */

/** What a form tells its extensions on every render. */
export interface FormExtensionContext {
  objectApi: string | undefined;
  mode: OperationType;
  recordId: string | undefined;
  values: Readonly<Record<string, FieldValue>> | undefined;
  /** A field's label on this form, for messages that name it. */
  labelOf: (api: string) => string;
  /** What the opener handed over (spec 2 §2 "checked list"). */
  checkedList: CheckedList | undefined;
}

export type FieldChange = (api: string, value: FieldValue, choices?: readonly LookupChoice[]) => void;

/** Asks the person before a change goes through (the form's own confirm dialog). */
export type ConfirmChange = (options: {
  title: string;
  content: string;
  onOk: () => void;
  onCancel: () => void;
}) => void;

/** The Submit for approval button's label and what it does once the record is saved (S2-B-055). */
export interface ApprovalSubmit {
  label: string;
  /** Settles once the person is through with the approval's dialogs. */
  submit: (recordId: string) => Promise<unknown>;
}

/** How the save of a validated record goes on, as an extension decides (`routeSave`). */
export type SaveRoute =
  /** The form saves as usual. */
  | { kind: 'proceed' }
  /** The person changed their mind: nothing is saved, the form stays open. */
  | { kind: 'cancel' }
  /** The extension saved the record its own way (a series' occurrence becomes a record of its own). */
  | { kind: 'saved'; id: string; name: string }
  | { kind: 'refused'; message: string };

/** What one extension adds to one form; every entry is optional. */
export interface FormExtensionPart {
  /** Shown below the sections once the form has loaded; disabled while the form saves. */
  body?: (props: { disabled: boolean }) => ReactNode;
  /** Dialogs the extension opens, mounted with the form. */
  dialogs?: ReactNode;
  /** What the save sends besides the record, or the message that stops the save. */
  savePayload?: () => PayloadContribution;
  /** Wraps the form's field change: the extension may ask first, or do more. */
  guardChange?: (change: FieldChange, confirm: ConfirmChange) => FieldChange;
  /**
   * Asked once the record is valid, before it is sent: `record` is every value, `changed` what the save
   * sends (with the record's id and version). The first extension that has one decides.
   */
  routeSave?: (save: {
    record: Readonly<Record<string, unknown>>;
    changed: Readonly<Record<string, unknown>>;
  }) => Promise<SaveRoute>;
  /** Runs when the server has saved the record, before the form closes or moves on. */
  afterSave?: (saved: { id: string; name: string }, action: SaveAction) => void;
  /** Offers Submit for approval on forms whose layout allows it. */
  approval?: ApprovalSubmit;
}

export interface FormExtension {
  /**
   * A React hook, called on every render of every record form, each extension in registration order
   * (the list is fixed before a form mounts). Null when it has nothing for this form.
   */
  useFormPart: (context: FormExtensionContext) => FormExtensionPart | null;
}

interface Registration {
  id: string;
  load: () => Promise<FormExtension>;
  loading?: Promise<FormExtension> | undefined;
  loaded?: FormExtension;
  /** 'productLines': a part of the product-line renderer, left out of forms the new renderer draws (S2-B-025). */
  renderer?: CreateEditRenderer;
}

const registrations: Registration[] = [];

/**
 * Adds an extension to every record form; `load` imports its code (a dynamic import keeps it out of
 * the chunk that registers). Registration order is the order of the parts on the form.
 */
export function registerFormExtension(
  id: string,
  load: () => Promise<FormExtension>,
  options: { renderer?: CreateEditRenderer } = {},
): void {
  // A module evaluated twice (hot reload, a test importing it again) registers once.
  if (registrations.some((registration) => registration.id === id)) return;
  registrations.push({ id, load, ...(options.renderer ? { renderer: options.renderer } : {}) });
}

/** Loads the code of every registered extension; settles when a form can mount with all of them. */
export function loadFormExtensions(): Promise<void> {
  return Promise.all(
    registrations.map((registration) => {
      registration.loading ??= registration.load().then(
        (extension) => {
          registration.loaded = extension;
          return extension;
        },
        (error: unknown) => {
          // The next form asks again (a chunk that failed to load may load later).
          registration.loading = undefined;
          throw error;
        },
      );
      return registration.loading;
    }),
  ).then(() => undefined);
}

/** Whether every registered extension's code is loaded. */
export function formExtensionsLoaded(): boolean {
  return registrations.every((registration) => registration.loaded !== undefined);
}

/** The extensions whose code is loaded, in registration order. */
export function loadedFormExtensions(): ReadonlyArray<{
  id: string;
  extension: FormExtension;
  renderer?: CreateEditRenderer;
}> {
  return registrations.flatMap(({ id, loaded, renderer }) =>
    loaded ? [{ id, extension: loaded, ...(renderer ? { renderer } : {}) }] : [],
  );
}
