import { useQuery } from '@tanstack/react-query';
import type { SetupField, SetupRecordType } from '@vela/core';
import { Alert, Button, Checkbox, Empty, Form, Modal, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSetupObject, reasonOf, SETUP_QUERY_KEY, saveRecordTypePicklist } from './setup-api.js';

/** A picklist of the object a record type may restrict: single or multi-select, not the record type itself. */
const isRestrictable = (field: SetupField) =>
  (field.type === 'L' || field.type === 'Q') && field.api !== 'recordtype';

/**
 * Which values of each picklist a record type offers, and its default there (as in Salesforce). One
 * picklist at a time: choose it, tick the values (or "every value"), pick a default among them, save.
 * The record form then offers only those values and the server refuses the others.
 */
export function RecordTypePicklistsDialog(props: {
  objId: string;
  recordType: SetupRecordType;
  label: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const object = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'object', props.objId],
    queryFn: () => fetchSetupObject(props.objId),
  });
  const picklists = (object.data?.fields ?? []).filter(isRestrictable);
  const [fieldId, setFieldId] = useState<string>();
  const field = picklists.find((candidate) => candidate.id === fieldId) ?? picklists[0];
  return (
    <Modal
      open
      title={t('setup.recordTypePicklists.title', { name: props.label })}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('setup.recordTypePicklists.explain')}</Typography.Paragraph>
      {object.error ? (
        <Alert type="error" showIcon title={reasonOf(object.error)} />
      ) : !object.data ? (
        <Spin />
      ) : !field ? (
        <Empty description={t('setup.recordTypePicklists.none')} />
      ) : (
        <>
          <Form layout="vertical">
            <Form.Item label={t('setup.recordTypePicklists.field')} htmlFor="record-type-picklist-field">
              <Select
                id="record-type-picklist-field"
                value={field.id}
                onChange={setFieldId}
                options={picklists.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
              />
            </Form.Item>
          </Form>
          <PicklistChoice
            key={`${field.id}:${JSON.stringify(props.recordType.picklists[field.id] ?? null)}`}
            recordType={props.recordType}
            field={field}
            onSaved={props.onSaved}
          />
        </>
      )}
    </Modal>
  );
}

function PicklistChoice(props: {
  recordType: SetupRecordType;
  field: SetupField;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = props;
  const active = field.picklist.filter((value) => value.active);
  const stored = props.recordType.picklists[field.id];
  const [every, setEvery] = useState(!stored);
  const [chosen, setChosen] = useState<string[]>(stored?.values ?? active.map((value) => value.codekey));
  const [defaultValue, setDefaultValue] = useState<string>(stored?.defaultValue ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const offered = active.filter((value) => chosen.includes(value.codekey));
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await saveRecordTypePicklist({
        id: props.recordType.id,
        picklistFieldId: field.id,
        values: every ? null : chosen,
        ...(every ? {} : { defaultValue: defaultValue || null }),
      });
      await props.onSaved();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Checkbox checked={every} onChange={(event) => setEvery(event.target.checked)}>
        {t('setup.recordTypePicklists.every')}
      </Checkbox>
      {!every && (
        <div style={{ margin: '12px 0' }}>
          <Checkbox.Group
            role="group"
            aria-label={t('setup.recordTypePicklists.values', { field: field.label })}
            value={chosen}
            onChange={(values) => {
              const next = values.map(String);
              setChosen(next);
              if (!next.includes(defaultValue)) setDefaultValue('');
            }}
          >
            <Space orientation="vertical">
              {active.map((value) => (
                <Checkbox key={value.codekey} value={value.codekey}>
                  {value.codevalue}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
          <Form layout="vertical" style={{ marginTop: 12 }}>
            <Form.Item label={t('setup.recordTypePicklists.default')} htmlFor="record-type-picklist-default">
              <Select
                id="record-type-picklist-default"
                value={defaultValue}
                onChange={setDefaultValue}
                options={[
                  { value: '', label: t('setup.recordTypePicklists.noDefault') },
                  ...offered.map((value) => ({ value: value.codekey, label: value.codevalue })),
                ]}
              />
            </Form.Item>
          </Form>
        </div>
      )}
      {error && <Alert style={{ margin: '12px 0' }} type="error" showIcon title={error} />}
      <div style={{ marginTop: 12 }}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('setup.recordTypePicklists.save', { field: field.label })}
        </Button>
      </div>
    </>
  );
}
