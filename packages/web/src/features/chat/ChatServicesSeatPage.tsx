import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_PARTNER_RULES, type ChatServicesSeat } from '@vela/core';
import { Alert, Button, Card, Form, message, Radio, Skeleton, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { SetupFrame } from '../setup/index.js';
import { CHAT_QUERY_KEY, loadServicesSeat, saveServicesSeat } from './chat-api.js';

const KEY = [CHAT_QUERY_KEY, 'servicesSeat'] as const;

/**
 * setuppage/chat/servicesSeat (issue 24, S1-R-175): whether the organisation's people may chat, and
 * who its partner users may chat with. The server keeps it, answers getSetupInfo from it and holds
 * every chat call to it; each save is in the setup audit trail.
 */
export default function ChatServicesSeatPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('chat.seat.title') }]}>
      <ServicesSeatForm />
    </SetupFrame>
  );
}

export function ServicesSeatForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChatServicesSeat>();
  const [messages, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const setup = useQuery({ queryKey: KEY, queryFn: loadServicesSeat });
  useEffect(() => {
    if (setup.data) form.setFieldsValue(setup.data);
  }, [setup.data, form]);

  const save = async (values: ChatServicesSeat) => {
    setSaving(true);
    setRefusal('');
    try {
      const saved = await saveServicesSeat({ enabled: values.enabled, partners: values.partners });
      queryClient.setQueryData(KEY, saved);
      void messages.success(t('chat.seat.saved'));
    } catch (error) {
      setRefusal(t('chat.seat.failed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setSaving(false);
    }
  };

  if (setup.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={() => void setup.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <Card title={t('chat.seat.title')}>
      {holder}
      {setup.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="enabled" label={t('chat.seat.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="partners" label={t('chat.seat.partners')}>
            <Radio.Group>
              <Space orientation="vertical">
                {CHAT_PARTNER_RULES.map((rule) => (
                  <Radio key={rule} value={rule}>
                    {t(`chat.seat.partners.${rule}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('chat.seat.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
