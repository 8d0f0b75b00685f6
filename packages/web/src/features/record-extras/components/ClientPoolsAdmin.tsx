import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POOL_CLAIM_LIMIT_MAX, POOL_CLAIM_LIMIT_MIN, POOL_NAME_MAX, poolMemberSettings } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  message,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AdminPool,
  failureText,
  fetchPoolAdmin,
  type PoolAdminData,
  savePoolSettings,
  setPoolActive,
} from '../record-extras-api.js';
import '../record-extras.css';

const ADMIN_KEY = ['clientPools', 'admin'] as const;

interface PoolForm {
  objectApi: string;
  name: string;
  claimLimit: number;
  members: string[];
  managers: string[];
}

const poolPagePath = (pool: AdminPool) =>
  `/clientPool/${encodeURIComponent(pool.objectApi)}/${encodeURIComponent(pool.objId)}/${encodeURIComponent(pool.prefix)}`;

/**
 * Client pools for administrators (the Administration setup page, tab
 * "Client pools"): every pool with its object, claim limit, members and
 * records; create, edit and deactivate. The server refuses anyone else.
 */
export function ClientPoolsAdmin() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const admin = useQuery({ queryKey: ADMIN_KEY, queryFn: fetchPoolAdmin, retry: false });
  const [editing, setEditing] = useState<AdminPool | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['clientPools'] });

  const toggle = (pool: AdminPool) => {
    const flip = async () => {
      try {
        await setPoolActive(pool.id, !pool.isActive);
        await refresh();
      } catch (error) {
        void messages.error(failureText(error, t('recordExtras.failed')));
      }
    };
    if (!pool.isActive) return void flip();
    void modal.confirm({
      title: t('recordExtras.poolDeactivate'),
      content: t('recordExtras.poolDeactivateConfirm', { name: pool.name }),
      okText: t('recordExtras.poolDeactivate'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: flip,
    });
  };

  if (admin.isError)
    return <Alert type="error" showIcon title={failureText(admin.error, t('common.loadFailed'))} />;
  const data = admin.data;
  const names = new Map((data?.users ?? []).map((user) => [user.id, user.name]));
  return (
    <Card
      size="small"
      title={t('recordExtras.poolsAdminTitle')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing('new')}
          disabled={!data}
        >
          {t('recordExtras.poolNew')}
        </Button>
      }
    >
      {messageHolder}
      {modalHolder}
      <Table<AdminPool>
        rowKey="id"
        size="small"
        loading={admin.isPending}
        dataSource={data?.pools ?? []}
        pagination={false}
        locale={{ emptyText: t('recordExtras.poolsNone') }}
        columns={[
          {
            title: t('recordExtras.poolName'),
            dataIndex: 'name',
            render: (name: string, pool) =>
              pool.isActive ? <Link to={poolPagePath(pool)}>{name}</Link> : name,
          },
          { title: t('recordExtras.poolObject'), dataIndex: 'objectLabel' },
          { title: t('recordExtras.poolLimit'), dataIndex: 'claimLimit', align: 'right' },
          { title: t('recordExtras.poolRecords'), dataIndex: 'recordCount', align: 'right' },
          {
            title: t('recordExtras.poolMembers'),
            dataIndex: 'members',
            render: (members: AdminPool['members']) =>
              members.map((member) => (
                <Tag key={member.userId} color={member.isManager ? 'blue' : undefined}>
                  {names.get(member.userId) ?? member.name}
                  {member.isManager ? ` · ${t('recordExtras.poolManagerShort')}` : ''}
                </Tag>
              )),
          },
          {
            title: t('recordExtras.poolStatus'),
            dataIndex: 'isActive',
            render: (active: boolean) =>
              active ? (
                <Tag color="green">{t('recordExtras.poolActive')}</Tag>
              ) : (
                <Tag>{t('recordExtras.poolInactive')}</Tag>
              ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_: unknown, pool) => (
              <Space>
                <Button size="small" onClick={() => setEditing(pool)}>
                  {t('recordExtras.poolEdit')}
                </Button>
                <Button size="small" danger={pool.isActive} onClick={() => toggle(pool)}>
                  {pool.isActive ? t('recordExtras.poolDeactivate') : t('recordExtras.poolActivate')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {data && editing && (
        <PoolDialog
          data={data}
          pool={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            void messages.success(t('recordExtras.poolSaved', { name }));
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

function PoolDialog({
  data,
  pool,
  onClose,
  onSaved,
}: {
  data: PoolAdminData;
  pool: AdminPool | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PoolForm>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const userOptions = data.users.map((user) => ({ value: user.id, label: user.name }));
  const initial: PoolForm = pool
    ? {
        objectApi: pool.objectApi,
        name: pool.name,
        claimLimit: pool.claimLimit,
        members: pool.members.filter((member) => !member.isManager).map((member) => member.userId),
        managers: pool.members.filter((member) => member.isManager).map((member) => member.userId),
      }
    : { objectApi: data.objects[0]?.objectApi ?? '', name: '', claimLimit: 5, members: [], managers: [] };

  const save = async (values: PoolForm) => {
    setBusy(true);
    setProblem('');
    try {
      await savePoolSettings({
        ...(pool ? { id: pool.id } : {}),
        objectApi: values.objectApi,
        name: values.name,
        claimLimit: values.claimLimit,
        members: poolMemberSettings(values.members ?? [], values.managers ?? []),
      });
      onSaved(values.name.trim());
    } catch (error) {
      setProblem(failureText(error, t('recordExtras.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={pool ? t('recordExtras.poolEditTitle', { name: pool.name }) : t('recordExtras.poolNewTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} className="vela-pool-admin__problem" />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)}>
        <Form.Item
          name="name"
          label={t('recordExtras.poolName')}
          rules={[{ required: true, whitespace: true, message: t('recordExtras.poolNameRequired') }]}
        >
          <Input maxLength={POOL_NAME_MAX} />
        </Form.Item>
        <Form.Item name="objectApi" label={t('recordExtras.poolObject')}>
          {/* A pool's records are of its object: it is chosen once, when the pool is made. */}
          <Select
            disabled={pool !== null}
            options={data.objects.map((object) => ({ value: object.objectApi, label: object.label }))}
          />
        </Form.Item>
        <Form.Item
          name="claimLimit"
          label={t('recordExtras.poolLimit')}
          extra={t('recordExtras.poolLimitHelp')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: POOL_CLAIM_LIMIT_MIN,
              max: POOL_CLAIM_LIMIT_MAX,
              message: t('recordExtras.poolLimitRange', {
                min: POOL_CLAIM_LIMIT_MIN,
                max: POOL_CLAIM_LIMIT_MAX,
              }),
            },
          ]}
        >
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="members" label={t('recordExtras.poolMembers')}>
          <Select mode="multiple" optionFilterProp="label" options={userOptions} />
        </Form.Item>
        <Form.Item
          name="managers"
          label={t('recordExtras.poolManagers')}
          extra={t('recordExtras.poolManagersHelp')}
        >
          <Select mode="multiple" optionFilterProp="label" options={userOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
