import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_REFUSALS,
  type BookingRefusal,
  type BookingRow,
  blockedSpan,
  checkBookingVisitor,
  ErrorCode,
  freeSlots,
  newRecordId,
  type PublicBooking,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { BookingTable } from '../../db/migrations/0146-booking.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { publicLink } from '../../public-link.js';
import { callerOfAccount } from '../auth/index.js';
import { SystemMailError, sendSystemNotice, serverSecretKey } from '../mail/index.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  findRow,
  inTransaction,
  recordsDb,
  saveRecord,
  softDeleteRow,
  transactionHandle,
} from '../records/index.js';
import {
  type DelivererSchedule,
  delivererSchedules,
  type Excluding,
  parseInstant,
  serviceSlots,
  slotInput,
  storedTimeOf,
} from './availability.js';
import {
  delivererNames,
  deliverersOf,
  orgUserIds,
  publicPathOf,
  requireStaff,
  resourcesById,
  type ServiceRow,
  serviceBySlug,
} from './service-store.js';

const DAY = 86_400_000;
type BookingRecord = BookingTable;

/** A refusal the public page shows as it is; `reason` lets it react (fresh slots for 'taken'). */
export function refusal(reason: BookingRefusal, field = 'start'): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, BOOKING_REFUSALS[reason], { reason, field });
}

// ---- Signed tokens of the confirmation's links ----

const TOKEN_PURPOSE = 'vela booking manage:';
const keyOf = (context: Pick<ModuleContext, 'config'>) => serverSecretKey(context.config.dataDir);
const signature = (key: Buffer, id: string) =>
  createHmac('sha256', key).update(`${TOKEN_PURPOSE}${id}`).digest('base64url');

export const bookingToken = (context: Pick<ModuleContext, 'config'>, id: string) =>
  `${id}.${signature(keyOf(context), id)}`;

function bookingIdOf(context: Pick<ModuleContext, 'config'>, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const wanted = Buffer.from(signature(keyOf(context), id));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? id : null;
}

async function bookingOfToken(context: ModuleContext, token: string): Promise<BookingRecord> {
  const id = bookingIdOf(context, token);
  const row = id
    ? await context.database.db.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw refusal('badToken', 'token');
  return row;
}

// ---- Public reads ----

export async function activeServiceOf(context: ModuleContext, slug: string): Promise<ServiceRow> {
  const service = await serviceBySlug(context.database, slug);
  if (!service) throw refusal('unknownService', 'slug');
  if (service.is_active !== 1) throw refusal('inactive', 'slug');
  return service;
}

export async function publicService(context: ModuleContext, slug: string) {
  const service = await activeServiceOf(context, slug);
  return {
    name: service.name,
    description: service.description,
    durationMinutes: service.duration_minutes,
    timeZone: service.time_zone,
    horizonDays: service.horizon_days,
  };
}

export async function publicSlots(context: ModuleContext, slug: string, from: string, to: string) {
  const service = await activeServiceOf(context, slug);
  const window = { start: parseInstant('from', from), end: parseInstant('to', to) };
  const slots = await serviceSlots(context.database, service, window, context.now().getTime());
  return {
    slots: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  };
}

// ---- Booking ----

interface Visitor {
  name: string;
  email: string;
  phone: string;
}

function checkVisitor(visitor: Visitor): Visitor {
  const cleaned = { name: visitor.name.trim(), email: visitor.email.trim(), phone: visitor.phone.trim() };
  const problem = checkBookingVisitor(cleaned);
  if (problem)
    throw new AppError(ErrorCode.BAD_REQUEST, problem.message, { reason: 'visitor', field: problem.field });
  return cleaned;
}

/**
 * Takes the lock rows of the service's deliverers, in id order (so two bookings never wait on each
 * other crosswise): on PostgreSQL the rows stay locked until the transaction ends; SQLite has one writer.
 */
async function lockDeliverers(database: DatabaseHandle, service: ServiceRow): Promise<void> {
  const ids = deliverersOf(service)
    .map((entry) => entry.id)
    .sort();
  for (const id of ids)
    await database.db
      .insertInto('booking_lock')
      .values({ deliverer_id: id, org_id: service.org_id, seq: 1 })
      .onConflict((conflict) =>
        conflict
          .column('deliverer_id')
          .doUpdateSet((eb) => ({ seq: eb(eb.ref('booking_lock.seq'), '+', 1) })),
      )
      .execute();
}

/**
 * The deliverer free for a slot starting at `start`, the past, the hours and the taken slot told
 * apart: the slot must be on the service's grid ignoring busy times, then free for someone.
 */
async function pickDeliverer(
  database: DatabaseHandle,
  service: ServiceRow,
  start: number,
  now: number,
  excluding: Excluding = {},
  prefer?: string,
): Promise<{ schedule: DelivererSchedule; end: number }> {
  if (start <= now) throw refusal('past');
  const window = { start: start - DAY, end: start + DAY };
  const schedules = await delivererSchedules(database, service, window, excluding);
  const input = slotInput(service, schedules, window, now);
  const onGrid = freeSlots({ ...input, deliverers: schedules.map((entry) => ({ ...entry, busy: [] })) }).find(
    (slot) => slot.start === start,
  );
  if (!onGrid) throw refusal('outsideHours');
  const free = freeSlots(input).find((slot) => slot.start === start);
  if (!free) throw refusal('taken');
  const chosen = (prefer && free.delivererIds.includes(prefer) ? prefer : free.delivererIds[0]) ?? '';
  const schedule = schedules.find((entry) => entry.id === chosen);
  if (!schedule) throw refusal('taken');
  return { schedule, end: free.end };
}

/** The account a booking's records are saved as: the deliverer's calendar user, else the service's creator. */
async function actorFor(database: DatabaseHandle, service: ServiceRow, userId: string): Promise<CurrentUser> {
  // Read through the caller's handle: inside the booking's transaction, another connection would wait on it.
  const actor =
    (userId ? await callerOfAccount(database, service.org_id, userId) : null) ??
    (await callerOfAccount(database, service.org_id, service.created_by));
  if (!actor) throw badRequest('This service has nobody left to deliver it: ask the organisation');
  return actor;
}

interface SaveScope {
  database: DatabaseHandle;
  snapshot: MetadataSnapshot;
  now: Date;
}

async function saveAs(
  scope: SaveScope,
  object: ObjectModel,
  user: CurrentUser,
  values: Record<string, unknown>,
) {
  return saveRecord(
    {
      database: scope.database,
      snapshot: scope.snapshot,
      object,
      user,
      now: scope.now,
      skipDuplicateWarning: false,
      // The application books on the visitor's behalf: lookups are checked for existence only.
      asSystem: true,
    },
    values,
  );
}

/**
 * The visitor's contact or lead: a contact with that e-mail is reused (then a lead with it); else the
 * service's kind of record is created, and a duplicate rule's match is reused instead.
 */
async function personFor(
  scope: SaveScope,
  service: ServiceRow,
  owner: CurrentUser,
  visitor: Visitor,
): Promise<{ id: string; objectApi: string }> {
  const owners = await orgUserIds(scope.database, service.org_id);
  const kinds = service.create_as === 'lead' ? ['contact', 'lead'] : ['contact'];
  for (const api of kinds) {
    const object = scope.snapshot.byApi.get(api);
    const email = object?.fieldsByApi.get('email')?.columnName;
    if (!object || !email) continue;
    const found = await recordsDb(scope.database)
      .selectFrom(object.tableName)
      .select('id')
      .where('is_deleted', '=', 0)
      .where('ownerid', 'in', owners)
      .where((eb) => eb(eb.fn('lower', [eb.ref(email)]), '=', visitor.email.toLowerCase()))
      .orderBy('createdate')
      .orderBy('id')
      .executeTakeFirst();
    if (found) return { id: String(found.id), objectApi: object.apiName };
  }
  const object = scope.snapshot.byApi.get(service.create_as === 'lead' ? 'lead' : 'contact');
  if (!object) throw badRequest('This organisation has no contacts or leads to book for');
  const values: Record<string, unknown> = { name: visitor.name, email: visitor.email };
  if (visitor.phone && object.fieldsByApi.has('phone')) values.phone = visitor.phone;
  if (object.apiName.toLowerCase() === 'lead') values.company = visitor.name;
  const saved = await saveAs(scope, object, owner, values);
  if (saved.isSaveSuccess) return { id: saved.id, objectApi: object.apiName };
  const match = saved.duplicateCandidates[0];
  if (match) return { id: match.id, objectApi: object.apiName };
  throw badRequest(`Your details could not be saved: ${saved.errormessage}`);
}

async function createEvent(
  scope: SaveScope,
  owner: CurrentUser,
  service: ServiceRow,
  visitor: Visitor,
  personId: string,
  span: { start: number; end: number },
): Promise<string> {
  const event = scope.snapshot.byApi.get('event');
  if (!event) throw badRequest('This organisation has no events to book into');
  const details = [visitor.email, visitor.phone].filter(Boolean).join(', ');
  const saved = await saveAs(scope, event, owner, {
    subject: `${service.name}: ${visitor.name}`.slice(0, 255),
    begintime: storedTimeOf(span.start),
    endtime: storedTimeOf(span.end),
    whoid: personId,
    description: `Booked on the public booking page (${details}).`,
  });
  if (!saved.isSaveSuccess) throw badRequest(`The appointment could not be saved: ${saved.errormessage}`);
  return saved.id;
}

/** A unique index's refusal (the live slot index): another booking of the slot committed first. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/i.test(error.message));

function toPublic(
  context: ModuleContext,
  service: ServiceRow,
  row: BookingRecord,
  mailSent: boolean,
): PublicBooking {
  return {
    serviceName: service.name,
    start: row.start_at,
    end: row.end_at,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    visitorName: row.visitor_name,
    token: bookingToken(context, row.id),
    servicePath: publicPathOf(service.slug),
    mailSent,
  };
}

export async function bookSlot(
  context: ModuleContext,
  body: { slug: string; start: string } & Visitor,
): Promise<PublicBooking> {
  const visitor = checkVisitor(body);
  const start = parseInstant('start', body.start);
  const service = await activeServiceOf(context, body.slug);
  const now = context.now();
  let row: BookingRecord;
  try {
    row = await inTransaction(context.database.db, async (trx) => {
      const database = transactionHandle(context.database, trx);
      await lockDeliverers(database, service);
      const { schedule, end } = await pickDeliverer(database, service, start, now.getTime());
      const scope = { database, snapshot: await currentMetadata(database), now };
      const owner = await actorFor(database, service, schedule.calendarUserId);
      const creator = await actorFor(database, service, service.created_by);
      const person = await personFor(scope, service, creator, visitor);
      const eventId = await createEvent(scope, owner, service, visitor, person.id, { start, end });
      const blocked = blockedSpan(
        { start, end },
        {
          bufferBeforeMinutes: service.buffer_before_minutes,
          bufferAfterMinutes: service.buffer_after_minutes,
        },
      );
      const record: BookingRecord = {
        id: newRecordId('bkg'),
        org_id: service.org_id,
        service_id: service.id,
        deliverer_kind: schedule.kind,
        deliverer_id: schedule.id,
        start_at: new Date(start).toISOString(),
        end_at: new Date(end).toISOString(),
        blocked_start: new Date(blocked.start).toISOString(),
        blocked_end: new Date(blocked.end).toISOString(),
        status: 'booked',
        visitor_name: visitor.name,
        visitor_email: visitor.email,
        visitor_phone: visitor.phone,
        event_id: eventId,
        person_id: person.id,
        person_object: person.objectApi,
        created_at: now.toISOString(),
        cancelled_at: null,
      };
      await trx.insertInto('booking').values(record).execute();
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('taken');
    throw error;
  }
  const mailSent = await sendConfirmation(context, service, row, 'booked');
  return toPublic(context, service, row, mailSent);
}

/** The confirmation (or cancellation) e-mail with the signed links; false when it could not go. */
async function sendConfirmation(
  context: ModuleContext,
  service: ServiceRow,
  row: BookingRecord,
  kind: 'booked' | 'moved' | 'cancelled',
): Promise<boolean> {
  const token = bookingToken(context, row.id);
  const manage = publicLink(context.config, `/book/manage?token=${encodeURIComponent(token)}`);
  const when = `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: service.time_zone,
  }).format(new Date(row.start_at))} (${service.time_zone})`;
  const subject =
    kind === 'cancelled'
      ? `Cancelled: ${service.name}, ${when}`
      : kind === 'moved'
        ? `Moved: ${service.name}, ${when}`
        : `Booked: ${service.name}, ${when}`;
  const text =
    kind === 'cancelled'
      ? `Hello ${row.visitor_name},\n\nyour appointment "${service.name}" on ${when} is cancelled.\n\nBook again: ${publicLink(context.config, publicPathOf(service.slug))}\n`
      : `Hello ${row.visitor_name},\n\nyour appointment "${service.name}" is booked for ${when}.\n\nTo cancel it or choose another time: ${manage}\n`;
  try {
    await sendSystemNotice(context, { orgId: service.org_id, to: row.visitor_email, subject, text });
    return true;
  } catch (error) {
    if (error instanceof SystemMailError) return false;
    throw error;
  }
}

async function serviceOfBooking(context: ModuleContext, row: BookingRecord): Promise<ServiceRow> {
  const service = await context.database.db
    .selectFrom('booking_service')
    .selectAll()
    .where('id', '=', row.service_id)
    .executeTakeFirst();
  if (!service) throw refusal('badToken', 'token');
  return service;
}

export async function publicBooking(context: ModuleContext, token: string): Promise<PublicBooking> {
  const row = await bookingOfToken(context, token);
  return toPublic(context, await serviceOfBooking(context, row), row, false);
}

/** Deletes (to the recycle bin) a booking's event, when it is still there. */
async function deleteEvent(
  context: ModuleContext,
  database: DatabaseHandle,
  service: ServiceRow,
  eventId: string,
) {
  if (!eventId) return;
  const snapshot = await currentMetadata(database);
  const event = snapshot.byApi.get('event');
  const row = event ? await findRow(database, event, eventId) : undefined;
  if (!event || !row) return;
  const owner = await actorFor(database, service, String(row.ownerid ?? ''));
  await softDeleteRow(database, event, row, owner, context.now());
}

export async function cancelBooking(context: ModuleContext, token: string): Promise<PublicBooking> {
  const row = await bookingOfToken(context, token);
  if (row.status === 'cancelled') throw refusal('alreadyCancelled', 'token');
  const service = await serviceOfBooking(context, row);
  const now = context.now().toISOString();
  await inTransaction(context.database.db, async (trx) => {
    const database = transactionHandle(context.database, trx);
    await trx
      .updateTable('booking')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', row.id)
      .execute();
    await deleteEvent(context, database, service, row.event_id);
  });
  const cancelled = { ...row, status: 'cancelled', cancelled_at: now };
  const mailSent = await sendConfirmation(context, service, cancelled, 'cancelled');
  return toPublic(context, service, cancelled, mailSent);
}

export async function rescheduleBooking(context: ModuleContext, token: string, startText: string) {
  const row = await bookingOfToken(context, token);
  if (row.status === 'cancelled') throw refusal('alreadyCancelled', 'token');
  const start = parseInstant('start', startText);
  const service = await serviceOfBooking(context, row);
  if (service.is_active !== 1) throw refusal('inactive', 'slug');
  const now = context.now();
  let moved: BookingRecord;
  try {
    moved = await inTransaction(context.database.db, async (trx) => {
      const database = transactionHandle(context.database, trx);
      await lockDeliverers(database, service);
      const { schedule, end } = await pickDeliverer(
        database,
        service,
        start,
        now.getTime(),
        { bookingId: row.id, eventId: row.event_id },
        row.deliverer_id,
      );
      const scope = { database, snapshot: await currentMetadata(database), now };
      // The old event goes and a new one is made in the (perhaps new) deliverer's calendar.
      await deleteEvent(context, database, service, row.event_id);
      const owner = await actorFor(database, service, schedule.calendarUserId);
      const visitor = { name: row.visitor_name, email: row.visitor_email, phone: row.visitor_phone };
      const eventId = await createEvent(scope, owner, service, visitor, row.person_id, { start, end });
      const blocked = blockedSpan(
        { start, end },
        {
          bufferBeforeMinutes: service.buffer_before_minutes,
          bufferAfterMinutes: service.buffer_after_minutes,
        },
      );
      const changes = {
        deliverer_kind: schedule.kind,
        deliverer_id: schedule.id,
        start_at: new Date(start).toISOString(),
        end_at: new Date(end).toISOString(),
        blocked_start: new Date(blocked.start).toISOString(),
        blocked_end: new Date(blocked.end).toISOString(),
        event_id: eventId,
      };
      await trx.updateTable('booking').set(changes).where('id', '=', row.id).execute();
      return { ...row, ...changes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('taken');
    throw error;
  }
  const mailSent = await sendConfirmation(context, service, moved, 'moved');
  return toPublic(context, service, moved, mailSent);
}

// ---- The staff's list ----

export async function listBookings(
  context: ModuleContext,
  user: CurrentUser,
  status: 'upcoming' | 'past' | 'cancelled',
): Promise<{ bookings: BookingRow[] }> {
  requireStaff(user);
  const now = context.now().toISOString();
  let query = context.database.db
    .selectFrom('booking')
    .innerJoin('booking_service', 'booking_service.id', 'booking.service_id')
    .selectAll('booking')
    .select('booking_service.name as service_name')
    .where('booking.org_id', '=', user.orgId);
  if (status === 'cancelled') query = query.where('booking.status', '=', 'cancelled');
  else {
    query = query
      .where('booking.status', '=', 'booked')
      .where('booking.start_at', status === 'upcoming' ? '>=' : '<', now);
  }
  if (user.profileId !== 'system_admin') {
    // Other staff see the bookings they deliver: as themselves or as a resource that is theirs.
    const mine = [...(await resourcesById(context.database, user.orgId))]
      .filter(([, resource]) => resource.userId === user.userId)
      .map(([id]) => id);
    query = query.where('booking.deliverer_id', 'in', [user.userId, ...mine]);
  }
  const rows = await query
    .orderBy('booking.start_at', status === 'upcoming' ? 'asc' : 'desc')
    .orderBy('booking.id')
    .limit(500)
    .execute();
  const names = await delivererNames(
    context.database,
    user.orgId,
    rows.map((row) => ({
      kind: row.deliverer_kind === 'resource' ? 'resource' : 'user',
      id: row.deliverer_id,
    })),
  );
  return {
    bookings: rows.map((row) => ({
      id: row.id,
      serviceId: row.service_id,
      serviceName: row.service_name,
      start: row.start_at,
      end: row.end_at,
      status: row.status === 'cancelled' ? 'cancelled' : 'booked',
      visitorName: row.visitor_name,
      visitorEmail: row.visitor_email,
      visitorPhone: row.visitor_phone,
      delivererName: names.get(row.deliverer_id) ?? '',
      eventId: row.status === 'cancelled' ? '' : row.event_id,
      personId: row.person_id,
      personObject: row.person_object,
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at ?? '',
    })),
  };
}
