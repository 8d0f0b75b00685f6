import { CalendarOutlined, CheckSquareOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RelatedList } from '../record-detail-api.js';
import { recordPath } from '../state/record-actions.js';
import { ObjectIcon } from './ObjectIcon.js';

export type ActivityKind = 'task' | 'event' | 'call';

interface ActivityPanelProps {
  /** The Task and Event related lists of the record (its activities). */
  lists: readonly RelatedList[];
  canAdd: boolean;
  onNew: (kind: ActivityKind) => void;
}

/** The activity side panel: log a call, new task, new event, and the record's events and tasks. */
export function ActivityPanel({ lists, canAdd, onNew }: ActivityPanelProps) {
  const { t } = useTranslation();
  const items = lists.flatMap((list) =>
    list.dataList.map((row) => ({
      ...row,
      objectApi: list.objectApi,
      kind: list.objectApi.toLowerCase() === 'event' ? 'event' : 'task',
    })),
  );
  return (
    <section className="vela-detail-activity" aria-labelledby="vela-detail-activity-title">
      <h2 id="vela-detail-activity-title">{t('recordDetail.activity')}</h2>
      {canAdd && (
        <Space wrap className="vela-detail-activity__actions">
          <Button icon={<PhoneOutlined />} onClick={() => onNew('call')}>
            {t('recordDetail.logCall')}
          </Button>
          <Button icon={<CheckSquareOutlined />} onClick={() => onNew('task')}>
            {t('recordDetail.newTask')}
          </Button>
          <Button icon={<CalendarOutlined />} onClick={() => onNew('event')}>
            {t('recordDetail.newEvent')}
          </Button>
        </Space>
      )}
      <h3 className="vela-detail-activity__subtitle">{t('recordDetail.upcoming')}</h3>
      {items.length === 0 ? (
        <p className="vela-detail-activity__empty">{t('recordDetail.activityEmpty')}</p>
      ) : (
        <ol className="vela-detail-timeline">
          {items.map((item) => (
            <li key={item.id} className="vela-detail-timeline__item">
              <ObjectIcon objectApi={item.objectApi} size="small" />
              <div>
                <span className="vela-detail-timeline__kind">
                  {t(item.kind === 'event' ? 'recordDetail.event' : 'recordDetail.task')}
                </span>
                <Link to={recordPath(item.id)}>{item.name || item.id}</Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
