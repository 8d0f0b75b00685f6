import {
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  type InvitationMailKind,
  type InviteeAnswer,
  type InviteeKind,
  type InviteeResponse,
  invitationAnswerText,
  invitationMailText,
  invitationTime,
  isKnownTimeZone,
  parseDateTimeText,
} from '@vela/core';
import { notifyPeople } from '../approvals/index.js';
import { loadUserInfo } from '../auth/index.js';
import { sendSystemNotice } from '../mail/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordsDb } from '../records/index.js';
import { invitationIcs } from './invitation-ics.js';

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

/**
 * The invitation's SEQUENCE: 0 for a first invitation, one more whenever
 * the times the invitees last got differ from the event's.
 */
async function sequenceOf(context: ModuleContext, orgId: string, eventId: string, times: [string, string]) {
  const stored = await context.database.db
    .selectFrom('calendar_invitation')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!stored) {
    await context.database.db
      .insertInto('calendar_invitation')
      .values({ event_id: eventId, org_id: orgId, sequence: 0, begintime: times[0], endtime: times[1] })
      .execute();
    return { sequence: 0, moved: false };
  }
  if (stored.begintime === times[0] && stored.endtime === times[1])
    return { sequence: stored.sequence, moved: false };
  const sequence = stored.sequence + 1;
  await context.database.db
    .updateTable('calendar_invitation')
    .set({ sequence, begintime: times[0], endtime: times[1] })
    .where('event_id', '=', eventId)
    .execute();
  return { sequence, moved: true };
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
  const start = parseDateTimeText(times[0]);
  const end = parseDateTimeText(times[1]);
  if (start === null || end === null) return;
  const organiserInfo = await loadUserInfo(context.database, text(row.ownerid));
  if (!organiserInfo) return;
  const orgId = organiserInfo.orgId;
  const organiser = {
    name: organiserInfo.userName,
    email: organiserInfo.email,
    language: organiserInfo.language,
    zone: knownZone(organiserInfo.timeZone),
  };
  const { sequence } = await sequenceOf(context, orgId, eventId, times);
  const everyone = await context.database.db
    .selectFrom('calendar_invitee')
    .select(['kind', 'ref_id', 'name', 'response'])
    .where('event_id', '=', eventId)
    .execute();
  const attendees = await recipientsOf(context, everyone, organiser);
  const to = await recipientsOf(context, recipients, organiser);
  const summary = text(row.name);
  for (const recipient of to) {
    const mail = invitationMailText(recipient.language, kind, {
      title: summary,
      organiser: organiser.name,
      time: invitationTime(recipient.language, recipient.zone, start, end),
    });
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const ics = invitationIcs({
      method,
      eventId,
      sequence,
      start: new Date(start),
      end: new Date(end),
      allDay: Number(row[column(event, 'isalldayevent')] ?? 0) === 1,
      summary,
      location: text(row[column(event, 'location')]),
      stamp: context.now(),
      organiser: { name: organiser.name, email: organiser.email },
      attendees: method === 'CANCEL' ? [recipient] : attendees,
    });
    await context.jobs.enqueueJob(
      INVITATION_MAIL_JOB,
      { orgId, to: recipient.email, ...mail, method, ics } satisfies InvitationMailPayload,
      { orgId, createdBy: text(row.ownerid), maxAttempts: MAIL_ATTEMPTS },
    );
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
    if (!row) continue;
    const times: [string, string] = [
      text(row[column(event, EVENT_START_FIELD)]),
      text(row[column(event, EVENT_END_FIELD)]),
    ];
    const orgId = (await loadUserInfo(context.database, text(row.ownerid)))?.orgId;
    if (!orgId) continue;
    const { moved } = await sequenceOf(context, orgId, eventId, times);
    if (!moved) continue;
    const everyone = await context.database.db
      .selectFrom('calendar_invitee')
      .select(['kind', 'ref_id', 'name', 'response'])
      .where('event_id', '=', eventId)
      .where('response', '<>', 'declined')
      .execute();
    await queueInvitationMails(context, eventId, 'updated', everyone);
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
