import { CalendarOutlined, CheckSquareOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button, message, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldValue } from '../../field-widgets/index.js';
import { RecordMailTimeline } from '../../mail/index.js';
import { RecordFieldsEditor } from '../../record-form/index.js';
import { RecordTextMessages } from '../../sms/index.js';
import { fetchRelatedListRows, RECORD_DETAIL_QUERY_KEY, type RelatedList } from '../record-detail-api.js';
import { COMPOSER_FIELDS } from '../state/activity-draft.js';
import type { DisplayLocale } from '../state/display-value.js';
import { recordPath } from '../state/record-actions.js';
import { type TimelineEntry, timelineEntries } from '../state/related-rows.js';

export type ActivityKind = 'task' | 'event' | 'call';

/** A new activity as the composer starts it: its object and the values it opens with. */
export interface ActivityDraft {
  objectApi: string;
  defaultValues: Record<string, FieldValue>;
}

interface ActivityPanelProps {
  recordId: string;
  /** The Task and Event related lists of the record (its activities). */
  lists: readonly RelatedList[];
  canAdd: boolean;
  locale: DisplayLocale;
  onNew: (kind: ActivityKind) => ActivityDraft;
}

const TIMELINE_ROWS = 20;
const KIND_ICONS: Record<TimelineEntry['kind'], typeof CalendarOutlined> = {
  event: CalendarOutlined,
  task: CheckSquareOutlined,
  call: PhoneOutlined,
};
const SAVED_MESSAGES = {
  event: 'recordDetail.eventSaved',
  task: 'recordDetail.taskSaved',
  call: 'recordDetail.callLogged',
} as const;
const KIND_TITLES = {
  event: 'recordDetail.newEvent',
  task: 'recordDetail.newTask',
  call: 'recordDetail.logCall',
} as const;
const KIND_LABELS = {
  event: 'recordDetail.event',
  task: 'recordDetail.task',
  call: 'recordDetail.logCall',
} as const;

/**
 * The activity side panel: log a call, new task, new event, each composed
 * right here (the page stays), and the record's events and tasks on a timeline.
 */
export function ActivityPanel({ recordId, lists, canAdd, locale, onNew }: ActivityPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [composing, setComposing] = useState<{ kind: ActivityKind; draft: ActivityDraft }>();
  const compose = (kind: ActivityKind) => setComposing({ kind, draft: onNew(kind) });
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
      {messageHolder}
      <h2 id="vela-detail-activity-title">{t('recordDetail.activity')}</h2>
      {canAdd && (
        <Space wrap className="vela-detail-activity__actions">
          <Button
            icon={<PhoneOutlined aria-hidden />}
            aria-pressed={composing?.kind === 'call'}
            onClick={() => compose('call')}
          >
            {t('recordDetail.logCall')}
          </Button>
          <Button
            icon={<CheckSquareOutlined aria-hidden />}
            aria-pressed={composing?.kind === 'task'}
            onClick={() => compose('task')}
          >
            {t('recordDetail.newTask')}
          </Button>
          <Button
            icon={<CalendarOutlined aria-hidden />}
            aria-pressed={composing?.kind === 'event'}
            onClick={() => compose('event')}
          >
            {t('recordDetail.newEvent')}
          </Button>
        </Space>
      )}
      {composing && (
        <section className="vela-detail-composer" aria-label={t(KIND_TITLES[composing.kind])}>
          <RecordFieldsEditor
            key={composing.kind}
            request={{
              objectApi: composing.draft.objectApi,
              mode: 'NEW',
              defaultValues: composing.draft.defaultValues,
            }}
            fields={COMPOSER_FIELDS[composing.kind]}
            variant="compact"
            onSaved={() => {
              void messages.success(t(SAVED_MESSAGES[composing.kind]));
              setComposing(undefined);
              void queryClient.invalidateQueries({ queryKey: [RECORD_DETAIL_QUERY_KEY, recordId] });
            }}
            onCancel={() => setComposing(undefined)}
          />
        </section>
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
      <RecordMailTimeline recordId={recordId} />
      <RecordTextMessages recordId={recordId} />
    </section>
  );
}
