import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupRecordType } from '@vela/core';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  message,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelsEditor } from './LabelsEditor.js';
import { RecordTypePicklistsDialog } from './RecordTypePicklistsDialog.js';
import {
  fetchObjectLayouts,
  fetchRecordTypes,
  reasonOf,
  SETUP_QUERY_KEY,
  saveRecordType,
  setRecordTypeActive,
} from './setup-api.js';

interface Draft {
  name: string;
  labels: Record<string, string>;
  description: string;
  layoutId: string;
  isDefault: boolean;
}

/**
 * An object's record types: label in the user's language, stored name, layout, default and active.
 * Added and edited in a dialog; a deactivated one is offered for no new record, its records keep it.
 */
export function RecordTypesTab({ objId }: { objId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const types = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'recordTypes', objId],
    queryFn: () => fetchRecordTypes(objId),
  });
  const layouts = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'layouts', objId],
    queryFn: () => fetchObjectLayouts(objId),
  });
  const [editing, setEditing] = useState<SetupRecordType | 'new'>();
  const [restricting, setRestricting] = useState<SetupRecordType>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const loadError = types.error ?? layouts.error;
  if (loadError) return <Alert type="error" showIcon title={reasonOf(loadError)} />;
  if (!types.data || !layouts.data) return <Spin />;
  const layoutList = layouts.data.layouts;
  const layoutName = (layoutId: string) =>
    layoutList.find((layout) => layout.id === layoutId)?.name ?? layoutId;
  const labelOf = (type: SetupRecordType) => type.labels[i18n.language] || type.name;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'recordTypes', objId] }),
      queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'layouts', objId] }),
    ]);
  const toggle = async (type: SetupRecordType) => {
    setBusy(type.id);
    setError(undefined);
    try {
      await setRecordTypeActive(type.id, !type.isActive);
      void messages.success(t('setup.saved'));
      await refresh();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      {holder}
      <Typography.Paragraph type="secondary">{t('setup.recordTypes.explain')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('setup.recordTypes.add')}
        </Button>
      </Space>
      {error && <Alert style={{ marginBottom: 12 }} type="error" showIcon title={error} />}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={types.data}
        columns={[
          { title: t('setup.recordTypes.label'), key: 'label', render: (_, type) => labelOf(type) },
          { title: t('setup.recordTypes.name'), dataIndex: 'name' },
          { title: t('setup.recordTypes.description'), dataIndex: 'description' },
          {
            title: t('setup.recordTypePicklists.column'),
            key: 'picklists',
            render: (_, type) => {
              const restricted = Object.keys(type.picklists).length;
              return restricted === 0
                ? t('setup.recordTypePicklists.allValues')
                : t('setup.recordTypePicklists.restricted', { count: restricted });
            },
          },
          {
            title: t('setup.recordTypes.layout'),
            key: 'layout',
            render: (_, type) => layoutName(type.layoutId),
          },
          {
            title: t('setup.recordTypes.status'),
            key: 'status',
            render: (_, type) => (
              <Space size={4}>
                {type.isActive ? (
                  <Tag color="green">{t('setup.recordTypes.active')}</Tag>
                ) : (
                  <Tag>{t('setup.recordTypes.inactive')}</Tag>
                )}
                {type.isDefault && <Tag color="blue">{t('setup.recordTypes.default')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('setup.recordTypes.actions'),
            key: 'actions',
            render: (_, type) => (
              <Space>
                <Button
                  size="small"
                  aria-label={`${t('setup.edit')} ${labelOf(type)}`}
                  onClick={() => setEditing(type)}
                >
                  {t('setup.edit')}
                </Button>
                <Button
                  size="small"
                  aria-label={`${t('setup.recordTypePicklists.open')} ${labelOf(type)}`}
                  onClick={() => setRestricting(type)}
                >
                  {t('setup.recordTypePicklists.open')}
                </Button>
                <Button
                  size="small"
                  loading={busy === type.id}
                  aria-label={`${t(type.isActive ? 'setup.recordTypes.deactivate' : 'setup.recordTypes.activate')} ${labelOf(type)}`}
                  onClick={() => void toggle(type)}
                >
                  {t(type.isActive ? 'setup.recordTypes.deactivate' : 'setup.recordTypes.activate')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {restricting && (
        <RecordTypePicklistsDialog
          objId={objId}
          recordType={types.data.find((type) => type.id === restricting.id) ?? restricting}
          label={labelOf(restricting)}
          onClose={() => setRestricting(undefined)}
          onSaved={async () => {
            void messages.success(t('setup.saved'));
            await refresh();
          }}
        />
      )}
      {editing && (
        <RecordTypeDialog
          objId={objId}
          editing={editing === 'new' ? undefined : editing}
          layouts={layoutList}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            void messages.success(t('setup.saved'));
            await refresh();
          }}
        />
      )}
    </>
  );
}

function RecordTypeDialog(props: {
  objId: string;
  editing: SetupRecordType | undefined;
  layouts: Array<{ id: string; name: string }>;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { editing } = props;
  const [form] = Form.useForm<Draft>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (draft: Draft) => {
    setSaving(true);
    setError(undefined);
    try {
      await saveRecordType({
        ...(editing ? { id: editing.id } : {}),
        objId: props.objId,
        name: draft.name,
        labels: draft.labels,
        description: draft.description ?? '',
        layoutId: draft.layoutId,
        ...(draft.isDefault ? { isDefault: true } : {}),
      });
      await props.onSaved();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={editing ? t('setup.recordTypes.editTitle', { name: editing.name }) : t('setup.recordTypes.add')}
      okText={t('setup.save')}
      cancelText={t('setup.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Draft>
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          labels: editing?.labels ?? {},
          description: editing?.description ?? '',
          layoutId: editing?.layoutId ?? props.layouts[0]?.id,
          isDefault: editing?.isDefault ?? false,
        }}
        onFinish={(draft) => void submit(draft)}
      >
        <Form.Item
          name="name"
          label={t('setup.recordTypes.name')}
          rules={[{ required: true, whitespace: true, message: t('setup.recordTypes.nameRequired') }]}
        >
          <Input maxLength={120} autoFocus />
        </Form.Item>
        <Form.Item name="labels">
          <LabelsEditor idPrefix="record-type-label" />
        </Form.Item>
        <Form.Item name="description" label={t('setup.recordTypes.description')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
        <Form.Item name="layoutId" label={t('setup.recordTypes.layout')} rules={[{ required: true }]}>
          <Select options={props.layouts.map((layout) => ({ value: layout.id, label: layout.name }))} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={editing?.isDefault || (editing !== undefined && !editing.isActive)}>
            {t('setup.recordTypes.makeDefault')}
          </Checkbox>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
