import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  deleteIdentityProviderContract,
  GroupMapping,
  IdentityProvider,
  listIdentityProvidersContract,
  listProfilesContract,
  listRolesContract,
  saveIdentityProviderContract,
} from '@vela/core';
import { Alert, Button, Input, Modal, Radio, Select, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.js';
import { SetupFrame } from './SetupGuard.js';
import { reasonOf, SETUP_QUERY_KEY } from './setup-api.js';
import './setup.css';

type Draft = CallRequest<typeof saveIdentityProviderContract>;
const quiet = { callerHandlesErrors: true } as const;
const KEY = [SETUP_QUERY_KEY, 'identityProviders'];

const EMPTY: Draft = {
  name: '',
  issuer: 'https://',
  clientId: '',
  clientSecret: '',
  scopes: 'openid email profile',
  enabled: true,
  linkBy: 'email',
  linkClaim: '',
  groupsClaim: 'groups',
  roleMappings: [],
  profileMappings: [],
};

const draftOf = (provider: IdentityProvider): Draft => ({
  id: provider.id,
  name: provider.name,
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: '',
  scopes: provider.scopes,
  enabled: provider.enabled,
  linkBy: provider.linkBy,
  linkClaim: provider.linkClaim,
  groupsClaim: provider.groupsClaim,
  roleMappings: provider.roleMappings,
  profileMappings: provider.profileMappings,
});

/**
 * setuppage/integrate/user and integrate/role: the OpenID Connect providers people sign in with, how a
 * provider's person is matched to a Vela user, and which provider groups give which role and profile.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.identity.title') }]}>
      <ProviderList />
    </SetupFrame>
  );
}

function ProviderList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>();
  const providers = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await api.call<typeof listIdentityProvidersContract>('/setup/identity/providers/list', {})).data,
  });
  const remove = (provider: IdentityProvider) =>
    Modal.confirm({
      title: t('setup.identity.deleteConfirm', { name: provider.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.call<typeof deleteIdentityProviderContract>('/setup/identity/providers/delete', {
          id: provider.id,
        });
        await queryClient.invalidateQueries({ queryKey: KEY });
      },
    });
  const first = providers.data?.[0];
  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('setup.identity.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ ...EMPTY })}>
          {t('setup.identity.add')}
        </Button>
      </Space>
      {first && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          title={t('setup.identity.register')}
          description={
            <span>
              <Typography.Text code copyable>
                {first.redirectUri}
              </Typography.Text>{' '}
              <Typography.Text code copyable>
                {first.postLogoutRedirectUri}
              </Typography.Text>
            </span>
          }
        />
      )}
      <Table<IdentityProvider>
        rowKey="id"
        loading={providers.isLoading}
        dataSource={providers.data ?? []}
        pagination={false}
        locale={{ emptyText: t('setup.identity.empty') }}
        columns={[
          { title: t('setup.identity.name'), dataIndex: 'name' },
          { title: t('setup.identity.issuer'), dataIndex: 'issuer' },
          { title: t('setup.identity.clientId'), dataIndex: 'clientId' },
          {
            title: t('setup.identity.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean) => (enabled ? '✓' : '—'),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, provider) => (
              <Space>
                <Button onClick={() => setDraft(draftOf(provider))}>{t('setup.identity.edit')}</Button>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('setup.identity.delete')}
                  onClick={() => remove(provider)}
                />
              </Space>
            ),
          },
        ]}
      />
      {draft && (
        <ProviderForm
          draft={draft}
          onClose={() => setDraft(undefined)}
          onSaved={() => {
            setDraft(undefined);
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </section>
  );
}

function ProviderForm(props: { draft: Draft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.draft);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const roles = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'roles'],
    queryFn: async () => (await api.call<typeof listRolesContract>('/access/role/list', {})).data,
  });
  const profiles = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'profiles'],
    queryFn: async () =>
      (await api.call<typeof listProfilesContract>('/access/profile/list', {})).data.profiles,
  });
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await api.call<typeof saveIdentityProviderContract>('/setup/identity/providers/save', draft, quiet);
      props.onSaved();
    } catch (failure) {
      setError(reasonOf(failure));
      setBusy(false);
    }
  };
  const field = (id: string, label: string, input: React.ReactNode, help?: string) => (
    <div className="vela-field" style={{ marginBottom: 12 }}>
      <label htmlFor={id}>{label}</label>
      {input}
      {help && <div style={{ fontSize: 12, opacity: 0.7 }}>{help}</div>}
    </div>
  );
  return (
    <Modal
      open
      width={720}
      title={t(draft.id ? 'setup.identity.edit' : 'setup.identity.add')}
      onCancel={props.onClose}
      onOk={() => void save()}
      okText={t('setup.identity.save')}
      confirmLoading={busy}
    >
      {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 12 }} />}
      {field(
        'idp-name',
        t('setup.identity.name'),
        <Input id="idp-name" value={draft.name} onChange={(event) => set({ name: event.target.value })} />,
      )}
      {field(
        'idp-issuer',
        t('setup.identity.issuer'),
        <Input
          id="idp-issuer"
          value={draft.issuer}
          onChange={(event) => set({ issuer: event.target.value })}
        />,
      )}
      {field(
        'idp-client',
        t('setup.identity.clientId'),
        <Input
          id="idp-client"
          value={draft.clientId}
          onChange={(event) => set({ clientId: event.target.value })}
        />,
      )}
      {field(
        'idp-secret',
        t('setup.identity.clientSecret'),
        <Input.Password
          id="idp-secret"
          autoComplete="new-password"
          value={draft.clientSecret}
          onChange={(event) => set({ clientSecret: event.target.value })}
        />,
        draft.id ? t('setup.identity.secretKept') : undefined,
      )}
      {field(
        'idp-scopes',
        t('setup.identity.scopes'),
        <Input
          id="idp-scopes"
          value={draft.scopes}
          onChange={(event) => set({ scopes: event.target.value })}
        />,
      )}
      <Space style={{ marginBottom: 12 }}>
        <Switch id="idp-enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
        <label htmlFor="idp-enabled">{t('setup.identity.enabled')}</label>
      </Space>
      {field(
        'idp-link',
        t('setup.identity.linkBy'),
        <Radio.Group
          id="idp-link"
          value={draft.linkBy}
          onChange={(event) => set({ linkBy: event.target.value })}
          options={[
            { value: 'email', label: t('setup.identity.linkByEmail') },
            { value: 'claim', label: t('setup.identity.linkByClaim') },
          ]}
        />,
      )}
      {draft.linkBy === 'claim' &&
        field(
          'idp-link-claim',
          t('setup.identity.linkClaim'),
          <Input
            id="idp-link-claim"
            value={draft.linkClaim}
            onChange={(event) => set({ linkClaim: event.target.value })}
          />,
        )}
      {field(
        'idp-groups',
        t('setup.identity.groupsClaim'),
        <Input
          id="idp-groups"
          value={draft.groupsClaim}
          onChange={(event) => set({ groupsClaim: event.target.value })}
        />,
      )}
      <Mappings
        title={t('setup.identity.roleMappings')}
        targetLabel={t('setup.identity.role')}
        mappings={draft.roleMappings ?? []}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        onChange={(roleMappings) => set({ roleMappings })}
      />
      <Mappings
        title={t('setup.identity.profileMappings')}
        targetLabel={t('setup.identity.profile')}
        mappings={draft.profileMappings ?? []}
        options={(profiles.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }))}
        onChange={(profileMappings) => set({ profileMappings })}
      />
    </Modal>
  );
}

/** Provider group → role or profile, first match wins (in this order). */
function Mappings(props: {
  title: string;
  targetLabel: string;
  mappings: GroupMapping[];
  options: Array<{ value: string; label: string }>;
  onChange: (mappings: GroupMapping[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, changes: Partial<GroupMapping>) =>
    props.onChange(
      props.mappings.map((mapping, at) => (at === index ? { ...mapping, ...changes } : mapping)),
    );
  return (
    <fieldset style={{ border: 0, padding: 0, marginBottom: 12 }}>
      <legend style={{ fontWeight: 600 }}>{props.title}</legend>
      {props.mappings.map((mapping, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Space key={index} style={{ display: 'flex', marginBottom: 6 }}>
          <Input
            aria-label={t('setup.identity.group')}
            placeholder={t('setup.identity.group')}
            value={mapping.group}
            onChange={(event) => change(index, { group: event.target.value })}
          />
          <Select
            aria-label={props.targetLabel}
            style={{ minWidth: 220 }}
            value={mapping.targetId || undefined}
            placeholder={props.targetLabel}
            options={props.options}
            onChange={(targetId: string) => change(index, { targetId })}
          />
          <Button
            aria-label={t('setup.identity.delete')}
            icon={<DeleteOutlined />}
            onClick={() => props.onChange(props.mappings.filter((_, at) => at !== index))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => props.onChange([...props.mappings, { group: '', targetId: '' }])}
      >
        {t('setup.identity.addMapping')}
      </Button>
    </fieldset>
  );
}
