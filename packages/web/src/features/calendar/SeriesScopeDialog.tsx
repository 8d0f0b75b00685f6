import { Modal, Radio, Space, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccurrenceScope } from './calendar-api.js';

type SeriesAction = 'move' | 'delete';

interface Ask {
  /** The event's title, named in the question. */
  name: string;
  action: SeriesAction;
  resolve: (scope: OccurrenceScope | null) => void;
}

/**
 * "This event / This and following events / All events", asked before a
 * repeating event is moved, resized, edited in its record form or deleted (as Google Calendar and
 * Salesforce ask). A radio list, so the arrows choose and Enter confirms.
 * Answers the scope, or null when the person cancels.
 */
export function useSeriesScope(): [
  (name: string, action: SeriesAction) => Promise<OccurrenceScope | null>,
  ReactNode,
] {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const [scope, setScope] = useState<OccurrenceScope>('one');

  const choose = useCallback(
    (name: string, action: SeriesAction) =>
      new Promise<OccurrenceScope | null>((resolve) => {
        setScope('one');
        setAsk({ name, action, resolve });
      }),
    [],
  );
  const close = (answer: OccurrenceScope | null) => {
    ask?.resolve(answer);
    setAsk(null);
  };

  const dialog = ask && (
    <Modal
      open
      title={t(ask.action === 'delete' ? 'calendar.series.deleteTitle' : 'calendar.series.title')}
      okText={t(ask.action === 'delete' ? 'calendar.series.delete' : 'calendar.series.save')}
      okButtonProps={{ danger: ask.action === 'delete' }}
      onOk={() => close(scope)}
      onCancel={() => close(null)}
      destroyOnHidden
    >
      <Space direction="vertical">
        <Typography.Text>{t('calendar.series.which', { name: ask.name })}</Typography.Text>
        <Radio.Group
          value={scope}
          onChange={(event) => setScope(event.target.value as OccurrenceScope)}
          aria-label={t('calendar.series.which', { name: ask.name })}
        >
          <Space direction="vertical">
            <Radio value="one">{t('calendar.series.one')}</Radio>
            <Radio value="following">{t('calendar.series.following')}</Radio>
            <Radio value="all">{t('calendar.series.all')}</Radio>
          </Space>
        </Radio.Group>
      </Space>
    </Modal>
  );
  return [choose, dialog];
}
