import {
  type CalendarItem,
  type CalendarScope,
  EVENT_END_FIELD,
  EVENT_OBJECT_API,
  EVENT_START_FIELD,
  isKnownTimeZone,
  MAX_CALENDAR_WINDOW_DAYS,
  parseDateText,
  parseDateTimeText,
  storedTimeText,
  wallTimeText,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import {
  objectPermissionsFor,
  publicGroupMemberIds,
  publicGroupsOfUser,
  subordinateUserIds,
} from '../access/index.js';
import { activeUsersOfOrg, loadUserInfo, userNames } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';
import { remindersOf, type StoredSeries, seriesEventIds, seriesOf } from './calendar-store.js';
import { invitedEventIds, responsesOf } from './invitees.js';
import { occurrencesBetween } from './recurrence.js';

const DAY = 86_400_000;
/** At most this many items in one window (2,000 events in a month paint in the benchmark's time). */
export const CALENDAR_ITEM_LIMIT = 5_000;

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

/** The caller's zone (their own, else the organisation's); UTC when neither is a known zone. */
export async function zoneOf(context: ModuleContext, userId: string): Promise<string> {
  const info = await loadUserInfo(context.database, userId);
  const zone = info?.timeZone ?? '';
  return isKnownTimeZone(zone) ? zone : 'UTC';
}

export interface CalendarWindow {
  from: string;
  to: string;
  scope: CalendarScope;
  userIds?: string[] | undefined;
  groupId?: string | undefined;
}

/** Whose calendar a scope shows: owner ids, or null for "whatever the caller may read" (never used). */
async function ownersOf(
  context: ModuleContext,
  user: CurrentUser,
  window: CalendarWindow,
): Promise<string[]> {
  if (window.scope === 'mine') return [user.userId];
  if (window.scope === 'team')
    return [user.userId, ...(await subordinateUserIds(context.database, user.orgId, user.userId))];
  if (window.scope === 'users') {
    if (!window.userIds || window.userIds.length === 0) throw badRequest('userIds: choose at least one user');
    return window.userIds;
  }
  if (!window.groupId) throw badRequest('groupId: choose a shared calendar');
  const mine = await publicGroupsOfUser(context.database, user.orgId, user.userId);
  if (!mine.some((group) => group.id === window.groupId))
    throw badRequest('groupId: not a shared calendar of yours');
  return publicGroupMemberIds(context.database, user.orgId, window.groupId);
}

export function parseWindow(from: string, to: string): { start: number; end: number } {
  const start = parseDateTimeText(from);
  const end = parseDateTimeText(to);
  if (start === null) throw badRequest('from: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  if (end === null) throw badRequest('to: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  if (end <= start) throw badRequest('to: the window must end after it starts');
  if (end - start > MAX_CALENDAR_WINDOW_DAYS * DAY)
    throw badRequest(`to: a calendar window covers at most ${MAX_CALENDAR_WINDOW_DAYS} days`);
  return { start, end };
}

interface EventRowsQuery {
  owners: readonly string[];
  start: number;
  end: number;
  /** Leave out the access filter: the feed reads its owner's own events. */
  user: CurrentUser | null;
  /** Also the events this user is invited to (declined ones too, unless left out). */
  invited?: { userId: string; withDeclined: boolean } | undefined;
}

/** Event rows overlapping the window, and every series record of the owners (a series may start earlier). */
export async function eventRows(
  context: ModuleContext,
  event: ObjectModel,
  orgId: string,
  query: EventRowsQuery,
): Promise<{ rows: RecordRow[]; series: Map<string, StoredSeries>; truncated: boolean }> {
  const begin = column(event, EVENT_START_FIELD);
  const finish = column(event, EVENT_END_FIELD);
  const from = new Date(query.start - DAY).toISOString().slice(0, 10);
  const to = new Date(query.end + DAY).toISOString().slice(0, 10);
  const seriesIds = await seriesEventIds(context.database, orgId);
  const base = () => {
    let select = recordsDb(context.database)
      .selectFrom(event.tableName)
      .selectAll()
      .where('is_deleted', '=', 0)
      .where(
        query.invited
          ? sql<boolean>`(ownerid in (${sql.join([...query.owners])}) or id in (${invitedEventIds(query.invited.userId, query.invited.withDeclined)}))`
          : sql<boolean>`ownerid in (${sql.join([...query.owners, ''])})`,
      );
    if (query.user) select = select.where(recordAccessFilter(query.user, event));
    return select;
  };
  const rows = await base()
    .where(sql<boolean>`${sql.ref(begin)} < ${to}`)
    .where(sql<boolean>`${sql.ref(finish)} > ${from}`)
    .orderBy(begin)
    .orderBy('id')
    .limit(CALENDAR_ITEM_LIMIT + 1)
    .execute();
  const truncated = rows.length > CALENDAR_ITEM_LIMIT;
  const byId = new Map(rows.slice(0, CALENDAR_ITEM_LIMIT).map((row) => [text(row.id), row]));
  for (let at = 0; at < seriesIds.length; at += 500) {
    const slice = seriesIds.slice(at, at + 500).filter((id) => !byId.has(id));
    if (slice.length === 0) continue;
    const more = await base()
      .where('id', 'in', slice)
      .where(sql<boolean>`${sql.ref(begin)} < ${to}`)
      .execute();
    for (const row of more) byId.set(text(row.id), row);
  }
  const all = [...byId.values()];
  const series = await seriesOf(
    context.database,
    orgId,
    all.map((row) => text(row.id)).filter((id) => seriesIds.includes(id)),
  );
  return { rows: all, series, truncated };
}

/** The occurrences of a row in the window: itself, or its series' occurrences. */
export function occurrencesOfRow(
  event: ObjectModel,
  row: RecordRow,
  series: StoredSeries | undefined,
  window: { start: number; end: number },
): Array<{ index: number | null; start: number; end: number }> {
  const start = parseDateTimeText(text(row[column(event, EVENT_START_FIELD)]));
  const end = parseDateTimeText(text(row[column(event, EVENT_END_FIELD)]));
  if (start === null || end === null) return [];
  if (!series) return start < window.end && end > window.start ? [{ index: null, start, end }] : [];
  return occurrencesBetween(
    { start, end, rule: series.rule, timeZone: series.timeZone, exceptions: series.exceptions },
    window.start,
    window.end,
  );
}

const wallIso = (instant: number, zone: string) => wallTimeText(instant, zone).replace(' ', 'T');

/** The calendar of a window for a scope, in the caller's zone. */
export async function readCalendar(context: ModuleContext, user: CurrentUser, window: CalendarWindow) {
  const span = parseWindow(window.from, window.to);
  const zone = await zoneOf(context, user.userId);
  const snapshot = await currentMetadata(context.database);
  const event = snapshot.byApi.get(EVENT_OBJECT_API);
  if (!event) throw badRequest('this org has no Event object');
  const task = snapshot.byApi.get('task');
  const owners = [...new Set(await ownersOf(context, user, window))];
  const [{ rows, series, truncated }, editable, permissions] = await Promise.all([
    eventRows(context, event, user.orgId, {
      owners,
      start: span.start,
      end: span.end,
      user,
      // My calendar shows the events I am invited to, marked with my answer.
      invited: window.scope === 'mine' ? { userId: user.userId, withDeclined: true } : undefined,
    }),
    editableIds(context, user, event, owners, span),
    objectPermissionsFor(context.database, user, event.id),
  ]);
  const ids = rows.map((row) => text(row.id));
  const [reminders, responses] = await Promise.all([
    remindersOf(context.database, user.userId, ids),
    responsesOf(context.database, user.userId, ids),
  ]);
  const items: CalendarItem[] = [];
  for (const row of rows) {
    const id = text(row.id);
    const own = series.get(id);
    for (const occurrence of occurrencesOfRow(event, row, own, span)) {
      items.push({
        key: occurrence.index === null || occurrence.index === 0 ? id : `${id}~${occurrence.index}`,
        id,
        kind: 'event',
        title: text(row.name),
        start: storedTimeText(occurrence.start),
        end: storedTimeText(occurrence.end),
        startWall: wallIso(occurrence.start, zone),
        endWall: wallIso(occurrence.end, zone),
        allDay: Number(row[column(event, 'isalldayevent')] ?? 0) === 1,
        ownerId: text(row.ownerid),
        ownerName: '',
        location: text(row[column(event, 'location')]),
        canEdit: editable.has(id),
        lastModified: text(row.lastmodifydate),
        series: own
          ? {
              index: occurrence.index ?? 0,
              firstStart: storedTimeText(
                parseDateTimeText(text(row[column(event, EVENT_START_FIELD)])) ?? occurrence.start,
              ),
              rule: own.rule,
              timeZone: own.timeZone,
            }
          : null,
        reminderMinutes: reminders.get(id) ?? null,
        myResponse: responses.get(id) ?? null,
      });
    }
  }
  if (task) items.push(...(await taskItems(context, user, task, owners, span)));
  const names = await userNames(context.database, [...owners, ...items.map((item) => item.ownerId)]);
  for (const item of items) item.ownerName = names.get(item.ownerId) ?? '';
  items.sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
  const [subordinates, groups, people] = await Promise.all([
    subordinateUserIds(context.database, user.orgId, user.userId),
    publicGroupsOfUser(context.database, user.orgId, user.userId),
    activeUsersOfOrg(context.database, user.orgId, { internalOnly: true }),
  ]);
  const below = new Set(subordinates);
  return {
    timeZone: zone,
    items,
    truncated,
    people: people
      .slice(0, 500)
      .map((person) => ({ id: person.id, name: person.name, subordinate: below.has(person.id) })),
    groups,
    canCreate: permissions.create,
  };
}

async function editableIds(
  context: ModuleContext,
  user: CurrentUser,
  event: ObjectModel,
  owners: readonly string[],
  span: { start: number; end: number },
): Promise<Set<string>> {
  const permissions = await objectPermissionsFor(context.database, user, event.id);
  if (!permissions.edit) return new Set();
  const begin = column(event, EVENT_START_FIELD);
  const to = new Date(span.end + DAY).toISOString().slice(0, 10);
  const rows = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .select('id')
    .where('is_deleted', '=', 0)
    .where('ownerid', 'in', [...owners])
    .where(sql<boolean>`${sql.ref(begin)} < ${to}`)
    .where(recordAccessFilter(user, event, 'edit'))
    .execute();
  return new Set(rows.map((row) => text(row.id)));
}

/** Open tasks with a due date in the window, as all-day items. */
async function taskItems(
  context: ModuleContext,
  user: CurrentUser,
  task: ObjectModel,
  owners: readonly string[],
  span: { start: number; end: number },
): Promise<CalendarItem[]> {
  const due = column(task, 'duedate');
  const from = new Date(span.start - DAY).toISOString().slice(0, 10);
  const to = new Date(span.end + DAY).toISOString().slice(0, 10);
  const rows = await recordsDb(context.database)
    .selectFrom(task.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('ownerid', 'in', [...owners])
    .where(sql<boolean>`${sql.ref(due)} >= ${from}`)
    .where(sql<boolean>`${sql.ref(due)} <= ${to}`)
    .where(recordAccessFilter(user, task))
    .limit(CALENDAR_ITEM_LIMIT)
    .execute();
  const items: CalendarItem[] = [];
  for (const row of rows) {
    const day = parseDateText(text(row[due]));
    if (day === null) continue;
    const dayText = text(row[due]).slice(0, 10);
    const next = new Date(day + DAY).toISOString().slice(0, 10);
    items.push({
      key: text(row.id),
      id: text(row.id),
      kind: 'task',
      title: text(row.name),
      start: `${dayText} 00:00:00`,
      end: `${next} 00:00:00`,
      startWall: `${dayText}T00:00:00`,
      endWall: `${next}T00:00:00`,
      allDay: true,
      ownerId: text(row.ownerid),
      ownerName: '',
      location: text(row[column(task, 'status')]),
      canEdit: false,
      lastModified: text(row.lastmodifydate),
      series: null,
      reminderMinutes: null,
      myResponse: null,
    });
  }
  return items;
}
