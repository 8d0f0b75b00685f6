import {
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  type InvitationMailKind,
  type InviteeAnswer,
  type InviteeKind,
  type InviteeResponse,
  instantOfWall,
  invitationAnswerText,
  invitationMailText,
  invitationTime,
  isKnownTimeZone,
  parseDateTimeText,
  storedTimeText,
  wallClockOf,
} from '@vela/core';
import { notifyPeople } from '../approvals/index.js';
import { loadUserInfo } from '../auth/index.js';
import { sendSystemNotice } from '../mail/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordsDb } from '../records/index.js';
import { seriesOf } from './calendar-store.js';
import { type IcsRepeat, type InvitationIcs, invitationIcs } from './invitation-ics.js';
import { expandSeries } from './recurrence.js';

type IcsOccurrence = NonNullable<InvitationIcs['occurrence']>;

/**
 * Invitation e-mails (issue 22): each invitee with an address gets one in
 * their language (a contact or lead: the organiser's) with the time in their
 * zone and the invitation as an .ics, when invited, when the event's time
 * changes and when they are uninvited or the event is deleted. Each e-mail is
 * a job of the job runner, so a save never waits for the outgoing server and
 * one that is down is tried again.
 */

export const INVITATION_MAIL_JOB = 'calendar.invitationMail';
const MAIL_ATTEMPTS = 3;

interface InvitationMailPayload {
  orgId: string;
  to: string;
  subject: string;
  text: string;
  method: 'REQUEST' | 'CANCEL';
  ics: string;
}

export function registerInvitationMail(context: ModuleContext): void {
  context.jobs.registerJobHandler<InvitationMailPayload>(
    INVITATION_MAIL_JOB,
    async ({ payload }) =>
      sendSystemNotice(context, {
        orgId: payload.orgId,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        attachment: {
          filename: payload.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
          content: payload.ics,
          contentType: `text/calendar; charset=utf-8; method=${payload.method}`,
        },
      }),
    { maxAttempts: MAIL_ATTEMPTS },
  );
}

/** An invitee as stored (calendar_invitee). */
export interface InviteeRef {
  kind: string;
  ref_id: string;
  name: string;
  response: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;
const knownZone = (zone: string | undefined) => (zone && isKnownTimeZone(zone) ? zone : 'UTC');

export interface Recipient {
  email: string;
  name: string;
  language: string;
  zone: string;
  response: InviteeResponse;
}

/** The invitees' addresses, languages and zones; a contact or lead reads in the organiser's. */
export async function recipientsOf(
  context: ModuleContext,
  invitees: readonly InviteeRef[],
  organiser: { language: string; zone: string },
): Promise<Recipient[]> {
  const snapshot = await currentMetadata(context.database);
  const found: Recipient[] = [];
  for (const invitee of invitees) {
    const response = invitee.response as InviteeResponse;
    if (invitee.kind === 'user') {
      const info = await loadUserInfo(context.database, invitee.ref_id);
      if (info?.email)
        found.push({
          email: info.email,
          name: info.userName,
          language: info.language,
          zone: knownZone(info.timeZone),
          response,
        });
      continue;
    }
    const object = snapshot.byApi.get(invitee.kind as Exclude<InviteeKind, 'user'>);
    if (!object) continue;
    const row = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .selectAll()
      .where('id', '=', invitee.ref_id)
      .executeTakeFirst();
    const email = text(row?.[column(object, 'email')]);
    if (email)
      found.push({ email, name: invitee.name, language: organiser.language, zone: organiser.zone, response });
  }
  return found;
}

/** The event's record, in the recycle bin too (a deleted event's cancellations still name it). */
async function eventRecord(context: ModuleContext, event: ObjectModel, eventId: string) {
  return recordsDb(context.database)
    .selectFrom(event.tableName)
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
}

interface InvitationLink {
  seriesId: string;
  /** The occurrence's original start, epoch ms. */
  recurrenceId: number;
}

/**
 * The invitation's SEQUENCE: 0 for a first invitation, one more whenever
 * the times or the rule the invitees last got differ from the event's.
 */
async function sequenceOf(
  context: ModuleContext,
  orgId: string,
  eventId: string,
  times: [string, string],
  rule: string,
) {
  const stored = await context.database.db
    .selectFrom('calendar_invitation')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!stored) {
    await context.database.db
      .insertInto('calendar_invitation')
      .values({ event_id: eventId, org_id: orgId, sequence: 0, begintime: times[0], endtime: times[1], rule })
      .execute();
    return { sequence: 0, moved: false };
  }
  if (stored.begintime === times[0] && stored.endtime === times[1] && stored.rule === rule)
    return { sequence: stored.sequence, moved: false };
  const sequence = stored.sequence + 1;
  await context.database.db
    .updateTable('calendar_invitation')
    .set({ sequence, begintime: times[0], endtime: times[1], rule })
    .where('event_id', '=', eventId)
    .execute();
  return { sequence, moved: true };
}

/** The occurrence an event stands for when it was cut out of its series on its own, or null. */
async function linkOf(context: ModuleContext, eventId: string): Promise<InvitationLink | null> {
  const stored = await context.database.db
    .selectFrom('calendar_invitation')
    .select(['series_id', 'recurrence_id'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  const recurrenceId = parseDateTimeText(stored?.recurrence_id ?? '');
  return stored?.series_id && recurrenceId !== null ? { seriesId: stored.series_id, recurrenceId } : null;
}

/** Start and end of an event row as instants, or null. */
function timesOf(event: ObjectModel, row: RecordRow) {
  const start = parseDateTimeText(text(row[column(event, EVENT_START_FIELD)]));
  const end = parseDateTimeText(text(row[column(event, EVENT_END_FIELD)]));
  return start === null || end === null ? null : { start, end };
}

/**
 * How an event goes in an .ics: a series whole (its rule, the occurrences
 * deleted on their own as EXDATE and the ones moved as overrides), an
 * occurrence cut out of its series as that series' occurrence, or alone.
 */
async function icsShapeOf(
  context: ModuleContext,
  orgId: string,
  event: ObjectModel,
  row: RecordRow,
  span: { start: number; end: number },
): Promise<{ uidOf: string; rule: string; repeat: IcsRepeat | null; occurrence: IcsOccurrence | null }> {
  const eventId = text(row.id);
  const link = await linkOf(context, eventId);
  if (link) {
    const series = (await seriesOf(context.database, orgId, [link.seriesId])).get(link.seriesId);
    if (series)
      return {
        uidOf: link.seriesId,
        rule: '',
        repeat: null,
        occurrence: { recurrenceId: link.recurrenceId, zone: series.timeZone },
      };
  }
  const series = (await seriesOf(context.database, orgId, [eventId])).get(eventId);
  if (!series) return { uidOf: eventId, rule: '', repeat: null, occurrence: null };
  const all = expandSeries({ ...span, rule: series.rule, timeZone: series.timeZone, exceptions: new Set() });
  const moved = await context.database.db
    .selectFrom('calendar_invitation')
    .select(['event_id', 'recurrence_id'])
    .where('series_id', '=', eventId)
    .execute();
  const overrides: IcsRepeat['overrides'][number][] = [];
  for (const cut of moved) {
    const cutRow = await recordsDb(context.database)
      .selectFrom(event.tableName)
      .selectAll()
      .where('id', '=', cut.event_id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    const cutSpan = cutRow ? timesOf(event, cutRow) : null;
    const recurrenceId = parseDateTimeText(cut.recurrence_id ?? '');
    if (cutRow && cutSpan && recurrenceId !== null)
      overrides.push({ recurrenceId, ...cutSpan, summary: text(cutRow.name) });
  }
  const overridden = new Set(overrides.map((override) => override.recurrenceId));
  const exclude = all
    .filter((occurrence) => series.exceptions.has(occurrence.index) && !overridden.has(occurrence.start))
    .map((occurrence) => occurrence.start);
  return {
    uidOf: eventId,
    rule: JSON.stringify(series.rule),
    repeat: {
      zone: series.timeZone,
      rule: series.rule,
      exclude,
      lastEnd: all.at(-1)?.end ?? span.end,
      overrides,
    },
    occurrence: null,
  };
}

/** The organiser of an event row: name, address, language and zone, and their organisation. */
async function organiserOf(context: ModuleContext, row: RecordRow) {
  const info = await loadUserInfo(context.database, text(row.ownerid));
  if (!info) return null;
  return {
    orgId: info.orgId,
    name: info.userName,
    email: info.email,
    language: info.language,
    zone: knownZone(info.timeZone),
  };
}

/**
 * Queues the e-mails of one change: 'invited' to `recipients` (new
 * invitees), 'cancelled' to `recipients` (uninvited, or all when the event
 * is deleted). An 'invited' send whose event's time changed since the last
 * invitations tells every invitee ('updated') instead of only the new ones.
 */
export async function queueInvitationMails(
  context: ModuleContext,
  eventId: string,
  kind: InvitationMailKind,
  recipients: readonly InviteeRef[],
): Promise<void> {
  const event = (await currentMetadata(context.database)).byApi.get('event');
  const row = event ? await eventRecord(context, event, eventId) : undefined;
  if (!event || !row) return;
  const times: [string, string] = [
    text(row[column(event, EVENT_START_FIELD)]),
    text(row[column(event, EVENT_END_FIELD)]),
  ];
  const span = timesOf(event, row);
  const organiser = await organiserOf(context, row);
  if (!span || !organiser) return;
  const shape = await icsShapeOf(context, organiser.orgId, event, row, span);
  const { sequence } = await sequenceOf(context, organiser.orgId, eventId, times, shape.rule);
  await mailEach(context, event, row, organiser, kind, recipients, span, (method, attendees) => ({
    method,
    uidOf: shape.uidOf,
    sequence,
    start: new Date(span.start),
    end: new Date(span.end),
    repeat: shape.repeat,
    occurrence: shape.occurrence,
    attendees,
  }));
}

type Organiser = NonNullable<Awaited<ReturnType<typeof organiserOf>>>;
type IcsParts = Pick<
  InvitationIcs,
  'method' | 'uidOf' | 'sequence' | 'start' | 'end' | 'repeat' | 'occurrence' | 'attendees'
>;

/** One e-mail per recipient with an address, in their language and zone, with the .ics `parts` make. */
async function mailEach(
  context: ModuleContext,
  event: ObjectModel,
  row: RecordRow,
  organiser: Organiser,
  kind: InvitationMailKind,
  recipients: readonly InviteeRef[],
  span: { start: number; end: number },
  parts: (method: 'REQUEST' | 'CANCEL', attendees: Recipient[]) => IcsParts,
): Promise<void> {
  const orgId = organiser.orgId;
  const everyone = await context.database.db
    .selectFrom('calendar_invitee')
    .select(['kind', 'ref_id', 'name', 'response'])
    .where('event_id', '=', text(row.id))
    .execute();
  const attendees = await recipientsOf(context, everyone, organiser);
  const to = await recipientsOf(context, recipients, organiser);
  const summary = text(row.name);
  for (const recipient of to) {
    const mail = invitationMailText(recipient.language, kind, {
      title: summary,
      organiser: organiser.name,
      time: invitationTime(recipient.language, recipient.zone, span.start, span.end),
    });
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const ics = invitationIcs({
      ...parts(method, method === 'CANCEL' ? [recipient] : attendees),
      allDay: Number(row[column(event, 'isalldayevent')] ?? 0) === 1,
      summary,
      location: text(row[column(event, 'location')]),
      stamp: context.now(),
      organiser: { name: organiser.name, email: organiser.email },
    });
    await context.jobs.enqueueJob(
      INVITATION_MAIL_JOB,
      { orgId, to: recipient.email, ...mail, method, ics } satisfies InvitationMailPayload,
      { orgId, createdBy: text(row.ownerid), maxAttempts: MAIL_ATTEMPTS },
    );
  }
}

/** The invitees who still hold the event (not declined). */
async function attending(context: ModuleContext, eventId: string): Promise<InviteeRef[]> {
  return context.database.db
    .selectFrom('calendar_invitee')
    .select(['kind', 'ref_id', 'name', 'response'])
    .where('event_id', '=', eventId)
    .where('response', '<>', 'declined')
    .execute();
}

/**
 * One occurrence of an invited series deleted on its own: every invitee gets
 * a CANCEL with the series' UID and the occurrence's RECURRENCE-ID (the
 * series' SEQUENCE goes up: its copy changed), so only that occurrence goes.
 */
export async function sendOccurrenceCancelled(
  context: ModuleContext,
  seriesId: string,
  occurrence: { start: number; end: number },
): Promise<void> {
  const stored = await context.database.db
    .selectFrom('calendar_invitation')
    .select('sequence')
    .where('event_id', '=', seriesId)
    .executeTakeFirst();
  const event = (await currentMetadata(context.database)).byApi.get('event');
  const row = event ? await eventRecord(context, event, seriesId) : undefined;
  if (!stored || !event || !row) return;
  const organiser = await organiserOf(context, row);
  const series = organiser
    ? (await seriesOf(context.database, organiser.orgId, [seriesId])).get(seriesId)
    : null;
  if (!organiser || !series) return;
  const sequence = stored.sequence + 1;
  await context.database.db
    .updateTable('calendar_invitation')
    .set({ sequence })
    .where('event_id', '=', seriesId)
    .execute();
  const everyone = await context.database.db
    .selectFrom('calendar_invitee')
    .select(['kind', 'ref_id', 'name', 'response'])
    .where('event_id', '=', seriesId)
    .execute();
  await mailEach(context, event, row, organiser, 'cancelled', everyone, occurrence, (method, attendees) => ({
    method,
    uidOf: seriesId,
    sequence,
    start: new Date(occurrence.start),
    end: new Date(occurrence.end),
    occurrence: { recurrenceId: occurrence.start, zone: series.timeZone },
    attendees,
  }));
}

/**
 * One occurrence of an invited series moved or changed on its own (it is now
 * an event of its own with the series' invitees): its invitations carry the
 * series' UID and the occurrence's original start as RECURRENCE-ID, from a
 * SEQUENCE above the series', and every invitee who has not declined gets it.
 */
export async function sendOccurrenceMoved(
  context: ModuleContext,
  seriesId: string,
  eventId: string,
  originalStart: number,
): Promise<void> {
  const stored = await context.database.db
    .selectFrom('calendar_invitation')
    .select(['sequence', 'org_id'])
    .where('event_id', '=', seriesId)
    .executeTakeFirst();
  const event = (await currentMetadata(context.database)).byApi.get('event');
  const row = event ? await eventRecord(context, event, eventId) : undefined;
  if (!stored || !event || !row) return;
  await context.database.db
    .insertInto('calendar_invitation')
    .values({
      event_id: eventId,
      org_id: stored.org_id,
      sequence: stored.sequence + 1,
      begintime: text(row[column(event, EVENT_START_FIELD)]),
      endtime: text(row[column(event, EVENT_END_FIELD)]),
      rule: '',
      series_id: seriesId,
      recurrence_id: storedTimeText(originalStart),
    })
    .execute();
  await queueInvitationMails(context, eventId, 'updated', await attending(context, eventId));
}

/** A new series cut from an invited one ("this and following"): its invitees get it as a new invitation. */
export async function sendSeriesCut(context: ModuleContext, seriesId: string, newId: string): Promise<void> {
  const invited = await context.database.db
    .selectFrom('calendar_invitation')
    .select('event_id')
    .where('event_id', '=', seriesId)
    .executeTakeFirst();
  if (!invited) return;
  await sendTimeUpdates(context, [seriesId]);
  await queueInvitationMails(context, newId, 'invited', await attending(context, newId));
}

/**
 * A series moved whole (its first occurrence's start changed since the invitees last heard): the
 * occurrences cut out of it on their own stand for the same occurrences of the moved series, so their
 * RECURRENCE-ID moves with it, by the same wall-clock shift in the series' zone (a week's weekday and
 * a summer-time change alike). Their own times stay: they were moved on purpose.
 */
async function rebaseCutOccurrences(
  context: ModuleContext,
  orgId: string,
  seriesId: string,
  newStart: number,
): Promise<void> {
  const db = context.database.db;
  const stored = await db
    .selectFrom('calendar_invitation')
    .select('begintime')
    .where('event_id', '=', seriesId)
    .executeTakeFirst();
  const oldStart = parseDateTimeText(stored?.begintime ?? '');
  if (oldStart === null || oldStart === newStart) return;
  const series = (await seriesOf(context.database, orgId, [seriesId])).get(seriesId);
  if (!series) return;
  const zone = series.timeZone;
  const shift = wallClockOf(newStart, zone) - wallClockOf(oldStart, zone);
  const cuts = await db
    .selectFrom('calendar_invitation')
    .select(['event_id', 'recurrence_id'])
    .where('series_id', '=', seriesId)
    .execute();
  for (const cut of cuts) {
    const at = parseDateTimeText(cut.recurrence_id ?? '');
    if (at === null) continue;
    await db
      .updateTable('calendar_invitation')
      .set({ recurrence_id: storedTimeText(instantOfWall(wallClockOf(at, zone) + shift, zone)) })
      .where('event_id', '=', cut.event_id)
      .execute();
  }
}

/** Saved events whose time changed since their invitations went: every invitee gets the update. */
export async function sendTimeUpdates(context: ModuleContext, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const invited = await context.database.db
    .selectFrom('calendar_invitation')
    .select('event_id')
    .where('event_id', 'in', [...eventIds])
    .execute();
  const event = (await currentMetadata(context.database)).byApi.get('event');
  if (!event) return;
  for (const { event_id: eventId } of invited) {
    const row = await eventRecord(context, event, eventId);
    const span = row ? timesOf(event, row) : null;
    if (!row || !span) continue;
    const times: [string, string] = [
      text(row[column(event, EVENT_START_FIELD)]),
      text(row[column(event, EVENT_END_FIELD)]),
    ];
    const orgId = (await loadUserInfo(context.database, text(row.ownerid)))?.orgId;
    if (!orgId) continue;
    await rebaseCutOccurrences(context, orgId, eventId, span.start);
    const { rule } = await icsShapeOf(context, orgId, event, row, span);
    const { moved } = await sequenceOf(context, orgId, eventId, times, rule);
    if (!moved) continue;
    await queueInvitationMails(context, eventId, 'updated', await attending(context, eventId));
  }
}

/** A deleted event: its invitees get the cancellation. */
export async function sendCancellations(context: ModuleContext, eventId: string): Promise<void> {
  const everyone = await context.database.db
    .selectFrom('calendar_invitee')
    .select(['kind', 'ref_id', 'name', 'response'])
    .where('event_id', '=', eventId)
    .execute();
  if (everyone.length > 0) await queueInvitationMails(context, eventId, 'cancelled', everyone);
}

/** The organiser's bell notice of an invited user's answer, in the organiser's language. */
export async function tellOrganiser(
  context: ModuleContext,
  row: RecordRow,
  answerer: { userId: string; name: string },
  answer: InviteeAnswer,
): Promise<void> {
  const organiserId = text(row.ownerid);
  const organiser = await loadUserInfo(context.database, organiserId);
  if (!organiser || organiserId === answerer.userId) return;
  const notice = invitationAnswerText(organiser.language, answer, {
    name: answerer.name,
    title: text(row.name),
  });
  await notifyPeople(context.database, organiser.orgId, [organiserId], text(row.id), notice, context.now(), {
    kind: 'invitation',
  });
}
