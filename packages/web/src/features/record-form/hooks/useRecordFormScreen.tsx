import { offersAssignmentRule } from '@vela/core';
import { Alert, Button, Checkbox, Modal, message, Select, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import {
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUser } from '../../../api/index.js';
import { formTitle } from '../components/form-texts.js';
import { RecordFormSections } from '../components/RecordFormSections.js';
import { RecordTypePicker } from '../components/RecordTypePicker.js';
import { SaveDialogs } from '../components/SaveDialogs.js';
import { ValidationSummary } from '../components/ValidationSummary.js';
import { useFormExtensionParts } from '../extensions/useFormExtensionParts.js';
import { RecordTypeUnavailableError } from '../record-form-api.js';
import { takeSaveAndNewHandoff, writeSaveAndNewHandoff } from '../state/form-storage.js';
import { type RecordFormController, type RecordFormRequest, useRecordForm } from './useRecordForm.js';
import {
  fieldInputId,
  type RecordFormSaver,
  type SaveAction,
  useRecordFormSave,
} from './useRecordFormSave.js';
import '../components/record-form.css';

/**
 * Spec 2 §2 (S2-B-016, DECISIONS 26): a contact created from inside a console tab of another record (a
 * case, say) is the "console new contact", whose form offers no Save and New.
 */
export function isConsoleNewContact(
  request: Pick<RecordFormRequest, 'mode' | 'objectApi' | 'objId'>,
  inConsole: boolean,
): boolean {
  const object = (request.objectApi ?? request.objId ?? '').toLowerCase();
  return inConsole && request.mode === 'NEW' && object === 'contact';
}

export interface RecordFormPlace {
  /** Closes the form without saving. */
  onClose: () => void;
  /** After 'save': the place closes and goes to the record (the object's api name says which kind it is). */
  onSaved: (recordId: string, name: string, objectApi: string) => void;
  /** After 'saveAndNew': the place opens a fresh NEW form. */
  onSaveAndNew: () => void;
  /**
   * Opened inside the console (a console route, or a dialog over a console tab): a new contact made there is
   * spec 2 §2's "console new contact", with no Save and New (DECISIONS 26, S2-B-016).
   */
  inConsole?: boolean;
  /** Routes ending p03 edit sub-tasks (S2-B-006). */
  subTaskRoute?: boolean;
  /** Opened from a client pool page: the save says `marketsea: 'true'` (S2-B-034). */
  onClientPool?: boolean;
  /** A page form keeps the chosen record type in its address, so a reload or a remount does not ask again. */
  onRecordTypePicked?: (id: string) => void;
}

/**
 * Everything one record form shows, for a dialog or a page to arrange: the
 * title, the body (toolbar, pending-data offer, sections) and the buttons.
 */
export function useRecordFormScreen(request: RecordFormRequest, place: RecordFormPlace) {
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const [handoff] = useState(() =>
    request.mode === 'NEW' && request.objectApi ? takeSaveAndNewHandoff(request.objectApi) : undefined,
  );
  const form = useRecordForm({
    ...request,
    recordTypeId: request.recordTypeId ?? handoff?.recordTypeId,
  });
  const [typePicked, setTypePicked] = useState(Boolean(request.recordTypeId ?? handoff));
  const placeRef = useRef(place);
  placeRef.current = place;

  const announced = useRef(false);
  useEffect(() => {
    if (!handoff || announced.current) return;
    announced.current = true;
    void toast.success(t('recordForm.savedNext', { name: handoff.savedName }));
  }, [handoff, toast, t]);

  // S2-E-007: a load failure shows its message and closes the form.
  useEffect(() => {
    if (!form.error) return;
    // The shell's toast host outlives the form, so the message stays while the form closes.
    const text =
      form.error instanceof RecordTypeUnavailableError
        ? t('c3667')
        : form.error.message || t('recordForm.loadFailed');
    notifyUser({ type: 'toast', text: { message: text } });
    placeRef.current.onClose();
  }, [form.error, t]);

  const { data, model, state } = form;
  // What the object's own features add: line editors, payments, the approval submit (issue 17).
  const extensions = useFormExtensionParts({
    objectApi: data?.objectApi ?? request.objectApi,
    mode: request.mode,
    recordId: request.recordId,
    values: state?.values,
    labelOf: (api) => model?.fields.get(api)?.label ?? api,
    checkedList: request.checkedList,
  });
  const latestExtensions = useRef(extensions);
  latestExtensions.current = extensions;
  const [submitting, setSubmitting] = useState(false);
  const onSaved = useCallback(
    (saved: { id: string; name: string }, action: SaveAction) => {
      const { afterSave, approval } = latestExtensions.current;
      afterSave(saved, action);
      if (action === 'saveAndApproval' && approval) {
        // S2-B-055: saved, then submitted; the form stays for the approval dialogs, then goes to the record.
        void message.success(t('recordForm.saved', { name: saved.name }));
        setSubmitting(true);
        void approval
          .submit(saved.id)
          .catch(() => undefined)
          .finally(() => {
            setSubmitting(false);
            placeRef.current.onSaved(saved.id, saved.name, form.model?.objectApi ?? request.objectApi ?? '');
          });
        return;
      }
      if (action === 'saveAndNew' && form.model) {
        writeSaveAndNewHandoff({
          objectApi: form.model.objectApi,
          recordTypeId: form.model.recordTypeId,
          savedName: saved.name,
        });
        placeRef.current.onSaveAndNew();
        return;
      }
      // The form closes at once: antd's global message outlives it.
      void message.success(t('recordForm.saved', { name: saved.name }));
      placeRef.current.onSaved(saved.id, saved.name, form.model?.objectApi ?? request.objectApi ?? '');
    },
    [form.model, t, request.objectApi],
  );
  const [modal, modalHolder] = Modal.useModal();
  // S2-B-014: leads and cases may go to the owner their assignment rules pick, when the person ticks it.
  const offersRule = offersAssignmentRule(model?.objectApi);
  const [useRule, setUseRule] = useState(false);
  const saver = useRecordFormSave(form, {
    recordId: request.recordId,
    pageId: request.pageId,
    onSaved,
    extraPayload: extensions.savePayload,
    useAssignmentRule: offersRule && useRule,
    onClientPool: place.onClientPool ?? false,
    routeSave: extensions.routeSave,
  });
  // An extension may ask before a change goes through (product lines: the customer or price book).
  const onFieldChange = extensions.guardChange(form.onChange, (options) =>
    modal.confirm({ ...options, okText: t('common.ok'), cancelText: t('common.cancel') }),
  );

  const objectLabel = data?.labelName ?? '';
  const title = formTitle(t, request.mode, objectLabel, {
    subTask: Boolean(place.subTaskRoute && state?.values.their_task),
    objectApi: data?.objectApi ?? request.objectApi ?? '',
  });
  const multipleTypes = (data?.recordTypeList.length ?? 0) > 1;
  const showPicker = request.mode === 'NEW' && multipleTypes && !typePicked && !form.loading && data;
  // On the edit route the record type is changed on request: the picker when there is a choice, else the
  // warning 'no action available' (S2-E-006, DECISIONS 11).
  const [changingType, setChangingType] = useState(false);
  const askToChangeType = () => {
    if (multipleTypes) setChangingType(true);
    else void toast.warning(t('recordForm.noActionAvailable'));
  };
  const recordTypeName = data?.recordTypeList.find((entry) => entry.id === form.recordTypeId)?.name;

  // Keyboard users start typing at once: the first editable field takes the focus when the form shows.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !model || !state || form.loading || showPicker) return;
    focused.current = true;
    const first = model.layoutFieldApis.find((api) => {
      const field = model.fields.get(api);
      return field?.editable === true && field.children.length === 0 && !field.hidden;
    });
    if (first) requestAnimationFrame(() => document.getElementById(fieldInputId(first))?.focus());
  }, [model, state, form.loading, showPicker]);

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      saver.save('save');
    }
  };

  const body: ReactNode = (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S anywhere in the form saves it (ARCHITECTURE keyboard).
    <div className="vela-record-form" onKeyDown={onKeyDown} aria-busy={form.loading}>
      {toastHolder}
      {form.pending && model ? (
        <Alert
          type="info"
          showIcon
          title={t('recordForm.pendingFound', {
            time: dayjs(form.pending.savedAt).format('YYYY-MM-DD HH:mm'),
          })}
          action={
            <Space>
              <Button size="small" type="primary" onClick={form.restorePending}>
                {t('recordForm.restore')}
              </Button>
              <Button size="small" onClick={form.discardPending}>
                {t('recordForm.discard')}
              </Button>
            </Space>
          }
        />
      ) : null}
      {multipleTypes && request.mode !== 'EDIT' && model ? (
        <div className="vela-record-form__toolbar">
          <label htmlFor="vela-record-form-type">{t('recordForm.recordType')}</label>
          <Select
            id="vela-record-form-type"
            style={{ minWidth: 220 }}
            value={form.recordTypeId}
            disabled={saver.saving}
            options={data?.recordTypeList.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={(id: string) => form.changeRecordType(id)}
          />
          <span className="vela-record-form__legend">
            <span className="vela-record-form__required">*</span> {t('recordForm.requiredLegend')}
          </span>
        </div>
      ) : null}
      {request.mode === 'EDIT' && model && data && data.recordTypeList.length > 0 ? (
        <div className="vela-record-form__toolbar">
          <span>
            {t('recordForm.recordType')}: <strong>{recordTypeName ?? '—'}</strong>
          </span>
          <Button size="small" disabled={saver.saving} onClick={askToChangeType}>
            {t('recordForm.changeRecordType')}
          </Button>
        </div>
      ) : null}
      {changingType && data ? (
        <RecordTypePicker
          recordTypes={data.recordTypeList}
          initial={form.recordTypeId ?? data.recordType}
          title={`${title} · ${t('recordForm.changeRecordType')}`}
          onPick={(id) => {
            setChangingType(false);
            if (id !== form.recordTypeId) form.changeRecordType(id);
          }}
          onCancel={() => setChangingType(false)}
        />
      ) : null}
      {model && state && !form.loading ? (
        <RecordFormSections
          model={model}
          state={state}
          recordId={request.mode === 'EDIT' ? request.recordId : undefined}
          onChange={onFieldChange}
          onBlur={form.onBlur}
        />
      ) : (
        <div className="vela-record-form__skeleton" role="status" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {offersRule && state && !form.loading ? (
        <Checkbox
          className="vela-record-form__assignment-rule"
          checked={useRule}
          disabled={saver.saving}
          onChange={(event) => setUseRule(event.target.checked)}
        >
          {t('recordForm.useAssignmentRule')}
        </Checkbox>
      ) : null}
      {model && state && !form.loading
        ? extensions.bodies.map(({ id, render }) => (
            <Fragment key={id}>{render({ disabled: saver.saving })}</Fragment>
          ))
        : null}
      {modalHolder}
      {showPicker && data ? (
        <RecordTypePicker
          recordTypes={data.recordTypeList}
          initial={data.recordType}
          title={`${t('recordForm.title.new', { object: objectLabel })} · ${t('recordForm.pickRecordType')}`}
          onPick={(id) => {
            setTypePicked(true);
            if (id !== data.recordType) form.changeRecordType(id);
            place.onRecordTypePicked?.(id);
          }}
          onCancel={place.onClose}
        />
      ) : null}
      <SaveDialogs dialog={saver.dialog} onClose={saver.closeDialog} onSaveAnyway={saver.saveAnyway} />
      {extensions.dialogs.map(({ id, node }) => (
        <Fragment key={id}>{node}</Fragment>
      ))}
    </div>
  );

  const ready = Boolean(model && state && !form.loading) && !submitting;
  const { save, saving, failing, closeSummary } = saver;
  const hideSaveAndNew = isConsoleNewContact(request, place.inConsole === true);
  // DECISIONS 25: the layout allows it and the object has an active approval process.
  const approvalLabel = model?.saveAndApproval ? extensions.approval?.label : undefined;
  const close = useCallback(() => placeRef.current.onClose(), []);
  // Kept across field changes, so a change does not re-render the buttons (issue 6: a change paints in 16 ms).
  const footer: ReactNode = useMemo(
    () => (
      <FormFooter
        mode={request.mode}
        hideSaveAndNew={hideSaveAndNew}
        approvalLabel={approvalLabel}
        model={model}
        ready={ready}
        saving={saving}
        submitting={submitting}
        failing={failing}
        onClose={close}
        onSave={save}
        onCloseSummary={closeSummary}
      />
    ),
    [
      request.mode,
      hideSaveAndNew,
      approvalLabel,
      model,
      ready,
      saving,
      submitting,
      failing,
      close,
      save,
      closeSummary,
    ],
  );

  return { title, body, footer, saving: saver.saving || submitting, objectApi: data?.objectApi };
}

/** The form's buttons: Cancel, Save and New, Submit for approval, Save (with the validation summary). */
function FormFooter(props: {
  mode: RecordFormRequest['mode'];
  hideSaveAndNew: boolean | undefined;
  /** The Submit for approval button's label; no button without one. */
  approvalLabel: string | undefined;
  model: RecordFormController['model'];
  ready: boolean;
  saving: boolean;
  submitting: boolean;
  failing: RecordFormSaver['failing'];
  onClose: () => void;
  onSave: RecordFormSaver['save'];
  onCloseSummary: () => void;
}) {
  const { t } = useTranslation();
  const { ready, saving, submitting } = props;
  // The buttons keep the focus where it is: leaving a field would show its message first and move the
  // buttons under the pointer before the click lands.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <div className="vela-record-form__footer">
      <Button onClick={props.onClose} disabled={saving || submitting}>
        {t('common.cancel')}
      </Button>
      {props.mode !== 'EDIT' && !props.hideSaveAndNew ? (
        <Button
          onMouseDown={keepFocus}
          onClick={() => props.onSave('saveAndNew')}
          disabled={!ready || saving}
        >
          {t('recordForm.saveAndNew')}
        </Button>
      ) : null}
      {props.approvalLabel ? (
        <Button
          onMouseDown={keepFocus}
          onClick={() => props.onSave('saveAndApproval')}
          loading={submitting}
          disabled={!ready || saving}
        >
          {props.approvalLabel}
        </Button>
      ) : null}
      <ValidationSummary model={props.model} failing={props.failing} onClose={props.onCloseSummary}>
        <Button
          type="primary"
          onMouseDown={keepFocus}
          onClick={() => props.onSave('save')}
          loading={saving}
          disabled={!ready}
        >
          {t('common.save')}
        </Button>
      </ValidationSummary>
    </div>
  );
}
