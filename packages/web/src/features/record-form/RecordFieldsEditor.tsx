import type { OperationType } from '@vela/core';
import { Button, Modal, Space, Spin } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue } from '../field-widgets/index.js';
import { RecordFormField } from './components/RecordFormField.js';
import { SaveDialogs } from './components/SaveDialogs.js';
import { useRecordForm } from './hooks/useRecordForm.js';
import { fieldInputId, useRecordFormSave } from './hooks/useRecordFormSave.js';
import { fieldView } from './state/form-state.js';
import './components/record-form.css';

export interface FieldsEditorRequest {
  objectApi: string;
  mode: Extract<OperationType, 'NEW' | 'EDIT'>;
  recordId?: string | undefined;
  /** Values the editor starts with (a stage picked on the path, a logged call's status). */
  defaultValues?: Readonly<Record<string, FieldValue>> | undefined;
}

export interface RecordFieldsEditorProps {
  request: FieldsEditorRequest;
  /** The fields shown; any other field the save finds wanting (required, a rule) joins them. */
  fields: readonly string[];
  /**
   * inline: one field in place of its value, label hidden, Enter saves and Escape cancels.
   * compact: a few fields stacked with Save and Cancel (the activity composer).
   * dialog: saves at once; only when fields are wanting does a dialog ask for them.
   */
  variant: 'inline' | 'compact' | 'dialog';
  /** The dialog variant's title. */
  title?: ReactNode;
  onSaved: (saved: { id: string; name: string }) => void;
  onCancel: () => void;
}

/**
 * A few fields of a record saved through the record form's own rules: its
 * layout and field security (the form's `edit`), dependent picklists, layout
 * rules, core validation, the version-checked save of changed fields only and
 * its stale-save dialog (issue 26 items 9–11). The record page's inline edit,
 * activity composer and stage path all go through here.
 */
export function RecordFieldsEditor(props: RecordFieldsEditorProps) {
  const { request, variant } = props;
  const { t } = useTranslation();
  const pageId = `fields-${request.mode}-${request.objectApi}-${request.recordId ?? 'new'}`;
  const form = useRecordForm({ ...request, pageId });
  const latest = useRef(props);
  latest.current = props;
  const saver = useRecordFormSave(form, {
    recordId: request.recordId,
    pageId,
    onSaved: (saved) => latest.current.onSaved(saved),
  });
  // Fields a save found wanting stay shown until the editor closes, even once filled in.
  const [wanted, setWanted] = useState<string[]>([]);
  useEffect(() => {
    const apis = saver.failing.map((entry) => entry.field);
    if (apis.length > 0) setWanted((now) => [...now, ...apis.filter((api) => !now.includes(api))]);
  }, [saver.failing]);

  const { model, state } = form;
  const autoSaved = useRef(false);
  useEffect(() => {
    if (variant !== 'dialog' || autoSaved.current || !model || !state) return;
    autoSaved.current = true;
    void saver.save('save');
  }, [variant, model, state, saver]);

  // The editor opens where the person asked for it: the first field takes the focus.
  const first = props.fields[0];
  const focused = useRef(false);
  useEffect(() => {
    if (variant === 'dialog' || focused.current || !model || !first) return;
    focused.current = true;
    document.getElementById(fieldInputId(first))?.focus();
  }, [variant, model, first]);

  const shown = useMemo(() => {
    if (!model) return [];
    const apis = [...props.fields, ...wanted.filter((api) => !props.fields.includes(api))];
    return apis.filter((api) => model.fields.has(api));
  }, [model, props.fields, wanted]);

  const cancel = () => {
    form.discardPending();
    latest.current.onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
      return;
    }
    const target = event.target as HTMLElement;
    if (
      event.key !== 'Enter' ||
      event.shiftKey ||
      event.defaultPrevented ||
      target.tagName === 'TEXTAREA' ||
      target.tagName === 'BUTTON' ||
      target.getAttribute('aria-expanded') === 'true'
    )
      return;
    event.preventDefault();
    void saver.save('save');
  };

  const body =
    !model || !state ? (
      <Spin size="small" />
    ) : (
      shown.map((api) => (
        <RecordFormField
          key={api}
          span={1}
          field={model.fields.get(api)!}
          view={fieldView(model, state, api)}
          value={state.values[api] ?? null}
          objectApi={model.objectApi}
          recordId={request.recordId}
          lookupNames={state.lookupNames}
          onChange={form.onChange}
          onBlur={form.onBlur}
        />
      ))
    );
  const buttons = (
    <Space size="small" className="vela-fields-editor__buttons">
      <Button size="small" onClick={cancel} disabled={saver.saving}>
        {t('common.cancel')}
      </Button>
      <Button
        size="small"
        type="primary"
        loading={saver.saving}
        disabled={!model}
        onClick={() => void saver.save('save')}
      >
        {t('common.save')}
      </Button>
    </Space>
  );
  const dialogs = (
    <SaveDialogs dialog={saver.dialog} onClose={saver.closeDialog} onSaveAnyway={saver.saveAnyway} />
  );

  if (variant === 'dialog')
    return (
      <>
        <Modal
          open={wanted.length > 0}
          title={props.title}
          onCancel={cancel}
          footer={buttons}
          destroyOnHidden
          width={480}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter and Escape reach here from the fields */}
          <div className="vela-fields-editor vela-fields-editor--dialog" onKeyDown={onKeyDown}>
            {body}
          </div>
        </Modal>
        {dialogs}
      </>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter and Escape reach here from the fields
    <div className={`vela-fields-editor vela-fields-editor--${variant}`} onKeyDown={onKeyDown}>
      {body}
      {buttons}
      {dialogs}
    </div>
  );
}
