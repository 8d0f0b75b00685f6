import { useQuery } from '@tanstack/react-query';
import type { MajorEvent } from '@vela/core';
import { Alert, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMilestones, MILESTONES_QUERY_KEY } from './milestones-api.js';

/** One milestone on the timeline: its date, its type's colour and name, what happened. */
function milestoneItem(event: MajorEvent, extra?: (event: MajorEvent) => ReactNode) {
  return {
    key: event.id,
    color: event.colour,
    children: (
      <article aria-label={`${event.date} ${event.title}`}>
        <Typography.Text strong>{event.date}</Typography.Text>{' '}
        <Tag color={event.colour}>{event.typeName}</Tag>
        <div>{event.title}</div>
        {event.description && <Typography.Text type="secondary">{event.description}</Typography.Text>}
        {extra?.(event)}
      </article>
    ),
  };
}

/** An account's milestones, newest first, as its page shows them (and setup's preview, seePage). */
export function MilestoneTimeline(props: { accountId: string; extra?: (event: MajorEvent) => ReactNode }) {
  const { t } = useTranslation();
  const events = useQuery({
    queryKey: [MILESTONES_QUERY_KEY, 'account', props.accountId],
    queryFn: () => fetchMilestones(props.accountId),
  });
  if (events.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!events.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (events.data.length === 0) return <Empty description={t('setup.milestones.none')} />;
  return (
    <section aria-label={t('setup.milestones.tab')}>
      <Timeline items={events.data.map((event) => milestoneItem(event, props.extra))} />
    </section>
  );
}

/** The account page's Milestones tab (only accounts, prefix 001, have milestones). */
export function useMilestonesTab(
  recordId: string,
): { key: string; label: string; children: ReactNode } | undefined {
  const { t } = useTranslation();
  if (!recordId.startsWith('001')) return undefined;
  return {
    key: 'milestones',
    label: t('setup.milestones.tab'),
    children: <MilestoneTimeline accountId={recordId} />,
  };
}
