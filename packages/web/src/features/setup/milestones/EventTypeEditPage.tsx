import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAJOR_EVENT_COLOURS, MAJOR_EVENT_LIMITS, type MajorEventColour } from '@vela/core';
import { Alert, Button, Card, Form, Input, Radio, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  deleteEventType,
  fetchEventTypes,
  MILESTONES_QUERY_KEY,
  saveEventType,
} from '../../milestones/index.js';
import { SetupFrame } from '../SetupGuard.js';
import { reasonOf } from '../setup-api.js';
import { MAJOR_EVENTS_PATH } from './milestone-paths.js';

interface Values {
  name: string;
  colour: MajorEventColour;
  description: string;
  active: boolean;
}

/** setuppage/importantEvent/edit (?id= an event type, none: a new one): its name, colour, description, active. */
export default function EventTypeEditPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame
      trail={[
        { title: t('setup.milestones.title'), to: MAJOR_EVENTS_PATH },
        { title: t('setup.milestones.typeTitle') },
      ]}
    >
      <EventTypeEditor />
    </SetupFrame>
  );
}

function EventTypeEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const types = useQuery({ queryKey: [MILESTONES_QUERY_KEY, 'types'], queryFn: fetchEventTypes });
  if (types.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!types.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const existing = id ? types.data.find((type) => type.id === id) : undefined;
  if (id && !existing) return <Alert type="warning" showIcon title={t('setup.milestones.typeMissing')} />;
  const initial: Values = existing
    ? {
        name: existing.name,
        colour: existing.colour,
        description: existing.description,
        active: existing.active,
      }
    : { name: '', colour: 'blue', description: '', active: true };
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: [MILESTONES_QUERY_KEY] });
    await navigate(MAJOR_EVENTS_PATH);
  };
  const act = async (work: () => Promise<unknown>) => {
    setRefusal(undefined);
    setSaving(true);
    try {
      await work();
      await done();
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {existing ? existing.name : t('setup.milestones.newType')}
      </Typography.Title>
      <Form<Values>
        layout="vertical"
        initialValues={initial}
        disabled={saving}
        onFinish={(values) => void act(() => saveEventType({ ...values, ...(id ? { id } : {}) }))}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="name"
          label={t('setup.milestones.name')}
          rules={[
            { required: true, whitespace: true, message: t('setup.milestones.nameRequired') },
            { max: MAJOR_EVENT_LIMITS.typeName },
          ]}
        >
          <Input maxLength={MAJOR_EVENT_LIMITS.typeName} />
        </Form.Item>
        <Form.Item name="colour" label={t('setup.milestones.colour')}>
          <Radio.Group>
            {MAJOR_EVENT_COLOURS.map((colour) => (
              <Radio key={colour} value={colour} aria-label={colour}>
                <Tag color={colour}>{colour}</Tag>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="description" label={t('setup.milestones.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAJOR_EVENT_LIMITS.description} />
        </Form.Item>
        <Form.Item name="active" label={t('setup.milestones.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('setup.milestones.save')}
          </Button>
          {existing && existing.eventCount === 0 && (
            <Button danger onClick={() => void act(() => deleteEventType(existing.id))}>
              {t('setup.milestones.delete')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
