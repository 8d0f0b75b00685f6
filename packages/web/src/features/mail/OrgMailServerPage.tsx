import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MailProblem,
  type OrgMailServerInput,
  type OrgMailServerKind,
  orgMailServerInputSchema,
} from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  message,
  Radio,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { SetupFrame } from '../setup/index.js';
import {
  fetchOrgMailServer,
  MAIL_QUERY_KEY,
  type OrgMailServerView,
  saveOrgMailServer,
  sendOrgServerTest,
} from './mail-api.js';
import './mail.css';

const KEY = [MAIL_QUERY_KEY, 'orgServer'];

interface Values {
  kind: OrgMailServerKind;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  username: string;
  password: string;
  fromAddress: string;
}

const EMPTY: Values = {
  kind: 'smtp',
  smtpHost: '',
  smtpPort: 465,
  smtpTls: true,
  username: '',
  password: '',
  fromAddress: '',
};

const valuesOf = (view: OrgMailServerView | null): Values =>
  view
    ? {
        kind: view.kind,
        smtpHost: view.smtpHost,
        smtpPort: view.smtpPort,
        smtpTls: view.smtpTls,
        username: view.username,
        password: '',
        fromAddress: view.fromAddress,
      }
    : EMPTY;

type TestOutcome = { ok: true; to: string } | { ok: false; problem: MailProblem | null; detail: string };

/**
 * Setup, "Outgoing e-mail server" (issue 23): the organisation's SMTP server — host, port, security,
 * user, password (stored encrypted, never shown again), sender address — or the built-in test provider,
 * which keeps messages in its outbox. "Send a test e-mail" tries what the form says before it is saved,
 * and tells a refusal in plain words with the server's own.
 */
export default function OrgMailServerPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.entry.mailServer') }]}>
      <OrgMailServerForm />
    </SetupFrame>
  );
}

function OrgMailServerForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownAddress = useGlobalStore((state) => state.userInfo?.email ?? '');
  const [form] = Form.useForm<Values>();
  const [notices, holder] = message.useMessage();
  const [busy, setBusy] = useState<'save' | 'test'>();
  const [refusal, setRefusal] = useState('');
  const [testTo, setTestTo] = useState(ownAddress);
  const [testError, setTestError] = useState('');
  const [outcome, setOutcome] = useState<TestOutcome>();
  const server = useQuery({ queryKey: KEY, queryFn: fetchOrgMailServer });
  const kind = Form.useWatch('kind', form) ?? 'smtp';
  useEffect(() => {
    if (server.data !== undefined) form.setFieldsValue(valuesOf(server.data));
  }, [server.data, form]);
  useEffect(() => setTestTo((current) => current || ownAddress), [ownAddress]);

  /** The form as core's schema reads it; its refusals go next to their fields. */
  const checked = (): OrgMailServerInput | null => {
    const filled = form.getFieldsValue(true) as Partial<Values>;
    const values = Object.fromEntries(
      (Object.keys(EMPTY) as Array<keyof Values>).map((name) => [name, filled[name] ?? EMPTY[name]]),
    ) as unknown as Values;
    const parsed = orgMailServerInputSchema.safeParse(values);
    form.setFields(
      (Object.keys(EMPTY) as Array<keyof Values>).map((name) => ({ name, errors: [] as string[] })),
    );
    if (parsed.success) return values;
    form.setFields(
      parsed.error.issues.map((issue) => ({
        name: String(issue.path[0] ?? 'smtpHost') as keyof Values,
        errors: [issue.message],
      })),
    );
    return null;
  };

  const save = async () => {
    const input = checked();
    if (!input) return;
    setBusy('save');
    setRefusal('');
    try {
      const saved = await saveOrgMailServer(input);
      queryClient.setQueryData(KEY, saved);
      form.setFieldsValue({ password: '' });
      void notices.success(t('mail.server.saved'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  };

  const test = async () => {
    const input = checked();
    if (!input) return;
    const to = testTo.trim();
    if (!orgMailServerInputSchema.safeParse({ kind: 'test', fromAddress: to }).success) {
      setTestError(t('mail.server.testToBad'));
      return;
    }
    setTestError('');
    setBusy('test');
    setOutcome(undefined);
    try {
      const answer = await sendOrgServerTest(input, to);
      setOutcome(
        answer.ok ? { ok: true, to } : { ok: false, problem: answer.problem, detail: answer.detail },
      );
    } catch (error) {
      setOutcome({
        ok: false,
        problem: null,
        detail: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(undefined);
    }
  };

  if (server.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('setup.entry.mailServer')}
        </Typography.Title>
      }
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('mail.server.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        style={{ maxWidth: 560 }}
        onFinish={() => void save()}
      >
        <Form.Item name="kind" label={t('mail.server.kind')}>
          <Radio.Group>
            <Radio value="smtp">{t('mail.server.kindSmtp')}</Radio>
            <Radio value="test">{t('mail.server.kindTest')}</Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'test' ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('mail.server.testProviderNote')}
            action={<Link to="/noteSms/testOutbox">{t('mail.server.openOutbox')}</Link>}
          />
        ) : (
          <>
            <Space align="start" wrap>
              <Form.Item name="smtpHost" label={t('mail.settings.host')} style={{ minWidth: 300 }}>
                <Input placeholder="smtp.example.com" autoComplete="off" />
              </Form.Item>
              <Form.Item name="smtpPort" label={t('mail.settings.port')}>
                <InputNumber min={1} max={65535} precision={0} />
              </Form.Item>
            </Space>
            <Form.Item name="smtpTls" label={t('mail.settings.tls')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="username" label={t('mail.settings.username')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('mail.server.password')}
              extra={server.data?.hasPassword ? t('mail.settings.passwordKept') : undefined}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="fromAddress" label={t('mail.server.from')} extra={t('mail.server.fromHint')}>
          <Input type="email" placeholder="crm@example.com" />
        </Form.Item>
        {refusal && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('mail.server.notSaved', { reason: refusal })}
          />
        )}
        <Button type="primary" htmlType="submit" loading={busy === 'save'}>
          {t('mail.server.save')}
        </Button>
      </Form>
      <section aria-labelledby="vela-mail-server-test" className="vela-mail-server-test">
        <Typography.Title level={4} id="vela-mail-server-test">
          {t('mail.server.sendTest')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('mail.server.testIntro')}</Typography.Paragraph>
        <Space.Compact style={{ maxWidth: 560, width: '100%' }}>
          <Input
            type="email"
            aria-label={t('mail.server.testTo')}
            placeholder={t('mail.server.testTo')}
            value={testTo}
            status={testError ? 'error' : undefined}
            onChange={(event) => setTestTo(event.target.value)}
            onPressEnter={() => void test()}
          />
          <Button onClick={() => void test()} loading={busy === 'test'}>
            {t('mail.server.sendTest')}
          </Button>
        </Space.Compact>
        {testError && (
          <Typography.Paragraph type="danger" role="alert">
            {testError}
          </Typography.Paragraph>
        )}
        {outcome && (
          <Alert
            role="status"
            style={{ marginTop: 12 }}
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            message={
              outcome.ok
                ? t('mail.server.testSent', { to: outcome.to })
                : t('mail.server.testFailed', {
                    problem: t(`mail.problem.${outcome.problem ?? 'other'}`),
                  })
            }
            description={outcome.ok ? undefined : t('mail.server.serverSaid', { detail: outcome.detail })}
          />
        )}
      </section>
    </Card>
  );
}
