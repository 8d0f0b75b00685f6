import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAJOR_EVENT_LIMITS } from '@vela/core';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type NamedRecord, RecordPicker } from '../../lead-conversion/index.js';
import {
  fetchEventTypes,
  fetchMilestones,
  MILESTONES_QUERY_KEY,
  saveMilestone,
} from '../../milestones/index.js';
import { SetupFrame } from '../SetupGuard.js';
import { reasonOf } from '../setup-api.js';
import { MAJOR_EVENTS_PATH, previewPath } from './milestone-paths.js';

interface Values {
  typeId: string;
  date: string;
  title: string;
  description: string;
}

/**
 * setuppage/NewMajorEvents (?accountId= the account, ?id= a milestone to change): a milestone's account,
 * type, date and what happened. Saved, it opens the account's timeline (seePage).
 */
export default function NewMajorEventPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame
      trail={[
        { title: t('setup.milestones.title'), to: MAJOR_EVENTS_PATH },
        { title: t('setup.milestones.newMilestone') },
      ]}
    >
      <MilestoneEditor />
    </SetupFrame>
  );
}

function MilestoneEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const accountParam = params.get('accountId') ?? undefined;
  const [account, setAccount] = useState<NamedRecord>();
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const types = useQuery({ queryKey: [MILESTONES_QUERY_KEY, 'types'], queryFn: fetchEventTypes });
  const events = useQuery({
    queryKey: [MILESTONES_QUERY_KEY, 'account', accountParam],
    queryFn: () => fetchMilestones(accountParam),
    enabled: accountParam !== undefined,
  });
  if (types.isError || events.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!types.data || (accountParam && !events.data)) return <Skeleton active paragraph={{ rows: 6 }} />;
  const existing = id ? events.data?.find((event) => event.id === id) : undefined;
  const chosen =
    account ??
    (accountParam
      ? { id: accountParam, name: existing?.accountName ?? events.data?.[0]?.accountName ?? accountParam }
      : undefined);
  const save = async (values: Values) => {
    setRefusal(undefined);
    if (!chosen) {
      setRefusal(t('setup.milestones.accountRequired'));
      return;
    }
    setSaving(true);
    try {
      await saveMilestone({ ...values, accountId: chosen.id, ...(id ? { id } : {}) });
      await queryClient.invalidateQueries({ queryKey: [MILESTONES_QUERY_KEY] });
      await navigate(previewPath(chosen.id));
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  const choosable = types.data.filter((type) => type.active || type.id === existing?.typeId);
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {existing ? existing.title : t('setup.milestones.newMilestone')}
      </Typography.Title>
      <Form<Values>
        layout="vertical"
        disabled={saving}
        style={{ maxWidth: 560 }}
        initialValues={{
          typeId: existing?.typeId ?? choosable[0]?.id,
          date: existing?.date ?? '',
          title: existing?.title ?? '',
          description: existing?.description ?? '',
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('setup.milestones.account')} required>
          <RecordPicker
            objId="account"
            label={t('setup.milestones.account')}
            value={chosen}
            suggested={[]}
            onChange={setAccount}
          />
        </Form.Item>
        <Form.Item name="typeId" label={t('setup.milestones.type')} rules={[{ required: true }]}>
          <Select
            aria-label={t('setup.milestones.type')}
            options={choosable.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('setup.milestones.date')}
          rules={[{ required: true, message: t('setup.milestones.dateRequired') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('setup.milestones.what')}
          rules={[{ required: true, whitespace: true, message: t('setup.milestones.titleRequired') }]}
        >
          <Input maxLength={MAJOR_EVENT_LIMITS.title} />
        </Form.Item>
        <Form.Item name="description" label={t('setup.milestones.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAJOR_EVENT_LIMITS.description} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('setup.milestones.save')}
        </Button>
      </Form>
    </Card>
  );
}
