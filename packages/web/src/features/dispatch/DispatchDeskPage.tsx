import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, message, Segmented, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/index.js';
import { useGlobalStore } from '../../state/index.js';
import { storedTimeOf } from '../field-widgets/index.js';
import { todayIn, weekStartOf } from '../shift-plan/index.js';
import { DeskTimeline } from './DeskTimeline.js';
import { type DeskView, hourChoices, parseSlotKey, viewDays, wallOf } from './desk-timeline.js';
import {
  assignWorkOrder,
  type DeskBar,
  DISPATCH_KEYS,
  fetchDispatchDesk,
  unassignWorkOrder,
  type WorkOrderCard,
} from './dispatch-api.js';
import { SelectedWorkOrder } from './SelectedWorkOrder.js';
import { type DeskFilters, WaitingList } from './WaitingList.js';
import './dispatch.css';

/**
 * The dispatch desk (`DispatchDesk`, `dispatchingUnits`, `console-dispatchingUnits`; issue 22): work
 * orders waiting on the left, resources × the hours of a day or a week on the right. A work order
 * dropped on a resource's hour is assigned there through the server's save pipeline; a refusal leaves
 * it where it was and says why.
 */
export default function DispatchDeskPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const zone = useGlobalStore((state) => state.userInfo?.timeZone);
  const [messages, messageHolder] = message.useMessage();
  const today = useMemo(() => todayIn(zone), [zone]);
  const [view, setView] = useState<DeskView>('day');
  const [first, setFirst] = useState<Dayjs>(() => today.startOf('day'));
  const [filters, setFilters] = useState<DeskFilters>({ search: '' });
  const [selected, setSelected] = useState<WorkOrderCard | null>(null);
  const [busy, setBusy] = useState(false);
  const days = viewDays(first, view);
  const request = {
    from: first.format('YYYY-MM-DD'),
    days: days.length,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.territoryId ? { territoryId: filters.territoryId } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.skill ? { skill: filters.skill } : {}),
  };
  const desk = useQuery({
    queryKey: DISPATCH_KEYS.desk(request),
    queryFn: () => fetchDispatchDesk(request),
    placeholderData: keepPreviousData,
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );

  const cardOf = (id: string): WorkOrderCard | null => {
    const waiting = desk.data?.waiting.find((card) => card.id === id);
    if (waiting) return waiting;
    const bar = desk.data?.bars.find((item) => item.kind === 'workOrder' && item.id === id);
    return bar ? barCard(bar) : null;
  };
  const assign = async (card: WorkOrderCard, resourceId: string, start: string) => {
    const resource = desk.data?.resources.find((item) => item.id === resourceId)?.name ?? '';
    setBusy(true);
    try {
      const saved = await assignWorkOrder({ workOrderId: card.id, resourceId, start });
      void messages.success(t('dispatch.assigned', { name: card.name, resource }));
      setSelected(saved);
    } catch (error) {
      void messages.error({
        content: t('dispatch.refused', {
          name: card.name,
          reason: isApiError(error) ? error.message : String(error),
        }),
        duration: 8,
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: DISPATCH_KEYS.all });
    }
  };
  const unassign = async (card: WorkOrderCard) => {
    setBusy(true);
    try {
      const saved = await unassignWorkOrder(card.id);
      void messages.success(t('dispatch.unassigned', { name: card.name }));
      setSelected(saved);
    } catch (error) {
      void messages.error({ content: isApiError(error) ? error.message : String(error), duration: 8 });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: DISPATCH_KEYS.all });
    }
  };
  const onDragEnd = (event: DragEndEvent) => {
    const id = String(event.active.id).replace(/^wo\|/, '');
    const target = event.over ? parseSlotKey(String(event.over.id)) : null;
    const card = cardOf(id);
    if (!card || !target) return;
    void assign(card, target.resourceId, storedTimeOf(wallOf(target.wall), zone));
  };
  const step = view === 'day' ? 1 : 7;
  const title = pathname.toLowerCase().endsWith('/dispatchdesk')
    ? t('dispatch.deskTitle')
    : t('dispatch.title');
  return (
    <Card className="vela-dispatch" variant="borderless">
      {messageHolder}
      <div className="vela-dispatch__toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          <Segmented
            aria-label={t('dispatch.view')}
            value={view}
            onChange={(value) => {
              setView(value as DeskView);
              if (value === 'week') setFirst(weekStartOf(first));
            }}
            options={[
              { value: 'day', label: t('dispatch.day') },
              { value: 'week', label: t('dispatch.week') },
            ]}
          />
          <Button
            icon={<LeftOutlined />}
            aria-label={t('dispatch.previous')}
            title={t('dispatch.previous')}
            onClick={() => setFirst((day) => day.subtract(step, 'day'))}
          />
          <Button onClick={() => setFirst(view === 'day' ? today.startOf('day') : weekStartOf(today))}>
            {t('dispatch.today')}
          </Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('dispatch.next')}
            title={t('dispatch.next')}
            onClick={() => setFirst((day) => day.add(step, 'day'))}
          />
          <Typography.Text strong data-testid="dispatch-range">
            {view === 'day'
              ? first.format('dddd LL')
              : `${days[0]?.format('LL') ?? ''} – ${days.at(-1)?.format('LL') ?? ''}`}
          </Typography.Text>
          {(desk.isFetching || busy) && <Spin size="small" />}
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('dispatch.hint')}</Typography.Paragraph>
      {desk.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void desk.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <DndContext sensors={sensors} collisionDetection={slotUnderPointer} onDragEnd={onDragEnd}>
        <div className="vela-dispatch__layout">
          <WaitingList
            desk={desk.data}
            filters={filters}
            onFilters={setFilters}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
          <div className="vela-dispatch__main">
            {!desk.data && desk.isPending ? (
              <Spin />
            ) : (
              <DeskTimeline
                resources={desk.data?.resources ?? []}
                bars={desk.data?.bars ?? []}
                days={days}
                view={view}
                zone={zone}
                selectedId={selected?.id ?? null}
                onSelectBar={(bar) => setSelected(barCard(bar))}
              />
            )}
          </div>
          <SelectedWorkOrder
            card={selected}
            resources={desk.data?.resources ?? []}
            from={request.from}
            hours={hourChoices(days)}
            zone={zone}
            busy={busy}
            onAssign={(card, resourceId, start) => void assign(card, resourceId, start)}
            onUnassign={(card) => void unassign(card)}
          />
        </div>
      </DndContext>
    </Card>
  );
}

/**
 * The slot under the pointer (a card is wider than a slot: the largest overlap would pick a slot left of
 * the hand); the keyboard, which has no pointer, takes the slot nearest the carried card.
 */
const slotUnderPointer: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCenter(args);
};

/** An assigned work order's bar as the panel shows it. */
function barCard(bar: DeskBar): WorkOrderCard {
  return {
    id: bar.id,
    name: bar.name,
    status: '',
    priority: '',
    territoryId: '',
    territoryName: '',
    skills: [],
    durationHours: 0,
    resourceId: bar.resourceId,
    start: bar.start,
    end: bar.end,
    canEdit: bar.canEdit,
  };
}
