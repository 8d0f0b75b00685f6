import { randomBytes } from 'node:crypto';
import type { saveBookingServiceContract } from '@vela/core';
import {
  type BookingService,
  checkBookingService,
  ErrorCode,
  newRecordId,
  type WeeklyRange,
} from '@vela/core';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { BookingServiceTable } from '../../db/migrations/0146-booking.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { activeUsersOfOrg, userNames, usersOfOrg } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordsDb } from '../records/index.js';

export type ServiceRow = BookingServiceTable;
export interface Deliverer {
  kind: 'user' | 'resource';
  id: string;
}

/** The public booking page of a service (the web's outside route). */
export const publicPathOf = (slug: string) => `/book/${encodeURIComponent(slug)}`;

export function requireAdministrator(user: CurrentUser): void {
  if (user.profileId !== 'system_admin' || user.isPartner)
    throw new AppError(ErrorCode.FORBIDDEN, 'Only an administrator manages bookable services');
}

export function requireStaff(user: CurrentUser): void {
  if (user.isPartner) throw new AppError(ErrorCode.FORBIDDEN, 'Bookings are for the organisation’s staff');
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const weeklyHoursOf = (row: ServiceRow) => parseJson<WeeklyRange[]>(row.weekly_hours, []);
export const deliverersOf = (row: ServiceRow) => parseJson<Deliverer[]>(row.deliverers, []);

/** The service resource object (its records are the resources a service may be delivered by). */
export async function resourceObject(database: DatabaseHandle): Promise<ObjectModel | undefined> {
  return (await currentMetadata(database)).byApi.get('serviceresource');
}

/** Every user id of the organisation: record tables hold no organisation, their owners do. */
export async function orgUserIds(database: DatabaseHandle, orgId: string): Promise<string[]> {
  const ids = (await usersOfOrg(database, orgId)).map((user) => user.id);
  return ids.length > 0 ? ids : [''];
}

export const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

/** Service resources of the organisation by id: name, related user and whether active. */
export async function resourcesById(
  database: DatabaseHandle,
  orgId: string,
  ids?: readonly string[],
): Promise<Map<string, { name: string; userId: string; active: boolean }>> {
  const object = await resourceObject(database);
  if (!object || (ids && ids.length === 0)) return new Map();
  const user = column(object, 'relatedrecordid');
  const active = column(object, 'isactive');
  let query = recordsDb(database)
    .selectFrom(object.tableName)
    .select(['id', 'name', `${user} as user_id`, `${active} as is_active`])
    .where('ownerid', 'in', await orgUserIds(database, orgId))
    .where('is_deleted', '=', 0);
  if (ids) query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('name').limit(500).execute();
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        name: String(row.name ?? ''),
        userId: row.user_id ? String(row.user_id) : '',
        active: row.is_active === null || row.is_active === undefined || Number(row.is_active) === 1,
      },
    ]),
  );
}

/** Names of deliverers: users by their name, resources by theirs. */
export async function delivererNames(
  database: DatabaseHandle,
  orgId: string,
  deliverers: readonly Deliverer[],
): Promise<Map<string, string>> {
  const users = await userNames(
    database,
    deliverers.filter((entry) => entry.kind === 'user').map((entry) => entry.id),
  );
  const resources = await resourcesById(
    database,
    orgId,
    deliverers.filter((entry) => entry.kind === 'resource').map((entry) => entry.id),
  );
  const names = new Map(users);
  for (const [id, resource] of resources) names.set(id, resource.name);
  return names;
}

async function toService(database: DatabaseHandle, row: ServiceRow, now: Date): Promise<BookingService> {
  const deliverers = deliverersOf(row);
  const names = await delivererNames(database, row.org_id, deliverers);
  const upcoming = await database.db
    .selectFrom('booking')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('service_id', '=', row.id)
    .where('status', '=', 'booked')
    .where('start_at', '>=', now.toISOString())
    .executeTakeFirst();
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.duration_minutes,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    horizonDays: row.horizon_days,
    timeZone: row.time_zone,
    hoursSource: row.hours_source === 'shifts' ? 'shifts' : 'weekly',
    weeklyHours: weeklyHoursOf(row),
    deliverers: deliverers.map((entry) => ({ ...entry, name: names.get(entry.id) ?? entry.id })),
    createAs: row.create_as === 'lead' ? 'lead' : 'contact',
    isActive: row.is_active === 1,
    publicPath: publicPathOf(row.slug),
    upcomingCount: Number(upcoming?.count ?? 0),
  };
}

async function serviceRow(database: DatabaseHandle, user: CurrentUser, id: string): Promise<ServiceRow> {
  const row = await database.db
    .selectFrom('booking_service')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Bookable service ${id}`);
  return row;
}

export async function listServices(context: ModuleContext, user: CurrentUser) {
  requireAdministrator(user);
  const rows = await context.database.db
    .selectFrom('booking_service')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
  const now = context.now();
  return { services: await Promise.all(rows.map((row) => toService(context.database, row, now))) };
}

type SaveBody = z.output<(typeof saveBookingServiceContract)['request']>;

/** The deliverers must be active users (staff) or active service resources of the caller's organisation. */
async function checkDeliverers(
  database: DatabaseHandle,
  user: CurrentUser,
  deliverers: readonly Deliverer[],
) {
  const userIds = deliverers.filter((entry) => entry.kind === 'user').map((entry) => entry.id);
  const users = new Set(
    (await activeUsersOfOrg(database, user.orgId, { ids: userIds, internalOnly: true })).map(
      (entry) => entry.id,
    ),
  );
  const resources = await resourcesById(
    database,
    user.orgId,
    deliverers.filter((entry) => entry.kind === 'resource').map((entry) => entry.id),
  );
  const seen = new Set<string>();
  for (const entry of deliverers) {
    if (seen.has(entry.id)) throw badRequest(`deliverers: ${entry.id} is listed twice`);
    seen.add(entry.id);
    const known = entry.kind === 'user' ? users.has(entry.id) : resources.get(entry.id)?.active === true;
    if (!known)
      throw badRequest(
        `deliverers: ${entry.id} is not an active ${entry.kind === 'user' ? 'user' : 'service resource'} of this organisation`,
      );
  }
}

export async function saveService(context: ModuleContext, user: CurrentUser, body: SaveBody) {
  requireAdministrator(user);
  const deliverers = body.deliverers.map((entry) => ({ kind: entry.kind, id: entry.id }));
  const weeklyHours = body.hoursSource === 'weekly' ? body.weeklyHours : [];
  const problem = checkBookingService({ ...body, weeklyHours, deliverers });
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `${problem.field}: ${problem.message}`, problem);
  await checkDeliverers(context.database, user, deliverers);
  const now = context.now().toISOString();
  const values = {
    name: body.name.trim(),
    description: body.description.trim(),
    duration_minutes: body.durationMinutes,
    buffer_before_minutes: body.bufferBeforeMinutes,
    buffer_after_minutes: body.bufferAfterMinutes,
    horizon_days: body.horizonDays,
    time_zone: body.timeZone,
    hours_source: body.hoursSource,
    weekly_hours: JSON.stringify(weeklyHours),
    deliverers: JSON.stringify(deliverers),
    create_as: body.createAs,
    updated_at: now,
  };
  let id = body.id;
  if (id) {
    await serviceRow(context.database, user, id);
    await context.database.db.updateTable('booking_service').set(values).where('id', '=', id).execute();
  } else {
    id = newRecordId('bks');
    await context.database.db
      .insertInto('booking_service')
      .values({
        ...values,
        id,
        org_id: user.orgId,
        is_active: 1,
        slug: newSlug(),
        created_by: user.userId,
        created_at: now,
      })
      .execute();
  }
  return toService(context.database, await serviceRow(context.database, user, id), context.now());
}

const newSlug = () => randomBytes(18).toString('base64url');

export async function setServiceActive(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
  active: boolean,
) {
  requireAdministrator(user);
  await serviceRow(context.database, user, id);
  await context.database.db
    .updateTable('booking_service')
    .set({ is_active: active ? 1 : 0, updated_at: context.now().toISOString() })
    .where('id', '=', id)
    .execute();
  return toService(context.database, await serviceRow(context.database, user, id), context.now());
}

export async function resetServiceLink(context: ModuleContext, user: CurrentUser, id: string) {
  requireAdministrator(user);
  await serviceRow(context.database, user, id);
  await context.database.db
    .updateTable('booking_service')
    .set({ slug: newSlug(), updated_at: context.now().toISOString() })
    .where('id', '=', id)
    .execute();
  return toService(context.database, await serviceRow(context.database, user, id), context.now());
}

export async function listDeliverers(context: ModuleContext, user: CurrentUser) {
  requireAdministrator(user);
  const users = await activeUsersOfOrg(context.database, user.orgId, { internalOnly: true });
  const resources = await resourcesById(context.database, user.orgId);
  return {
    deliverers: [
      ...users.map((entry) => ({ kind: 'user' as const, id: entry.id, name: entry.name })),
      ...[...resources]
        .filter(([, resource]) => resource.active)
        .map(([id, resource]) => ({ kind: 'resource' as const, id, name: resource.name })),
    ],
  };
}

/** A service by its public slug; the refusal names the link, never whether another organisation has it. */
export async function serviceBySlug(database: DatabaseHandle, slug: string): Promise<ServiceRow | undefined> {
  return database.db.selectFrom('booking_service').selectAll().where('slug', '=', slug).executeTakeFirst();
}
