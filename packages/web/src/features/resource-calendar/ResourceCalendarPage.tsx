import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, message, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { useGlobalStore } from '../../state/index.js';
import { movedTimes, planWindow, todayIn, weekDays, weekStartOf } from '../shift-plan/index.js';
import { ResourceCalendarGrid } from './ResourceCalendarGrid.js';
import {
  fetchResourceCalendar,
  moveResourceBar,
  RESOURCE_CALENDAR_KEYS,
  type ResourceBar,
} from './resource-calendar-api.js';
import './resource-calendar.css';

/**
 * The resource calendar (`resoursecalendar/resoursecalendar`, issue 22): a
 * week of service resources with their shifts and their users' events. A
 * dragged bar keeps its wall-clock times on its new day (and, for a shift,
 * its new resource); a refused move goes back with the server's reason.
 */
export default function ResourceCalendarPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zone = useGlobalStore((state) => state.userInfo?.timeZone);
  const [messages, messageHolder] = message.useMessage();
  const today = useMemo(() => todayIn(zone), [zone]);
  const [weekStart, setWeekStart] = useState<Dayjs>(() => weekStartOf(today));
  const range = useMemo(() => planWindow(weekStart, zone), [weekStart, zone]);
  const [moving, setMoving] = useState<string | null>(null);
  const calendar = useQuery({
    queryKey: RESOURCE_CALENDAR_KEYS.window(range),
    queryFn: () => fetchResourceCalendar(range),
    placeholderData: keepPreviousData,
  });
  const days = weekDays(weekStart);

  const onMove = async (bar: ResourceBar, to: { resourceId: string; dayIndex: number }) => {
    const times = movedTimes(bar, to.dayIndex, weekStart, zone);
    if (!times || (times.start === bar.start && to.resourceId === bar.resourceId)) return;
    setMoving(bar.id);
    try {
      await moveResourceBar({ id: bar.id, kind: bar.kind, resourceId: to.resourceId, ...times });
      void messages.success(t('resourceCalendar.moved', { name: bar.name }));
    } catch (error) {
      // A refusal's reason is a sentence to read: it stays longer than a success does.
      void messages.error({
        content: t('resourceCalendar.refused', {
          name: bar.name,
          reason: isApiError(error) ? error.message : String(error),
        }),
        duration: 8,
      });
    } finally {
      setMoving(null);
      await queryClient.invalidateQueries({ queryKey: RESOURCE_CALENDAR_KEYS.all });
    }
  };

  const weekLabel = `${days[0]?.format('LL') ?? ''} – ${days[6]?.format('LL') ?? ''}`;
  return (
    <Card className="vela-resource-calendar" variant="borderless">
      {messageHolder}
      <div className="vela-resource-calendar__toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('resourceCalendar.title')}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('timesheets.previousWeek')}
            title={t('timesheets.previousWeek')}
            onClick={() => setWeekStart((start) => start.subtract(7, 'day'))}
          />
          <Button onClick={() => setWeekStart(weekStartOf(today))}>{t('timesheets.thisWeek')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('timesheets.nextWeek')}
            title={t('timesheets.nextWeek')}
            onClick={() => setWeekStart((start) => start.add(7, 'day'))}
          />
          <Typography.Text strong data-testid="resource-calendar-week">
            {weekLabel}
          </Typography.Text>
          {(calendar.isFetching || moving) && <Spin size="small" />}
        </Space>
        <Space wrap>
          <span className="vela-resource-calendar__legend vela-resource-calendar__bar--shift">
            {t('resourceCalendar.legendShift')}
          </span>
          <span className="vela-resource-calendar__legend vela-resource-calendar__bar--event">
            {t('resourceCalendar.legendEvent')}
          </span>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void calendar.refetch()}
            aria-label={t('common.retry')}
          />
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('resourceCalendar.hint')}</Typography.Paragraph>
      {calendar.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void calendar.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {!calendar.data && calendar.isPending && <Spin />}
      {calendar.data && (
        <ResourceCalendarGrid
          resources={calendar.data.resources}
          bars={calendar.data.bars}
          days={days}
          today={today}
          zone={zone}
          onMove={(bar, to) => void onMove(bar, to)}
        />
      )}
    </Card>
  );
}
