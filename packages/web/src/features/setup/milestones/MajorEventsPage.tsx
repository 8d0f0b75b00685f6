import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MajorEvent, MajorEventType } from '@vela/core';
import { Alert, Button, Card, Popconfirm, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  deleteMilestone,
  fetchEventTypes,
  fetchMilestones,
  MILESTONES_QUERY_KEY,
} from '../../milestones/index.js';
import { SetupFrame } from '../SetupGuard.js';
import { reasonOf } from '../setup-api.js';
import { MilestonesStart } from './MilestonesStart.js';
import { editEventTypePath, newMilestonePath, previewPath } from './milestone-paths.js';

/**
 * setuppage/importantEvent (issue 18): the event types (name, colour, in use) and the latest milestones
 * of every account, each with its way to change it. Before the first type: the start page.
 */
export default function MajorEventsPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.milestones.title') }]}>
      <MajorEvents />
    </SetupFrame>
  );
}

function MajorEvents() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const types = useQuery({ queryKey: [MILESTONES_QUERY_KEY, 'types'], queryFn: fetchEventTypes });
  const events = useQuery({ queryKey: [MILESTONES_QUERY_KEY, 'all'], queryFn: () => fetchMilestones() });
  if (types.isError || events.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!types.data || !events.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const remove = async (event: MajorEvent) => {
    setRefusal(undefined);
    try {
      await deleteMilestone(event.id);
      await queryClient.invalidateQueries({ queryKey: [MILESTONES_QUERY_KEY] });
    } catch (failure) {
      setRefusal(reasonOf(failure));
    }
  };
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('setup.milestones.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.milestones.intro')}</Typography.Paragraph>
      {types.data.length === 0 ? (
        <MilestonesStart />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Link to={editEventTypePath()}>{t('setup.milestones.newType')}</Link>
            <Link to={newMilestonePath()}>{t('setup.milestones.newMilestone')}</Link>
            <Link to={previewPath()}>{t('setup.milestones.preview')}</Link>
          </Space>
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
          <Typography.Title level={3}>{t('setup.milestones.types')}</Typography.Title>
          <Table<MajorEventType>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={types.data}
            columns={[
              {
                key: 'name',
                title: t('setup.milestones.name'),
                render: (_, type) => <Tag color={type.colour}>{type.name}</Tag>,
              },
              { key: 'description', title: t('setup.milestones.description'), dataIndex: 'description' },
              {
                key: 'active',
                title: t('setup.milestones.status'),
                render: (_, type) => t(type.active ? 'setup.milestones.active' : 'setup.milestones.inactive'),
              },
              { key: 'count', title: t('setup.milestones.count'), dataIndex: 'eventCount' },
              {
                key: 'edit',
                title: t('setup.milestones.actions'),
                render: (_, type) => (
                  <Link
                    to={editEventTypePath(type.id)}
                    aria-label={`${t('setup.milestones.edit')}: ${type.name}`}
                  >
                    {t('setup.milestones.edit')}
                  </Link>
                ),
              },
            ]}
          />
          <Typography.Title level={3}>{t('setup.milestones.latest')}</Typography.Title>
          <Table<MajorEvent>
            size="small"
            rowKey="id"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={events.data}
            locale={{ emptyText: t('setup.milestones.noneYet') }}
            columns={[
              { key: 'date', title: t('setup.milestones.date'), dataIndex: 'date' },
              {
                key: 'account',
                title: t('setup.milestones.account'),
                render: (_, event) => <Link to={previewPath(event.accountId)}>{event.accountName}</Link>,
              },
              {
                key: 'type',
                title: t('setup.milestones.type'),
                render: (_, event) => <Tag color={event.colour}>{event.typeName}</Tag>,
              },
              { key: 'title', title: t('setup.milestones.what'), dataIndex: 'title' },
              {
                key: 'actions',
                title: t('setup.milestones.actions'),
                render: (_, event) => (
                  <Space>
                    <Link
                      to={newMilestonePath({ id: event.id, accountId: event.accountId })}
                      aria-label={`${t('setup.milestones.edit')}: ${event.title}`}
                    >
                      {t('setup.milestones.edit')}
                    </Link>
                    <Popconfirm
                      title={t('setup.milestones.deleteConfirm', { title: event.title })}
                      okText={t('setup.milestones.delete')}
                      cancelText={t('setup.gdpr.cancel')}
                      onConfirm={() => void remove(event)}
                    >
                      <Button
                        size="small"
                        danger
                        aria-label={`${t('setup.milestones.delete')}: ${event.title}`}
                      >
                        {t('setup.milestones.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
