import { LeftOutlined, PlusOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, message, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { openRecordForm } from '../record-form/index.js';
import { openShiftRecord } from './open-shift.js';
import { movedTimes, newShiftTimes, planWindow, todayIn, weekDays, weekStartOf } from './plan-week.js';
import { ShiftPlanGrid } from './ShiftPlanGrid.js';
import type { PlanResource, PlanShift } from './shift-plan-api.js';
import { useShiftPlan } from './useShiftPlan.js';
import './shift-plan.css';

/** The status picklist values the plan knows by name; other values show as the picklist labels them. */
const KNOWN_STATUSES = new Set(['Tentative', 'Confirmed', 'Published']);

/**
 * The shift plan (`commonObjects/views/plan/…`, spec 1 §2.7 "a shift plan
 * tab opens the plan view"): a week of service resources and their shifts.
 */
export default function ShiftPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useGlobalStore((state) => state.userInfo?.timeZone);
  const [messages, messageHolder] = message.useMessage();
  const today = useMemo(() => todayIn(zone), [zone]);
  const [weekStart, setWeekStart] = useState<Dayjs>(() => weekStartOf(today));
  const range = useMemo(() => planWindow(weekStart, zone), [weekStart, zone]);
  const { plan, shown, move, refresh } = useShiftPlan(range);
  const days = weekDays(weekStart);
  const objectApi = shown?.object.objectApi ?? 'Shift';

  const statusLabel = (status: string) => {
    if (KNOWN_STATUSES.has(status)) return t(`shiftPlan.status.${status}` as 'shiftPlan.status.Tentative');
    return shown?.statuses.find((option) => option.value === status)?.label ?? status;
  };

  const create = (resource?: PlanResource, day?: Dayjs) => {
    const times = newShiftTimes(day ?? today, zone);
    openRecordForm({
      objectApi,
      mode: 'NEW',
      defaultValues: {
        starttime: times.start,
        endtime: times.end,
        ...(resource ? { serviceresourceid: resource.id, serviceresourceidccname: resource.name } : {}),
      },
      onSaved: (saved) => {
        void messages.success(t('shiftPlan.created', { name: saved.name }));
        void refresh();
      },
    });
  };

  const onMove = async (shift: PlanShift, to: { resourceId: string; dayIndex: number }) => {
    const times = movedTimes(shift, to.dayIndex, weekStart, zone);
    if (!times) return;
    try {
      const outcome = await move({ id: shift.id, resourceId: to.resourceId, ...times });
      if (outcome.kind === 'moved') void messages.success(t('shiftPlan.moved', { name: outcome.name }));
      if (outcome.kind === 'refused')
        // A refusal's reason is a sentence to read: it stays longer than a success does.
        void messages.error({
          content: t('shiftPlan.refused', {
            name: outcome.name,
            reason: outcome.reason || t('shiftPlan.notSaved'),
          }),
          duration: 8,
        });
    } catch {
      // The request client has said what went wrong; the shift is back in its cell.
    }
  };

  const weekLabel = `${days[0]?.format('LL') ?? ''} – ${days[6]?.format('LL') ?? ''}`;
  return (
    <Card className="vela-shift-plan" variant="borderless">
      {messageHolder}
      <div className="vela-shift-plan__toolbar">
        <Typography.Title level={4} className="vela-shift-plan__title">
          {t('shiftPlan.title')}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('shiftPlan.previousWeek')}
            title={t('shiftPlan.previousWeek')}
            onClick={() => setWeekStart((start) => start.subtract(7, 'day'))}
          />
          <Button onClick={() => setWeekStart(weekStartOf(today))}>{t('shiftPlan.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('shiftPlan.nextWeek')}
            title={t('shiftPlan.nextWeek')}
            onClick={() => setWeekStart((start) => start.add(7, 'day'))}
          />
          <Typography.Text strong data-testid="shift-plan-week">
            {weekLabel}
          </Typography.Text>
          {plan.isFetching && <Spin size="small" />}
        </Space>
        <Space wrap className="vela-shift-plan__actions">
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('shiftPlan.refresh')}
          </Button>
          {shown?.canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => create()}>
              {t('shiftPlan.new')}
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="vela-shift-plan__hint">
        {t('shiftPlan.hint')}
      </Typography.Paragraph>
      {plan.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void plan.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {!shown && plan.isPending && <Spin />}
      {shown && (
        <ShiftPlanGrid
          resources={shown.resources}
          shifts={shown.shifts}
          days={days}
          today={today}
          zone={zone}
          canCreate={shown.canCreate}
          statusLabel={statusLabel}
          onCreate={create}
          onOpen={(shift) => openShiftRecord(navigate, shift)}
          onMove={(shift, to) => void onMove(shift, to)}
        />
      )}
    </Card>
  );
}
