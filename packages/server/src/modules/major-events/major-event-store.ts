import { randomUUID } from 'node:crypto';
import {
  MAJOR_EVENT_COLOURS,
  type MajorEvent,
  type MajorEventColour,
  type MajorEventType,
  type majorEventInputSchema,
  type majorEventTypeInputSchema,
  mayAdministerAccess,
} from '@vela/core';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import { canAccessRecord, findRow } from '../records/index.js';

/**
 * Company milestones (issue 18): event types and the milestones recorded on accounts. Administrators
 * change them; whoever may read an account reads its milestones (the account page's timeline).
 */
export function requireMilestoneAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change company milestones');
}

const colourOf = (value: string): MajorEventColour =>
  (MAJOR_EVENT_COLOURS as readonly string[]).includes(value) ? (value as MajorEventColour) : 'blue';

export async function listTypes(database: DatabaseHandle, orgId: string): Promise<MajorEventType[]> {
  const rows = await database.db
    .selectFrom('major_event_type as t')
    .leftJoin('major_event as e', 'e.type_id', 't.id')
    .select(['t.id', 't.name', 't.colour', 't.description', 't.active'])
    .select((eb) => eb.fn.count<number | string>('e.id').as('events'))
    .where('t.org_id', '=', orgId)
    .groupBy(['t.id', 't.name', 't.colour', 't.description', 't.active'])
    .orderBy('t.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    colour: colourOf(row.colour),
    description: row.description,
    active: Number(row.active) === 1,
    eventCount: Number(row.events),
  }));
}

async function typeById(database: DatabaseHandle, orgId: string, id: string) {
  return (await listTypes(database, orgId)).find((type) => type.id === id);
}

export async function saveType(
  database: DatabaseHandle,
  user: CurrentUser,
  input: z.output<typeof majorEventTypeInputSchema>,
  now: Date,
): Promise<MajorEventType> {
  requireMilestoneAdministrator(user);
  const clash = (await listTypes(database, user.orgId)).find(
    (type) => type.name.toLowerCase() === input.name.toLowerCase() && type.id !== input.id,
  );
  if (clash) throw new AppError(ErrorCode.BAD_REQUEST, `name: an event type "${clash.name}" exists already`);
  const values = {
    name: input.name,
    colour: input.colour,
    description: input.description,
    active: input.active ? 1 : 0,
    updated_at: now.toISOString(),
  };
  let id = input.id;
  if (id) {
    const changed = await database.db
      .updateTable('major_event_type')
      .set(values)
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0)
      throw new AppError(ErrorCode.NOT_FOUND, `id: no event type ${id} in this organisation`);
  } else {
    id = randomUUID();
    await database.db
      .insertInto('major_event_type')
      .values({ id, org_id: user.orgId, created_at: now.toISOString(), ...values })
      .execute();
  }
  return (await typeById(database, user.orgId, id)) as MajorEventType;
}

export async function deleteType(database: DatabaseHandle, user: CurrentUser, id: string) {
  requireMilestoneAdministrator(user);
  const type = await typeById(database, user.orgId, id);
  if (!type) throw new AppError(ErrorCode.NOT_FOUND, `id: no event type ${id} in this organisation`);
  if (type.eventCount > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `"${type.name}" is the type of ${type.eventCount} milestone(s): deactivate it instead, or change their type first`,
    );
  await database.db.deleteFrom('major_event_type').where('id', '=', id).execute();
  return { id };
}

/** The account a milestone is on, checked: it exists and the user may read it. Answers its name. */
async function readableAccount(
  database: DatabaseHandle,
  user: CurrentUser,
  accountId: string,
): Promise<string> {
  const account = (await currentMetadata(database)).byApi.get('account');
  const row =
    account && accountId.startsWith(account.prefix) ? await findRow(database, account, accountId) : undefined;
  if (!account || !row || !(await canAccessRecord(database, user, account, row)))
    throw new AppError(ErrorCode.NOT_FOUND, `accountId: no account ${accountId} was found`);
  return String(row.name ?? '');
}

export async function listEvents(
  database: DatabaseHandle,
  user: CurrentUser,
  accountId: string | undefined,
): Promise<MajorEvent[]> {
  if (accountId) await readableAccount(database, user, accountId);
  else requireMilestoneAdministrator(user);
  let query = database.db
    .selectFrom('major_event as e')
    .innerJoin('major_event_type as t', 't.id', 'e.type_id')
    .select([
      'e.id',
      'e.account_id',
      'e.type_id',
      'e.event_date',
      'e.title',
      'e.description',
      't.name as type_name',
      't.colour',
    ])
    .where('e.org_id', '=', user.orgId)
    .orderBy('e.event_date', 'desc')
    .orderBy('e.created_at', 'desc')
    .limit(500);
  if (accountId) query = query.where('e.account_id', '=', accountId);
  const rows = await query.execute();
  // Accounts' names; a deleted account's milestones wait with it in the recycle bin, unlisted.
  const names = new Map<string, string | undefined>();
  const account = (await currentMetadata(database)).byApi.get('account');
  for (const row of rows)
    if (!names.has(row.account_id) && account) {
      const found = await findRow(database, account, row.account_id);
      names.set(row.account_id, found ? String(found.name ?? '') : undefined);
    }
  return rows
    .filter((row) => names.get(row.account_id) !== undefined)
    .map((row) => ({
      id: row.id,
      accountId: row.account_id,
      accountName: names.get(row.account_id) ?? '',
      typeId: row.type_id,
      typeName: row.type_name,
      colour: colourOf(row.colour),
      date: row.event_date,
      title: row.title,
      description: row.description,
    }));
}

export async function saveEvent(
  database: DatabaseHandle,
  user: CurrentUser,
  input: z.output<typeof majorEventInputSchema>,
  now: Date,
): Promise<MajorEvent> {
  requireMilestoneAdministrator(user);
  await readableAccount(database, user, input.accountId);
  const type = await typeById(database, user.orgId, input.typeId);
  if (!type)
    throw new AppError(ErrorCode.BAD_REQUEST, `typeId: no event type ${input.typeId} in this organisation`);
  const values = {
    account_id: input.accountId,
    type_id: input.typeId,
    event_date: input.date,
    title: input.title,
    description: input.description,
    updated_at: now.toISOString(),
  };
  let id = input.id;
  if (id) {
    const changed = await database.db
      .updateTable('major_event')
      .set(values)
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0)
      throw new AppError(ErrorCode.NOT_FOUND, `id: no milestone ${id} in this organisation`);
  } else {
    if (!type.active)
      throw new AppError(ErrorCode.BAD_REQUEST, `typeId: the event type "${type.name}" is inactive`);
    id = randomUUID();
    await database.db
      .insertInto('major_event')
      .values({ id, org_id: user.orgId, created_by: user.userId, created_at: now.toISOString(), ...values })
      .execute();
  }
  const saved = (await listEvents(database, user, input.accountId)).find((event) => event.id === id);
  return saved as MajorEvent;
}

export async function deleteEvent(database: DatabaseHandle, user: CurrentUser, id: string) {
  requireMilestoneAdministrator(user);
  const removed = await database.db
    .deleteFrom('major_event')
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0)
    throw new AppError(ErrorCode.NOT_FOUND, `id: no milestone ${id} in this organisation`);
  return { id };
}
