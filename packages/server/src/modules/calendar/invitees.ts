import {
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  holdsTime,
  INVITEE_RESPONSES,
  type InviteeAnswer,
  type InviteeKind,
  type InviteeResponse,
  type InviteesAnswer,
  parseDateTimeText,
} from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { setInviteeShares } from '../access/index.js';
import { activeUsersOfOrg, userNames } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';
import { eventObject } from './calendar-actions.js';
import { type InviteeRef, queueInvitationMails, tellOrganiser } from './invitation-mail.js';
import { eventRows, occurrencesOfRow } from './read-calendar.js';

/**
 * Invitees (issue 22): people, contacts and leads invited to an event, each
 * with an answer. The organiser (or whoever may edit the event) sets the list;
 * an invited user reads the event through a share of the access module, sees
 * it on their own calendar and answers. Free/busy is a warning: a user busy
 * then is invited all the same, and the organiser sees who is.
 */

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;
const responseOf = (value: string): InviteeResponse =>
  (INVITEE_RESPONSES as readonly string[]).includes(value) ? (value as InviteeResponse) : 'none';

/** The ids of the events a user is invited to, as a sub-select (for the calendar's and free/busy's reads). */
export function invitedEventIds(userId: string, withDeclined: boolean): RawBuilder<string> {
  const declined = withDeclined ? sql`` : sql` and ci.response <> 'declined'`;
  return sql<string>`select ci.event_id from calendar_invitee ci where ci.kind = 'user' and ci.ref_id = ${userId}${declined}`;
}

/** The user's answers to these events' invitations, by event id. */
export async function responsesOf(
  database: DatabaseHandle,
  userId: string,
  eventIds: readonly string[],
): Promise<Map<string, InviteeResponse>> {
  const found = new Map<string, InviteeResponse>();
  for (let at = 0; at < eventIds.length; at += 500) {
    const slice = eventIds.slice(at, at + 500);
    if (slice.length === 0) break;
    const rows = await database.db
      .selectFrom('calendar_invitee')
      .select(['event_id', 'response'])
      .where('kind', '=', 'user')
      .where('ref_id', '=', userId)
      .where('event_id', 'in', slice)
      .execute();
    for (const row of rows) found.set(row.event_id, responseOf(row.response));
  }
  return found;
}

/** An event the caller may read (not deleted), or not found. */
export async function readableEvent(
  context: ModuleContext,
  user: CurrentUser,
  event: ObjectModel,
  eventId: string,
) {
  const row = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .selectAll()
    .where('id', '=', eventId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, event))
    .executeTakeFirst();
  if (!row) throw notFound('eventId: the event');
  return row;
}

async function mayEdit(context: ModuleContext, user: CurrentUser, event: ObjectModel, eventId: string) {
  const row = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .select('id')
    .where('id', '=', eventId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, event, 'edit'))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The users among `userIds` with another event (owned, or invited and not
 * declined) overlapping the event's own time. Only the first occurrence of a
 * series is checked: a meeting's invitees are asked about the meeting they
 * see, and a two-year series would warn of every clash on the way.
 */
async function busyUsers(
  context: ModuleContext,
  orgId: string,
  event: ObjectModel,
  row: RecordRow,
  userIds: readonly string[],
): Promise<Set<string>> {
  const busy = new Set<string>();
  const start = parseDateTimeText(text(row[column(event, EVENT_START_FIELD)]));
  const end = parseDateTimeText(text(row[column(event, EVENT_END_FIELD)]));
  if (start === null || end === null || end <= start) return busy;
  for (const userId of userIds) {
    const { rows, series } = await eventRows(context, event, orgId, {
      owners: [userId],
      start,
      end,
      user: null,
      invited: { userId, withDeclined: false },
    });
    const clash = rows.some(
      (other) =>
        text(other.id) !== text(row.id) &&
        occurrencesOfRow(event, other, series.get(text(other.id)), { start, end }).length > 0,
    );
    if (clash) busy.add(userId);
  }
  return busy;
}

/** The event's invitees as the caller sees them. */
async function answerFor(
  context: ModuleContext,
  user: CurrentUser,
  event: ObjectModel,
  row: RecordRow,
): Promise<InviteesAnswer> {
  const eventId = text(row.id);
  const stored = await context.database.db
    .selectFrom('calendar_invitee')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('invited_at')
    .orderBy('name')
    .execute();
  const userIds = stored.filter((invitee) => invitee.kind === 'user').map((invitee) => invitee.ref_id);
  const organiserId = text(row.ownerid);
  const [names, busy, canManage] = await Promise.all([
    userNames(context.database, [organiserId, ...userIds]),
    busyUsers(
      context,
      user.orgId,
      event,
      row,
      stored
        .filter((invitee) => invitee.kind === 'user' && holdsTime(responseOf(invitee.response)))
        .map((invitee) => invitee.ref_id),
    ),
    mayEdit(context, user, event, eventId),
  ]);
  const mine = stored.find((invitee) => invitee.kind === 'user' && invitee.ref_id === user.userId);
  return {
    eventId,
    organiserId,
    organiserName: names.get(organiserId) ?? '',
    canManage,
    myResponse: mine ? responseOf(mine.response) : null,
    invitees: stored.map((invitee) => ({
      kind: invitee.kind as InviteeKind,
      id: invitee.ref_id,
      name: invitee.kind === 'user' ? (names.get(invitee.ref_id) ?? invitee.name) : invitee.name,
      response: responseOf(invitee.response),
      busy: busy.has(invitee.ref_id),
    })),
  };
}

export async function readInvitees(
  context: ModuleContext,
  user: CurrentUser,
  eventId: string,
): Promise<InviteesAnswer> {
  const event = await eventObject(context);
  return answerFor(context, user, event, await readableEvent(context, user, event, eventId));
}

/** The names of the contacts or leads among `ids` the caller may read; refused naming the first that is not. */
async function readableNames(
  context: ModuleContext,
  user: CurrentUser,
  kind: 'contact' | 'lead',
  ids: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const object = (await currentMetadata(context.database)).byApi.get(kind);
  if (!object) throw badRequest(`invitees: this organisation has no ${kind} object`);
  const rows = await recordsDb(context.database)
    .selectFrom(object.tableName)
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, object))
    .execute();
  for (const row of rows) names.set(text(row.id), text(row.name));
  const missing = ids.find((id) => !names.has(id));
  if (missing) throw badRequest(`invitees: no ${kind} "${missing}" you may read`);
  return names;
}

/**
 * Replaces the invitee list of an event the caller may edit. Invitees kept
 * keep their answers; a new one starts with none. Users must be active
 * internal users of the organisation, contacts and leads readable by the caller.
 */
export async function saveInvitees(
  context: ModuleContext,
  user: CurrentUser,
  input: { eventId: string; invitees: Array<{ kind: InviteeKind; id: string }> },
): Promise<InviteesAnswer> {
  const event = await eventObject(context);
  const row = await readableEvent(context, user, event, input.eventId);
  if (!(await mayEdit(context, user, event, input.eventId)))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'eventId: only the organiser or who may edit the event changes its invitees',
    );
  const wanted = new Map(input.invitees.map((invitee) => [`${invitee.kind}:${invitee.id}`, invitee]));
  const idsOf = (kind: InviteeKind) =>
    [...wanted.values()].filter((invitee) => invitee.kind === kind).map((invitee) => invitee.id);
  const userIds = idsOf('user');
  if (userIds.includes(text(row.ownerid)))
    throw badRequest('invitees: the organiser is not invited to their own event');
  const people = await activeUsersOfOrg(context.database, user.orgId, { ids: userIds, internalOnly: true });
  const missingUser = userIds.find((id) => !people.some((person) => person.id === id));
  if (missingUser) throw badRequest(`invitees: "${missingUser}" is not an active user of this organisation`);
  const [contacts, leads] = await Promise.all([
    readableNames(context, user, 'contact', idsOf('contact')),
    readableNames(context, user, 'lead', idsOf('lead')),
  ]);
  const nameOf = (kind: InviteeKind, id: string) =>
    kind === 'user'
      ? (people.find((person) => person.id === id)?.name ?? '')
      : ((kind === 'contact' ? contacts : leads).get(id) ?? '');
  const now = context.now().toISOString();
  const changed = await context.database.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('calendar_invitee')
      .select(['kind', 'ref_id', 'name', 'response'])
      .where('event_id', '=', input.eventId)
      .execute();
    const gone = stored.filter((invitee) => !wanted.has(`${invitee.kind}:${invitee.ref_id}`));
    for (const invitee of gone)
      await trx
        .deleteFrom('calendar_invitee')
        .where('event_id', '=', input.eventId)
        .where('kind', '=', invitee.kind)
        .where('ref_id', '=', invitee.ref_id)
        .execute();
    const kept = new Set(stored.map((invitee) => `${invitee.kind}:${invitee.ref_id}`));
    const added = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, invitee]) => invitee);
    if (added.length > 0)
      await trx
        .insertInto('calendar_invitee')
        .values(
          added.map((invitee) => ({
            event_id: input.eventId,
            org_id: user.orgId,
            kind: invitee.kind,
            ref_id: invitee.id,
            name: nameOf(invitee.kind, invitee.id),
            response: 'none',
            responded_at: null,
            invited_at: now,
          })),
        )
        .execute();
    const invited: InviteeRef[] = added.map((invitee) => ({
      kind: invitee.kind,
      ref_id: invitee.id,
      name: nameOf(invitee.kind, invitee.id),
      response: 'none',
    }));
    return { invited, gone };
  });
  await setInviteeShares(context.database, event.id, input.eventId, userIds, context.now());
  // The uninvited are told first: their cancellation lists only themselves.
  if (changed.gone.length > 0) await queueInvitationMails(context, input.eventId, 'cancelled', changed.gone);
  if (changed.invited.length > 0)
    await queueInvitationMails(context, input.eventId, 'invited', changed.invited);
  return answerFor(context, user, event, row);
}

/** The caller answers their invitation; refused when they are not invited (or the event is gone). */
export async function respondToInvitation(
  context: ModuleContext,
  user: CurrentUser,
  input: { eventId: string; response: InviteeAnswer },
): Promise<InviteesAnswer> {
  const event = await eventObject(context);
  const row = await readableEvent(context, user, event, input.eventId);
  const result = await context.database.db
    .updateTable('calendar_invitee')
    .set({ response: input.response, responded_at: context.now().toISOString() })
    .where('event_id', '=', input.eventId)
    .where('kind', '=', 'user')
    .where('ref_id', '=', user.userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('eventId: an invitation of yours to this event');
  const [name] = (await userNames(context.database, [user.userId])).values();
  await tellOrganiser(context, row, { userId: user.userId, name: name ?? '' }, input.response);
  return answerFor(context, user, event, row);
}

const SEARCH_LIMIT = 10;

/** People, contacts and leads to invite whose name contains the keyword; partners are offered no staff list. */
export async function searchInvitees(
  context: ModuleContext,
  user: CurrentUser,
  keyword: string,
): Promise<Array<{ kind: InviteeKind; id: string; name: string }>> {
  const found: Array<{ kind: InviteeKind; id: string; name: string }> = [];
  if (!user.isPartner) {
    const people = await activeUsersOfOrg(context.database, user.orgId, {
      internalOnly: true,
      nameContains: keyword,
    });
    for (const person of people.slice(0, SEARCH_LIMIT))
      found.push({ kind: 'user', id: person.id, name: person.name });
  }
  const snapshot = await currentMetadata(context.database);
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  for (const kind of ['contact', 'lead'] as const) {
    const object = snapshot.byApi.get(kind);
    if (!object) continue;
    const rows = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where('is_deleted', '=', 0)
      .where(sql<boolean>`lower(name) like ${pattern} escape '\\'`)
      .where(recordAccessFilter(user, object))
      .orderBy('name')
      .limit(SEARCH_LIMIT)
      .execute();
    for (const row of rows) found.push({ kind, id: text(row.id), name: text(row.name) });
  }
  return found;
}

/**
 * A series cut ("this and following", or one occurrence on its own) becomes a
 * new event: it keeps the invitees, their answers and their right to read it.
 */
export async function copyInvitees(context: ModuleContext, fromId: string, toId: string): Promise<void> {
  const stored = await context.database.db
    .selectFrom('calendar_invitee')
    .selectAll()
    .where('event_id', '=', fromId)
    .execute();
  if (stored.length === 0) return;
  await context.database.db
    .insertInto('calendar_invitee')
    .values(stored.map((invitee) => ({ ...invitee, event_id: toId })))
    .execute();
  const event = await eventObject(context);
  await setInviteeShares(
    context.database,
    event.id,
    toId,
    stored.filter((invitee) => invitee.kind === 'user').map((invitee) => invitee.ref_id),
    context.now(),
  );
}
