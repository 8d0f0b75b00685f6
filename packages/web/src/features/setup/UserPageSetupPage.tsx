import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  getUserPageSetupContract,
  saveUserPageSetupContract,
  UserPageSetup,
  UserSetup,
} from '@vela/core';
import { Alert, Button, Card, Form, Radio, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.js';
import { SetupFrame } from './SetupGuard.js';
import { reasonOf, SETUP_QUERY_KEY } from './setup-api.js';

const quiet = { callerHandlesErrors: true } as const;
const fetchPageSetup = async (userId?: string) =>
  (await api.call<typeof getUserPageSetupContract>('/setup/userPageSetup', userId ? { userId } : {}, quiet))
    .data;
const savePageSetup = async (body: CallRequest<typeof saveUserPageSetupContract>) =>
  (await api.call<typeof saveUserPageSetupContract>('/setup/saveUserPageSetup', body, quiet)).data;

/** The switches, as the form holds them (the wire keeps the spec's 'true'/'false' strings). */
interface Values {
  tabStyle: UserSetup['tabStyle'];
  detailLayoutStyle: UserSetup['detailLayoutStyle'];
  inlineedit: boolean;
  relatedList: boolean;
  isEnableWaterMark: boolean;
  isEnableSubmitApprovalComments: boolean;
}
const FLAGS = ['inlineedit', 'relatedList', 'isEnableWaterMark', 'isEnableSubmitApprovalComments'] as const;
const valuesOf = (setup: UserSetup): Values => ({
  tabStyle: setup.tabStyle,
  detailLayoutStyle: setup.detailLayoutStyle,
  inlineedit: setup.inlineedit === 'true',
  relatedList: setup.relatedList === 'true',
  isEnableWaterMark: setup.isEnableWaterMark === 'true',
  isEnableSubmitApprovalComments: setup.isEnableSubmitApprovalComments === 'true',
});

/**
 * setuppage/userPageSetup (issue 18): an administrator chooses a user and sets their page setup — the menu
 * style, the record page's layout, inline editing, related lists, the watermark, approval comments — which
 * the shell reads at that user's next startup.
 */
export default function UserPageSetupPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.entry.userPageSetup') }]}>
      <UserPageSetupForm />
    </SetupFrame>
  );
}

function UserPageSetupForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string>();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const key = [SETUP_QUERY_KEY, 'userPageSetup', userId ?? ''];
  const current = useQuery({ queryKey: key, queryFn: () => fetchPageSetup(userId) });
  useEffect(() => {
    if (current.data) form.setFieldsValue(valuesOf(current.data.setup));
  }, [current.data, form]);
  if (current.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!current.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const page: UserPageSetup = current.data;
  const chosen = page.users.find((user) => user.id === page.userId);
  const save = async (values: Values) => {
    setRefusal(undefined);
    setSaved(false);
    setSaving(true);
    try {
      const flag = (on: boolean) => (on ? 'true' : 'false');
      const answer = await savePageSetup({
        userId: page.userId,
        setup: {
          tabStyle: values.tabStyle,
          detailLayoutStyle: values.detailLayoutStyle,
          inlineedit: flag(values.inlineedit),
          relatedList: flag(values.relatedList),
          isEnableWaterMark: flag(values.isEnableWaterMark),
          isEnableSubmitApprovalComments: flag(values.isEnableSubmitApprovalComments),
        },
      });
      queryClient.setQueryData(key, answer);
      form.setFieldsValue(valuesOf(answer.setup));
      setSaved(true);
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('setup.entry.userPageSetup')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.pageSetup.intro')}</Typography.Paragraph>
      <Select
        aria-label={t('setup.pageSetup.user')}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 360, marginBottom: 16 }}
        value={page.userId}
        options={page.users.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
        onChange={(id: string) => {
          setSaved(false);
          setUserId(id);
        }}
      />
      <Form<Values> form={form} layout="vertical" disabled={saving} onFinish={(values) => void save(values)}>
        <Form.Item
          name="tabStyle"
          label={t('setup.pageSetup.menu')}
          extra={chosen?.isPartner ? t('setup.pageSetup.partnerMenu') : undefined}
        >
          <Radio.Group>
            <Radio value="0">{t('setup.pageSetup.menuHorizontal')}</Radio>
            <Radio value="1">{t('setup.pageSetup.menuVertical')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="detailLayoutStyle" label={t('setup.pageSetup.recordPage')}>
          <Radio.Group>
            <Radio value="tab">{t('setup.pageSetup.recordTabs')}</Radio>
            <Radio value="flow">{t('setup.pageSetup.recordFlow')}</Radio>
          </Radio.Group>
        </Form.Item>
        {FLAGS.map((flag) => (
          <Form.Item key={flag} name={flag} label={t(`setup.pageSetup.${flag}`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        ))}
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
        {saved && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('setup.pageSetup.saved')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('setup.pageSetup.save')}
        </Button>
      </Form>
    </Card>
  );
}
