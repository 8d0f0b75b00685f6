import { BellOutlined, LinkOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventConflictAnswer } from '@vela/core';
import { Alert, Badge, Button, Card, message, Popover, Segmented, Select, Space, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { recordDetailPath } from '../field-widgets/index.js';
import { EventConflictDialog, openRecordForm } from '../record-form/index.js';
import {
  CALENDAR_KEYS,
  type CalendarItem,
  type CalendarQuery,
  type CalendarScope,
  conflictsOf,
  deleteOccurrence,
  dismissReminder,
  EVENT_OBJECT,
  failureText,
  fetchCalendar,
  fetchReminders,
  moveOccurrence,
  type OccurrenceScope,
  saveEventTimes,
} from './calendar-api.js';
import { monthItems, recordTimesOf } from './calendar-items.js';
import { CALENDAR_LOCALES } from './calendar-locales.js';
import { storedOfWall, wallOfStored, windowOfRange } from './calendar-times.js';
import { FeedDialog } from './FeedDialog.js';
import { OccurrenceDialog } from './OccurrenceDialog.js';
import { QuickCreateDialog, type QuickRange } from './QuickCreateDialog.js';
import { useSeriesScope } from './SeriesScopeDialog.js';
import './calendar.css';

const REMINDER_POLL_MS = 30_000;

interface ConflictAsk {
  record: Record<string, unknown>;
  first: EventConflictAnswer;
  decide: (go: boolean) => void;
}

/**
 * The calendar (`calendarheader`, S1-R-113; issue 22): day, week, month and
 * agenda views of my, my team's, chosen users' or a shared calendar's events
 * and tasks, on the user's own clock. Selecting a range creates an event;
 * dragging and resizing save through the record save pipeline after the
 * overlapping-events check, and a refused change snaps back with its reason.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const [messages, messageHolder] = message.useMessage();
  const [scope, setScope] = useState<CalendarScope>('mine');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [groupId, setGroupId] = useState<string | undefined>();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [quick, setQuick] = useState<QuickRange | null>(null);
  const [conflict, setConflict] = useState<ConflictAsk | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [viewType, setViewType] = useState('timeGridWeek');
  const [opened, setOpened] = useState<CalendarItem | null>(null);
  const [askScope, scopeDialog] = useSeriesScope();
  const calendarRef = useRef<FullCalendar>(null);

  const query: CalendarQuery | null = useMemo(() => {
    if (!range) return null;
    if (scope === 'users' && userIds.length === 0) return null;
    if (scope === 'group' && !groupId) return null;
    return {
      ...range,
      scope,
      ...(scope === 'users' ? { userIds } : {}),
      ...(scope === 'group' && groupId ? { groupId } : {}),
    };
  }, [range, scope, userIds, groupId]);

  const calendar = useQuery({
    queryKey: query ? CALENDAR_KEYS.window(query) : ['calendar', 'idle'],
    queryFn: () => (query ? fetchCalendar(query) : Promise.resolve(null)),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
  const reminders = useQuery({
    queryKey: CALENDAR_KEYS.reminders,
    queryFn: fetchReminders,
    refetchInterval: REMINDER_POLL_MS,
  });
  const data = calendar.data ?? null;
  const zone = data?.timeZone ?? userZone ?? 'UTC';
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEYS.all }),
    [queryClient],
  );

  const events: EventInput[] = useMemo(() => {
    const items = data?.items ?? [];
    const shown = viewType === 'dayGridMonth' ? monthItems(items) : { items, more: [] };
    const inputs: EventInput[] = shown.items.map((item) => ({
      id: item.key,
      title:
        item.kind === 'task'
          ? t('calendar.task', { title: item.title })
          : item.myResponse
            ? t('calendar.invited', {
                title: item.title,
                response: t(`invitees.response.${item.myResponse}`),
              })
            : item.title,
      start: item.allDay ? item.startWall.slice(0, 10) : item.startWall,
      end: item.allDay ? item.endWall.slice(0, 10) : item.endWall,
      allDay: item.allDay,
      editable: item.kind === 'event' && item.canEdit,
      classNames: [
        `vela-calendar__item--${item.kind}`,
        item.series ? 'vela-calendar__item--series' : '',
        item.myResponse ? `vela-calendar__item--invited vela-calendar__item--${item.myResponse}` : '',
      ],
      extendedProps: { item },
    }));
    // A crowded day of the month shows its first events and "+N": 2,000 events are not 2,000 boxes.
    for (const { day, count } of shown.more)
      inputs.push({
        id: `more-${day}`,
        title: `+${count}`,
        start: day,
        allDay: true,
        editable: false,
        classNames: ['vela-calendar__more'],
        extendedProps: { moreOf: day },
      });
    return inputs;
  }, [data, t, viewType]);

  /** Asks about overlapping events (the record form's dialog, S2-K-011/S2-K-012); resolves true to go on. */
  const overlapsAccepted = async (record: Record<string, unknown>): Promise<boolean> => {
    const first = await conflictsOf(record);
    if (first.code !== '400') return true;
    return new Promise<boolean>((resolve) =>
      setConflict({
        record,
        first,
        decide: (go) => {
          setConflict(null);
          resolve(go);
        },
      }),
    );
  };

  const onChangeTimes = async (info: EventDropArg | EventResizeDoneArg) => {
    const item = info.event.extendedProps.item as CalendarItem;
    const start = info.event.start;
    if (!start || item.kind !== 'event') {
      info.revert();
      return;
    }
    const end = info.event.end ?? new Date(start.getTime() + 3_600_000);
    const begintime = storedOfWall(start, zone);
    const endtime = storedOfWall(end, zone);
    let reason: string | null = null;
    try {
      let mode: OccurrenceScope | 'plain' = 'plain';
      if (item.series) {
        const choice = await askScope(item.title, 'move');
        if (!choice) {
          info.revert();
          return;
        }
        mode = choice;
      }
      // A moved occurrence alone, or from it on, becomes a new event: it is checked as one.
      const own = mode === 'one' || mode === 'following' ? {} : { id: item.id };
      if (!(await overlapsAccepted({ ...own, begintime, endtime, ownerid: item.ownerId }))) {
        info.revert();
        return;
      }
      if ((mode === 'one' || mode === 'following') && item.series) {
        const move = { eventId: item.id, index: item.series.index, begintime, endtime };
        reason = await moveOccurrence(move, mode);
      } else {
        // The whole series moves with its event record: the occurrence's shift applies to the record's times.
        const shift =
          Date.parse(`${begintime.replace(' ', 'T')}Z`) - Date.parse(`${item.start.replace(' ', 'T')}Z`);
        const length =
          Date.parse(`${endtime.replace(' ', 'T')}Z`) - Date.parse(`${begintime.replace(' ', 'T')}Z`);
        const record = mode === 'all' ? recordTimesOf(item, shift, length) : { begintime, endtime };
        reason = await saveEventTimes({ id: item.id, ...record, lastModified: item.lastModified });
      }
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (reason === null) {
      void messages.success(t('calendar.moved', { name: item.title }));
    } else {
      info.revert();
      void messages.error({ content: t('calendar.refused', { name: item.title, reason }), duration: 8 });
    }
    void refresh();
  };

  const onSelect = (selection: DateSelectArg) => {
    setQuick({
      begintime: storedOfWall(selection.start, zone),
      endtime: storedOfWall(selection.end, zone),
      allDay: selection.allDay,
    });
    selection.view.calendar.unselect();
  };

  const onOpen = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    const moreOf = click.event.extendedProps.moreOf as string | undefined;
    if (moreOf) {
      click.view.calendar.changeView('timeGridDay', moreOf);
      return;
    }
    const item = click.event.extendedProps.item as CalendarItem;
    // An event opens its dialog (its invitees and answers, a series' choices); a task its record page.
    if (item.kind === 'event') setOpened(item);
    else navigate(recordDetailPath(item.id));
  };

  /** Deletes the opened occurrence, the following ones or the series, as the person chooses. */
  const deleteOpened = async (item: CalendarItem): Promise<OccurrenceScope | null> => {
    const scope = await askScope(item.title, 'delete');
    if (!scope || !item.series) return scope;
    try {
      await deleteOccurrence({ eventId: item.id, index: item.series.index, scope });
      setOpened(null);
      void messages.success(t('calendar.series.deleted', { name: item.title }));
    } catch (error) {
      void messages.error({ content: failureText(error), duration: 8 });
    }
    void refresh();
    return scope;
  };

  const onDates = (dates: DatesSetArg) => {
    setViewType(dates.view.type);
    const next = windowOfRange(dates.start, dates.end);
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  };

  const newEvent = () => {
    // Spec 2 §4: a new event starts at the next full hour and lasts an hour.
    const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const stored = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
    setQuick({ begintime: stored(start), endtime: stored(start + 3_600_000), allDay: false });
  };

  const due = reminders.data ?? [];
  const reminderList = (
    <ul className="vela-calendar__reminders" aria-label={t('calendar.reminders')}>
      {due.length === 0 && (
        <li>
          <Typography.Text type="secondary">—</Typography.Text>
        </li>
      )}
      {due.map((reminder) => (
        <li key={reminder.id} className="vela-calendar__reminder">
          <span>
            {t('calendar.reminderDue', {
              title: reminder.title,
              time: wallOfStored(reminder.startsAt, zone).replace('T', ' ').slice(0, 16),
            })}
          </span>
          <Button
            size="small"
            onClick={() => void dismissReminder(reminder.id).then(() => reminders.refetch())}
          >
            {t('calendar.dismiss')}
          </Button>
        </li>
      ))}
    </ul>
  );

  return (
    <Card className="vela-calendar" variant="borderless">
      {messageHolder}
      <div className="vela-calendar__toolbar">
        <Typography.Title level={4} className="vela-calendar__title">
          {t('calendar.title')}
        </Typography.Title>
        <Space wrap>
          <Segmented<CalendarScope>
            aria-label={t('calendar.scope')}
            value={scope}
            onChange={setScope}
            options={(['mine', 'team', 'users', 'group'] as const).map((value) => ({
              value,
              label: t(`calendar.scope.${value}`),
            }))}
          />
          {scope === 'users' && (
            <Select
              mode="multiple"
              aria-label={t('calendar.chooseUsers')}
              placeholder={t('calendar.chooseUsers')}
              className="vela-calendar__people"
              value={userIds}
              onChange={setUserIds}
              maxCount={20}
              optionFilterProp="label"
              options={(data?.people ?? []).map((person) => ({ value: person.id, label: person.name }))}
            />
          )}
          {scope === 'group' && (
            <Select
              aria-label={t('calendar.chooseGroup')}
              placeholder={t('calendar.chooseGroup')}
              className="vela-calendar__people"
              value={groupId}
              onChange={setGroupId}
              notFoundContent={t('calendar.noGroups')}
              options={(data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
            />
          )}
        </Space>
        <Space wrap className="vela-calendar__actions">
          <Typography.Text type="secondary" data-testid="calendar-zone">
            {t('calendar.zone', { zone })}
          </Typography.Text>
          <Popover content={reminderList} title={t('calendar.reminders')} trigger="click">
            <Badge count={due.length} size="small">
              <Button
                icon={<BellOutlined />}
                aria-label={t('calendar.reminders')}
                title={t('calendar.reminders')}
              />
            </Badge>
          </Popover>
          <Button icon={<LinkOutlined />} onClick={() => setFeedOpen(true)}>
            {t('calendar.feed')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('calendar.refresh')}
          </Button>
          {(data?.canCreate ?? true) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={newEvent}>
              {t('calendar.new')}
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="vela-calendar__hint">
        {t('calendar.hint')}
      </Typography.Paragraph>
      {calendar.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void calendar.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {data?.truncated && <Alert type="warning" showIcon title={t('calendar.truncated')} />}
      <div className="vela-calendar__grid" data-testid="calendar-grid" aria-busy={calendar.isFetching}>
        <FullCalendar
          ref={calendarRef}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView="timeGridWeek"
          timeZone="UTC"
          locales={CALENDAR_LOCALES}
          locale={i18n.language.toLowerCase()}
          firstDay={1}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
          }}
          height="auto"
          scrollTime="08:00:00"
          nowIndicator
          selectable={data?.canCreate ?? true}
          selectMirror
          editable
          eventResizableFromStart={false}
          dayMaxEvents
          events={events}
          datesSet={onDates}
          select={onSelect}
          eventDrop={(info) => void onChangeTimes(info)}
          eventResize={(info) => void onChangeTimes(info)}
          eventClick={onOpen}
          eventContent={renderItem}
        />
      </div>
      {quick && (
        <QuickCreateDialog
          range={quick}
          zone={zone}
          onClose={() => setQuick(null)}
          overlapsAccepted={overlapsAccepted}
          onMore={(values) => {
            setQuick(null);
            openRecordForm({
              objectApi: EVENT_OBJECT,
              mode: 'NEW',
              defaultValues: values,
              onSaved: (saved) => {
                void messages.success(t('calendar.created', { name: saved.name }));
                void refresh();
              },
            });
          }}
          onSaved={(name) => {
            setQuick(null);
            void messages.success(t('calendar.created', { name }));
            void refresh();
          }}
        />
      )}
      {conflict && (
        <EventConflictDialog
          dialog={{
            kind: 'conflict',
            payload: { objectApi: EVENT_OBJECT, data: JSON.stringify([conflict.record]), marketsea: 'false' },
            first: conflict.first,
            decide: conflict.decide,
          }}
        />
      )}
      {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
      {opened && (
        <OccurrenceDialog
          item={opened}
          zone={zone}
          onEdited={(name) => {
            setOpened(null);
            void messages.success(t('calendar.moved', { name }));
            void refresh();
          }}
          onOpen={() => navigate(recordDetailPath(opened.id))}
          onDelete={() => deleteOpened(opened)}
          onClose={() => setOpened(null)}
        />
      )}
      {scopeDialog}
    </Card>
  );
}

function renderItem(content: EventContentArg) {
  // The selection's mirror (a range being selected) is an event without an item.
  const item = content.event.extendedProps.item as CalendarItem | undefined;
  if (content.event.extendedProps.moreOf)
    return <span className="vela-calendar__more-text">{content.event.title}</span>;
  const tip = item ? [item.title, item.location, item.ownerName].filter(Boolean).join(' · ') : undefined;
  return (
    <div className="vela-calendar__item" title={tip}>
      {content.timeText && <span className="vela-calendar__time">{content.timeText}</span>}
      <span className="vela-calendar__subject">{content.event.title}</span>
      {item?.series && (
        <span className="vela-calendar__repeat" aria-hidden="true">
          {' '}
          ⟳
        </span>
      )}
    </div>
  );
}
