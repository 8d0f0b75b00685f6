import type { EventConflictAnswer, SaveResultItem } from '@vela/core';
import { SAVE_DEBOUNCE_MS, savesAsKnowledgeDraft } from '@vela/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUser } from '../../../api/index.js';
import { runClientScripts } from '../../../shell/index.js';
import type { FormExtensionPart } from '../extensions/form-extensions.js';
import { checkEventConflict, saveKnowledgeDraft, saveRecord } from '../record-form-api.js';
import {
  createFormState,
  type ValidationEntry,
  validateForm,
  withServerProblems,
} from '../state/form-state.js';
import { leadingDebounce } from '../state/leading-debounce.js';
import { refusalText } from '../state/refusal-text.js';
import {
  baselineOf,
  type ConflictRow,
  changedValues,
  conflictRows,
  keepMine,
  type SaveBaseline,
} from '../state/save-conflict.js';
import {
  interpretSaveResult,
  type RefusalTranslator,
  type SaveOutcome,
  type SavePayload,
  savePayload,
  saveRecordValues,
} from '../state/save-outcome.js';
import type { RecordFormController } from './useRecordForm.js';

/** 'saveAndApproval' saves, then submits the record for approval (S2-B-055). */
export type SaveAction = 'save' | 'saveAndNew' | 'saveAndApproval';

/** A dialog the save flow waits on, or shows at its end. */
export type SaveDialog =
  | { kind: 'conflict'; payload: SavePayload; first: EventConflictAnswer; decide: (go: boolean) => void }
  | {
      kind: 'stale';
      who: string;
      when: string;
      rows: ConflictRow[];
      /** Take theirs: the form loads the record again and drops the person's changes. */
      reload: () => void;
      /** Keep the person's values of these fields, theirs elsewhere, and save again. */
      keepMine: (apis: ReadonlySet<string>) => void;
    }
  | Exclude<
      SaveOutcome,
      { kind: 'saved' } | { kind: 'fieldError' } | { kind: 'lookupFields' } | { kind: 'stale' }
    >;

export interface SaveCallbacks {
  recordId?: string | undefined;
  /** The page the form is on, for the client scripts' context. */
  pageId: string;
  onClientPool?: boolean;
  /** The form's 'use assignment rule' box is ticked (S2-B-014). */
  useAssignmentRule?: boolean;
  onSaved: (saved: { id: string; name: string }, action: SaveAction) => void;
  /** What the form's extensions send with the record (product lines, payments), or why they cannot be saved. */
  extraPayload?: (() => PayloadContribution) | undefined;
  /** An extension's say in how the save goes on (a repeating event asks which occurrences). */
  routeSave?: FormExtensionPart['routeSave'];
}

export type PayloadContribution =
  | { ok: true; masterdata?: string; masterdeletedata?: string }
  | { ok: false; message: string };

/** Objects whose times are checked against the owner's other events before a save (S2-B-049). */
const TIMED_OBJECTS = new Set(['event', 'task']);

/** The id of the form field a label points at, the thing the summary scrolls to. */
export function fieldInputId(api: string): string {
  return `vela-record-field-${api}`;
}

export function scrollToField(api: string): void {
  const element = document.getElementById(fieldInputId(api));
  const row = element?.closest('.vela-record-form__field') ?? element;
  row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

/**
 * The save flow of spec 2 §4 "Saving": validate, then the event conflict
 * check, then `/objectInfo/save`, then what the answer says. One save at a
 * time; clicks within 300 ms of one still running are dropped (leading debounce), and the
 * Save button shows it is saving.
 */
export function useRecordFormSave(form: RecordFormController, callbacks: SaveCallbacks) {
  const { t, i18n } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failing, setFailing] = useState<ValidationEntry[]>([]);
  const [dialog, setDialog] = useState<SaveDialog>();
  const busy = useRef(false);
  const latest = useRef({ form, callbacks });
  latest.current = { form, callbacks };
  // Server refusals with a message key show in the person's language (spec 2 §8: c332, c56, c3670, c3684).
  const translate = useRef<RefusalTranslator>(() => undefined);
  translate.current = (item: SaveResultItem) => refusalText(item, t, (key) => i18n.exists(key));
  const lastAction = useRef<SaveAction>('save');
  const words = useRef({ yes: '', no: '', empty: '' });
  words.current = { yes: t('common.yes'), no: t('common.no'), empty: t('recordForm.conflict.empty') };
  // What an EDIT form loaded: it sends only what differs, with the version (issue 16 item 3).
  const baseline = useRef<{ model: unknown; value: SaveBaseline } | undefined>(undefined);
  // The request id of a save whose answer never came: the same save sent again repeats it (issue 16 item 11).
  const unanswered = useRef<{ body: string; requestId: string } | undefined>(undefined);

  const run = useCallback(async (action: SaveAction, skipDuplicateWarning: boolean) => {
    const { form: current, callbacks: options } = latest.current;
    const { model, state } = current;
    if (!model || !state || busy.current) return;
    lastAction.current = action;
    const version =
      typeof current.data?.record.lastmodifydate === 'string' ? current.data.record.lastmodifydate : '';
    const editing = state.mode === 'EDIT' && options.recordId && version;
    if (editing && baseline.current?.model !== model) {
      baseline.current = {
        model,
        value: baselineOf(model, createFormState(model, 'EDIT'), options.recordId!, version),
      };
    }
    const checked = validateForm(model, state);
    current.replaceState(checked.state);
    setFailing(checked.failing);
    if (checked.failing.length > 0) {
      // S2-B-091: the first failing field comes into view.
      requestAnimationFrame(() => scrollToField(checked.failing[0]!.field));
      return;
    }
    const extra = options.extraPayload?.();
    if (extra && !extra.ok) {
      notifyUser({ type: 'toast', text: { message: extra.message } });
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const values = saveRecordValues(model, checked.state, state.mode, options.recordId);
      // Spec 2 §4, DECISIONS 21: beforeSave scripts may stop the save or change the record.
      const page = { name: 'recordForm', pageId: options.pageId, flags: {} };
      const before = await runClientScripts('beforeSave', {
        page,
        objectApi: model.objectApi,
        record: values,
      });
      if (!before.proceed) {
        if (before.context.message) notifyUser({ type: 'toast', text: { message: before.context.message } });
        return;
      }
      const record = { ...values, ...(before.context.record as typeof values | undefined) };
      const base = editing ? baseline.current?.value : undefined;
      const sent = base ? changedValues(record, base) : record;
      const payload: SavePayload = {
        ...savePayload(model.objectApi, sent, {
          skipDuplicateWarning,
          onClientPool: options.onClientPool ?? false,
        }),
        ...(options.useAssignmentRule ? { useAssignmentRule: true } : {}),
        ...(extra?.ok && extra.masterdata ? { masterdata: extra.masterdata } : {}),
        ...(extra?.ok && extra.masterdeletedata ? { masterdeletedata: extra.masterdeletedata } : {}),
      };
      if (TIMED_OBJECTS.has(model.objectApi.toLowerCase()) && record.begintime && record.endtime) {
        // The overlap check reads the times and owner whatever changed: it gets the whole record.
        const whole = { ...payload, data: JSON.stringify([record]) };
        const first = await checkEventConflict(whole, 1);
        if (first.code === '400') {
          const go = await new Promise<boolean>((decide) =>
            setDialog({ kind: 'conflict', payload: whole, first, decide }),
          );
          setDialog(undefined);
          if (!go) return;
        }
      }
      const route = (await options.routeSave?.({ record, changed: sent })) ?? { kind: 'proceed' };
      if (route.kind === 'cancel') return;
      if (route.kind === 'refused') {
        setDialog({ kind: 'failed', message: route.message });
        return;
      }
      if (route.kind === 'saved') {
        current.forgetPending();
        options.onSaved({ id: route.id, name: route.name }, action);
        return;
      }
      // S2-B-058: a knowledge-article clone is saved as a draft version of the article it copies.
      const asDraft = savesAsKnowledgeDraft(model.objectApi, state.mode) && options.recordId;
      const body = JSON.stringify(payload);
      const requestId =
        unanswered.current?.body === body ? unanswered.current.requestId : crypto.randomUUID();
      unanswered.current = { body, requestId };
      const [result] = asDraft
        ? await saveKnowledgeDraft(options.recordId!, payload)
        : await saveRecord(payload, requestId);
      unanswered.current = undefined;
      const outcome = interpretSaveResult(model, result, translate.current);
      if (outcome.kind === 'saved') {
        current.forgetPending();
        // S2-B-061: the server sends the save's bot cards itself, to those who may read the record.
        void runClientScripts('onSave', {
          page,
          objectApi: model.objectApi,
          record: { ...record, id: outcome.id },
        });
        options.onSaved({ id: outcome.id, name: outcome.name }, action);
      } else if (outcome.kind === 'fieldError') {
        current.replaceState(withServerProblems(checked.state, { [outcome.field]: outcome.message }));
        setFailing([
          { field: outcome.field, label: model.fields.get(outcome.field)?.label ?? outcome.field },
        ]);
        requestAnimationFrame(() => scrollToField(outcome.field));
      } else if (outcome.kind === 'lookupFields') {
        // S2-E-014: c2420 on every lookup field of the form, and in the summary above it.
        const [first] = outcome.fields;
        current.replaceState(
          withServerProblems(
            checked.state,
            Object.fromEntries(outcome.fields.map((api) => [api, outcome.message])),
          ),
        );
        setFailing(outcome.fields.map((api) => ({ field: api, label: model.fields.get(api)?.label ?? api })));
        if (first) requestAnimationFrame(() => scrollToField(first));
      } else if (outcome.kind === 'stale' && base) {
        const conflict = outcome.conflict;
        setDialog({
          kind: 'stale',
          who: conflict.lastModifiedByName,
          when: conflict.lastModifiedDate,
          rows: conflictRows(model, checked.state, sent, base, conflict, words.current),
          reload: () => {
            setDialog(undefined);
            latest.current.form.reload();
          },
          keepMine: (apis) => {
            setDialog(undefined);
            const { form: now } = latest.current;
            if (!now.model || !now.state) return;
            const next = keepMine(now.model, now.state, conflict, apis);
            baseline.current = { model: now.model, value: next.baseline };
            now.replaceState(next.state);
            latest.current = { ...latest.current, form: { ...now, state: next.state } };
            void run(lastAction.current, false);
          },
        });
      } else if (outcome.kind === 'stale') {
        setDialog({ kind: 'failed', message: translate.current(result!) ?? result?.errormessage ?? '' });
      } else {
        setDialog(outcome);
      }
    } catch {
      // The request client has shown the failure; the form stays open with its values. A save that never
      // got its answer keeps its request id: sent again unchanged, the server answers the first try.
    } finally {
      busy.current = false;
      setSaving(false);
      // The save has answered: the next click saves, however soon it comes (issue 26 item 20).
    }
  }, []);

  const save = useMemo(
    () => leadingDebounce((action: SaveAction) => run(action, false), SAVE_DEBOUNCE_MS),
    [run],
  );

  const saveAnyway = useCallback(() => {
    setDialog(undefined);
    void run(lastAction.current, true);
  }, [run]);

  const closeDialog = useCallback(() => setDialog(undefined), []);
  const closeSummary = useCallback(() => setFailing([]), []);

  return { saving, save, saveAnyway, dialog, closeDialog, failing, closeSummary };
}

export type RecordFormSaver = ReturnType<typeof useRecordFormSave>;
