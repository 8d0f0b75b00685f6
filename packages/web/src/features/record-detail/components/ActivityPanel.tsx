import { CalendarOutlined, CheckSquareOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchRelatedListRows, RECORD_DETAIL_QUERY_KEY, type RelatedList } from '../record-detail-api.js';
import type { DisplayLocale } from '../state/display-value.js';
import { recordPath } from '../state/record-actions.js';
import { type TimelineEntry, timelineEntries } from '../state/related-rows.js';

export type ActivityKind = 'task' | 'event' | 'call';

interface ActivityPanelProps {
  recordId: string;
  /** The Task and Event related lists of the record (its activities). */
  lists: readonly RelatedList[];
  canAdd: boolean;
  locale: DisplayLocale;
  onNew: (kind: ActivityKind) => void;
}

const TIMELINE_ROWS = 20;
const KIND_ICONS: Record<TimelineEntry['kind'], typeof CalendarOutlined> = {
  event: CalendarOutlined,
  task: CheckSquareOutlined,
  call: PhoneOutlined,
};
const KIND_LABELS = {
  event: 'recordDetail.event',
  task: 'recordDetail.task',
  call: 'recordDetail.logCall',
} as const;

/** The activity side panel: log a call, new task, new event, and the record's events and tasks on a timeline. */
export function ActivityPanel({ recordId, lists, canAdd, locale, onNew }: ActivityPanelProps) {
  const { t } = useTranslation();
  const withRecords = lists.filter((list) => list.totalCount > 0);
  const rows = useQueries({
    queries: withRecords.map((list) => ({
      queryKey: [
        RECORD_DETAIL_QUERY_KEY,
        recordId,
        'relatedRows',
        list.objectApi,
        list.fieldApi,
        locale.language,
        TIMELINE_ROWS,
      ],
      queryFn: () => fetchRelatedListRows(recordId, list, locale.language, TIMELINE_ROWS),
    })),
  });
  const loading = rows.some((query) => query.isLoading);
  const entries = timelineEntries(
    rows.flatMap((query) => (query.data ? [query.data] : [])),
    locale,
  );
  return (
    <section className="vela-detail-activity" aria-labelledby="vela-detail-activity-title">
      <h2 id="vela-detail-activity-title">{t('recordDetail.activity')}</h2>
      {canAdd && (
        <Space wrap className="vela-detail-activity__actions">
          <Button icon={<PhoneOutlined aria-hidden />} onClick={() => onNew('call')}>
            {t('recordDetail.logCall')}
          </Button>
          <Button icon={<CheckSquareOutlined aria-hidden />} onClick={() => onNew('task')}>
            {t('recordDetail.newTask')}
          </Button>
          <Button icon={<CalendarOutlined aria-hidden />} onClick={() => onNew('event')}>
            {t('recordDetail.newEvent')}
          </Button>
        </Space>
      )}
      <h3 className="vela-detail-activity__subtitle">{t('recordDetail.upcoming')}</h3>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <p className="vela-detail-activity__empty">{t('recordDetail.activityEmpty')}</p>
      ) : (
        <ol className="vela-detail-timeline">
          {entries.map((entry) => {
            const Icon = KIND_ICONS[entry.kind];
            return (
              <li
                key={entry.id}
                className={`vela-detail-timeline__item vela-detail-timeline__item--${entry.kind}`}
              >
                <span className="vela-detail-timeline__icon" aria-hidden>
                  <Icon />
                </span>
                <div className="vela-detail-timeline__body">
                  <Link to={recordPath(entry.id)}>{entry.name || entry.id}</Link>
                  <span className="vela-detail-timeline__meta">
                    {[t(KIND_LABELS[entry.kind]), entry.when, entry.status].filter(Boolean).join(' · ')}
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
