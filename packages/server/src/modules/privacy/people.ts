import {
  MAX_PRIVACY_MATCHES,
  mayAdministerAccess,
  type PrivacyPerson,
  type PrivacyPersonKind,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { findOrgUser, usersOfOrg } from '../auth/index.js';
import { escapeLike } from '../list-views/index.js';
import {
  currentMetadata,
  type FieldModel,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';
import {
  canAccessRecord,
  findRow,
  prepareRecordAccess,
  type RecordRow,
  recordAccessFilter,
  recordsDb,
} from '../records/index.js';

/** The objects whose records are people, by the kind a GDPR request names. */
const PERSON_OBJECTS: Record<Exclude<PrivacyPersonKind, 'user'>, string> = {
  contact: 'contact',
  lead: 'lead',
};

export function requirePrivacyAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      "Only a system administrator may export or erase a person's data (GDPR compliance)",
    );
}

export function personObject(snapshot: MetadataSnapshot, kind: Exclude<PrivacyPersonKind, 'user'>) {
  const object = snapshot.byApi.get(PERSON_OBJECTS[kind]);
  if (!object) throw new AppError(ErrorCode.NOT_FOUND, `This organisation has no ${kind} object`);
  return object;
}

/** The e-mail fields of an object, the first one being the person's address. */
export const emailFields = (object: ObjectModel): FieldModel[] =>
  object.fields.filter((field) => field.typeCode === 'E' && field.columnName);

/** A person as a GDPR request reaches them: their own record (contact, lead) or their account. */
export type ResolvedPerson =
  | { kind: 'contact' | 'lead'; object: ObjectModel; row: RecordRow; person: PrivacyPerson }
  | { kind: 'user'; person: PrivacyPerson };

function personOfRow(kind: 'contact' | 'lead', object: ObjectModel, row: RecordRow): PrivacyPerson {
  const email = emailFields(object)[0]?.columnName;
  return {
    kind,
    id: String(row.id),
    name: String(row.name ?? ''),
    email: email ? String(row[email] ?? '') : '',
    objectLabel: object.label,
  };
}

/** Contacts, leads (in the recycle bin too) and users of the caller's organisation whose name or e-mail holds `query`. */
export async function findPeople(
  database: DatabaseHandle,
  user: CurrentUser,
  query: string,
): Promise<{ people: PrivacyPerson[]; more: boolean }> {
  requirePrivacyAdministrator(user);
  const words = query.trim().toLowerCase();
  const pattern = `%${escapeLike(words)}%`;
  const snapshot = await currentMetadata(database);
  const people: PrivacyPerson[] = [];
  for (const kind of ['contact', 'lead'] as const) {
    const object = snapshot.byApi.get(PERSON_OBJECTS[kind]);
    if (!object) continue;
    await prepareRecordAccess(database, object);
    const columns = ['name', ...emailFields(object).map((field) => field.columnName as string)];
    const rows = await recordsDb(database)
      .selectFrom(object.tableName)
      .selectAll()
      .where((eb) =>
        eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
      )
      .where(recordAccessFilter(user, object, 'read'))
      .orderBy('name')
      .limit(MAX_PRIVACY_MATCHES + 1)
      .execute();
    people.push(...rows.map((row) => personOfRow(kind, object, row)));
  }
  for (const account of await usersOfOrg(database, user.orgId)) {
    if (!`${account.name}\n${account.email}`.toLowerCase().includes(words)) continue;
    people.push({
      kind: 'user',
      id: account.id,
      name: account.name,
      email: account.email,
      objectLabel: 'User',
    });
  }
  return { people: people.slice(0, MAX_PRIVACY_MATCHES), more: people.length > MAX_PRIVACY_MATCHES };
}

/** The person a request names, in the caller's organisation; refused by name when there is none. */
export async function resolvePerson(
  database: DatabaseHandle,
  user: CurrentUser,
  kind: PrivacyPersonKind,
  id: string,
): Promise<ResolvedPerson> {
  requirePrivacyAdministrator(user);
  if (kind === 'user') {
    const account = await findOrgUser(database, user.orgId, id);
    if (!account) throw new AppError(ErrorCode.NOT_FOUND, `body.id: no user ${id} in this organisation`);
    return {
      kind,
      person: { kind, id, name: account.name, email: account.email, objectLabel: 'User' },
    };
  }
  const object = personObject(await currentMetadata(database), kind);
  const row = id.startsWith(object.prefix)
    ? await findRow(database, object, id, { includeDeleted: true })
    : undefined;
  if (!row || !(await canAccessRecord(database, user, object, row)))
    throw new AppError(ErrorCode.NOT_FOUND, `body.id: no ${object.label.toLowerCase()} ${id} was found`);
  return { kind, object, row, person: personOfRow(kind, object, row) };
}
