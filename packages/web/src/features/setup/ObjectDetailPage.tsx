import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETED_FIELD_RETENTION_DAYS,
  type DeletedField,
  MAX_TRACKED_FIELDS,
  mayTrackHistory,
  type SetupField,
  type SetupPicklistValue,
} from '@vela/core';
import {
  Alert,
  Button,
  Form,
  Input,
  Modal,
  message,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ChangeFieldTypeButton } from './ChangeFieldTypeButton.js';
import { DeleteObjectButton } from './DeleteObjectButton.js';
import { FieldEditor } from './FieldEditor.js';
import { LayoutAssignmentsTab } from './LayoutAssignmentsTab.js';
import { LayoutsTab } from './LayoutsTab.js';
import { featureFlags, ObjectForm, type ObjectFormValues, objectFormValues } from './ObjectForm.js';
import { RecordTypesTab } from './RecordTypesTab.js';
import { SetupFrame } from './SetupGuard.js';
import { OBJECT_MANAGER_PATH } from './settings-catalogue.js';
import {
  deleteField,
  fetchSetupObject,
  fetchSetupObjects,
  reasonOf,
  replacePicklistValue,
  restoreField,
  SETUP_QUERY_KEY,
  type SetupObjectDetail,
  setHistoryTracking,
  updateObject,
} from './setup-api.js';
import './setup.css';

/** setuppage/objectManager/:objId — one object's details, its fields and its deleted fields, as tabs. */
export default function ObjectDetailPage() {
  const { t } = useTranslation();
  const { objId = '' } = useParams();
  const detail = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'object', objId],
    queryFn: () => fetchSetupObject(objId),
  });
  return (
    <SetupFrame
      trail={[
        { title: t('setup.objects.title'), to: OBJECT_MANAGER_PATH },
        { title: detail.data?.object.label ?? objId },
      ]}
    >
      {detail.error ? (
        <Alert type="error" showIcon title={reasonOf(detail.error)} />
      ) : detail.data ? (
        <ObjectTabs detail={detail.data} />
      ) : null}
    </SetupFrame>
  );
}

function ObjectTabs({ detail }: { detail: SetupObjectDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const active = search.get('tab') ?? 'fields';
  const { object } = detail;
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {object.label}{' '}
        {object.isCustom ? (
          <Tag color="blue">{t('setup.objects.custom')}</Tag>
        ) : (
          <Tag>{t('setup.objects.standard')}</Tag>
        )}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(tab) => setSearch({ tab })}
        items={[
          { key: 'fields', label: t('setup.tab.fields'), children: <FieldsTab detail={detail} /> },
          { key: 'details', label: t('setup.tab.details'), children: <DetailsTab detail={detail} /> },
          { key: 'layouts', label: t('setup.tab.layouts'), children: <LayoutsTab objId={object.id} /> },
          {
            key: 'recordTypes',
            label: t('setup.tab.recordTypes'),
            children: <RecordTypesTab objId={object.id} />,
          },
          {
            key: 'assignments',
            label: t('setup.tab.assignments'),
            children: <LayoutAssignmentsTab objId={object.id} />,
          },
          {
            key: 'deleted',
            label: `${t('setup.tab.deleted')} (${detail.deletedFields.length})`,
            children: <DeletedTab detail={detail} />,
          },
        ]}
      />
    </>
  );
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY] });
};

function DetailsTab({ detail }: { detail: SetupObjectDetail }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [form] = Form.useForm<ObjectFormValues>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [messages, holder] = message.useMessage();
  const save = async (values: ObjectFormValues) => {
    setSaving(true);
    setError(undefined);
    try {
      await updateObject({
        objId: detail.object.id,
        label: values.label,
        plural: values.plural,
        labels: values.labels,
        pluralLabels: values.pluralLabels,
        icon: values.icon,
        features: featureFlags(values.features),
      });
      await refresh();
      void messages.success(t('setup.saved'));
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div style={{ maxWidth: 640 }}>
      {holder}
      <Typography.Paragraph type="secondary">
        {t('setup.objects.prefix')}: <code>{detail.object.prefix}</code>
      </Typography.Paragraph>
      <ObjectForm
        form={form}
        isNew={false}
        error={error}
        initialValues={objectFormValues(detail.object)}
        onFinish={save}
      />
      <Space>
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          {t('setup.save')}
        </Button>
        {detail.object.isCustom && <DeleteObjectButton object={detail.object} />}
      </Space>
    </div>
  );
}

function FieldsTab({ detail }: { detail: SetupObjectDetail }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, holder] = message.useMessage();
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<{ field?: SetupField } | undefined>();
  const [replacing, setReplacing] = useState<{ field: SetupField; value: SetupPicklistValue; to?: string }>();
  const objects = useQuery({ queryKey: [SETUP_QUERY_KEY, 'objects'], queryFn: fetchSetupObjects });
  const words = typed.trim().toLowerCase();
  const shown = detail.fields.filter(
    (field) =>
      !words || `${field.label} ${field.api} ${t(`setup.type.${field.type}`)}`.toLowerCase().includes(words),
  );

  const track = async (field: SetupField, on: boolean) => {
    try {
      await setHistoryTracking(field.id, on);
      await refresh();
    } catch (failure) {
      void messages.error(reasonOf(failure));
    }
  };
  const confirmDelete = (field: SetupField) =>
    void modal.confirm({
      title: t('setup.field.deleteTitle', { label: field.label }),
      content: t('setup.field.deleteBody', { days: DELETED_FIELD_RETENTION_DAYS }),
      okText: t('setup.delete'),
      okButtonProps: { danger: true },
      cancelText: t('setup.cancel'),
      onOk: async () => {
        try {
          await deleteField(field.id);
          await refresh();
          void messages.success(t('setup.field.deleted', { label: field.label }));
        } catch (failure) {
          void modal.error({ title: t('setup.field.notDeleted'), content: reasonOf(failure) });
        }
      },
    });
  const replace = async () => {
    if (!replacing?.to) return;
    try {
      const { replaced } = await replacePicklistValue({
        fieldId: replacing.field.id,
        from: replacing.value.codekey,
        to: replacing.to,
      });
      void messages.success(t('setup.picklist.replaced', { count: replaced }));
      setReplacing(undefined);
    } catch (failure) {
      void messages.error(reasonOf(failure));
    }
  };

  return (
    <>
      {holder}
      {modalHolder}
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Input.Search
          allowClear
          placeholder={t('setup.fields.search')}
          aria-label={t('setup.fields.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ width: 260 }}
        />
        <Space>
          <Typography.Text type="secondary">
            {t('setup.fields.tracked', { count: detail.trackedCount, max: MAX_TRACKED_FIELDS })}
          </Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('setup.fields.new')}
          </Button>
        </Space>
      </Space>
      <Table<SetupField>
        style={{ marginTop: 12 }}
        rowKey="id"
        size="small"
        dataSource={shown}
        pagination={{ pageSize: 100, hideOnSinglePage: true }}
        columns={[
          {
            title: t('setup.field.label'),
            dataIndex: 'label',
            render: (label: string, field) =>
              field.system ? (
                label
              ) : (
                <Button type="link" style={{ padding: 0 }} onClick={() => setEditing({ field })}>
                  {label}
                </Button>
              ),
          },
          { title: t('setup.field.api'), dataIndex: 'api' },
          {
            title: t('setup.field.type'),
            dataIndex: 'type',
            render: (type: string) => t(`setup.type.${type}`, type),
          },
          {
            title: t('setup.field.required'),
            dataIndex: 'required',
            width: 90,
            render: (required: boolean) => (required ? '✓' : ''),
          },
          {
            title: t('setup.field.trackHistory'),
            key: 'track',
            width: 130,
            render: (_, field) =>
              !mayTrackHistory(field) ? null : (
                <Tooltip
                  title={
                    !field.trackHistory && detail.trackedCount >= MAX_TRACKED_FIELDS
                      ? t('setup.tracking.full', { max: MAX_TRACKED_FIELDS })
                      : undefined
                  }
                >
                  <span>
                    <Switch
                      size="small"
                      aria-label={t('setup.field.trackOf', { label: field.label })}
                      checked={field.trackHistory}
                      disabled={!field.trackHistory && detail.trackedCount >= MAX_TRACKED_FIELDS}
                      onChange={(on) => void track(field, on)}
                    />
                  </span>
                </Tooltip>
              ),
          },
          {
            key: 'actions',
            width: 260,
            render: (_, field) => (
              <Space size={4}>
                {!field.system && (
                  <Button
                    size="small"
                    onClick={() => setEditing({ field })}
                    aria-label={t('setup.field.editTitle', { label: field.label })}
                  >
                    {t('setup.edit')}
                  </Button>
                )}
                <ChangeFieldTypeButton field={field} />
                {field.deletable && (
                  <Button size="small" danger onClick={() => confirmDelete(field)}>
                    {t('setup.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <FieldEditor
        open={editing !== undefined}
        field={editing?.field}
        object={detail.object}
        fields={detail.fields}
        objects={objects.data ?? []}
        trackedCount={detail.trackedCount}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refresh();
          void messages.success(t('setup.saved'));
        }}
        onReplace={(field, value) => setReplacing({ field, value })}
      />
      <Modal
        open={replacing !== undefined}
        title={t('setup.picklist.replaceTitle', { value: replacing?.value.codevalue ?? '' })}
        okText={t('setup.picklist.replace')}
        cancelText={t('setup.cancel')}
        okButtonProps={{ disabled: !replacing?.to }}
        onOk={() => void replace()}
        onCancel={() => setReplacing(undefined)}
        destroyOnHidden
      >
        <Select
          style={{ width: '100%' }}
          aria-label={t('setup.picklist.replaceWith')}
          placeholder={t('setup.picklist.replaceWith')}
          value={replacing?.to}
          options={(replacing?.field.picklist ?? [])
            .filter((value) => value.active && value.codekey !== replacing?.value.codekey)
            .map((value) => ({ value: value.codekey, label: value.codevalue }))}
          onChange={(to: string) => setReplacing((current) => (current ? { ...current, to } : current))}
        />
      </Modal>
    </>
  );
}

function DeletedTab({ detail }: { detail: SetupObjectDetail }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefresh();
  const [messages, holder] = message.useMessage();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const restore = async (field: DeletedField) => {
    try {
      await restoreField(field.id);
      await refresh();
      void messages.success(t('setup.field.restored', { label: field.label }));
    } catch (failure) {
      void messages.error(reasonOf(failure));
    }
  };
  return (
    <>
      {holder}
      <Typography.Paragraph type="secondary">
        {t('setup.deleted.explain', { days: DELETED_FIELD_RETENTION_DAYS })}
      </Typography.Paragraph>
      <Table<DeletedField>
        rowKey="id"
        size="small"
        dataSource={detail.deletedFields}
        pagination={false}
        locale={{ emptyText: t('setup.deleted.none') }}
        columns={[
          { title: t('setup.field.label'), dataIndex: 'label' },
          { title: t('setup.field.api'), dataIndex: 'api' },
          {
            title: t('setup.field.type'),
            dataIndex: 'type',
            render: (type: string) => t(`setup.type.${type}`, type),
          },
          {
            title: t('setup.deleted.at'),
            dataIndex: 'deletedAt',
            render: (at: string) => date.format(new Date(at)),
          },
          { title: t('setup.deleted.by'), dataIndex: 'deletedBy' },
          {
            title: t('setup.deleted.until'),
            dataIndex: 'restorableUntil',
            render: (at: string) => date.format(new Date(at)),
          },
          {
            key: 'restore',
            render: (_, field) => (
              <Button size="small" onClick={() => void restore(field)}>
                {t('setup.restore')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
