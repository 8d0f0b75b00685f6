import type { AddressBookEntry } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { activeUsersOfOrg } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';
import { type Context, likeLiteral } from './mail-context.js';

/** Address completion (issue 23): contacts, leads and users by name or address, or by id. */
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export async function addressBook(
  context: Context,
  user: CurrentUser,
  body: { query: string; ids: string[] },
): Promise<AddressBookEntry[]> {
  const snapshot = await currentMetadata(context.database);
  const entries: AddressBookEntry[] = [];
  const query = body.query.toLowerCase();
  const recordIds = body.ids.filter((id) => snapshot.byPrefix.has(id.slice(0, 3)) && !id.startsWith('005'));
  const userIds = body.ids.filter((id) => id.startsWith('005'));
  if (query === '' && body.ids.length === 0) return [];
  for (const kind of ['contact', 'lead'] as const) {
    const object = snapshot.byApi.get(kind);
    const email = object?.fieldsByApi.get('email')?.columnName;
    if (!object || !email) continue;
    let select = recordsDb(context.database)
      .selectFrom(object.tableName)
      .select(['id', 'name', `${email} as address`])
      .where('is_deleted', '=', 0)
      .where(sql<boolean>`${sql.ref(email)} is not null and ${sql.ref(email)} <> ''`)
      .where(recordAccessFilter(user, object));
    if (body.ids.length > 0) {
      const ids = recordIds.filter((id) => id.startsWith(object.prefix));
      if (ids.length === 0) continue;
      select = select.where('id', 'in', ids);
    } else
      select = select.where(
        sql<boolean>`(lower(name) like ${`${likeLiteral(query)}%`} escape '\\' or lower(${sql.ref(email)}) like ${`${likeLiteral(query)}%`} escape '\\')`,
      );
    for (const row of await select.orderBy('name').limit(10).execute())
      entries.push({ id: text(row.id), kind, name: text(row.name), address: text(row.address) });
  }
  const users =
    body.ids.length > 0
      ? userIds.length > 0
        ? await activeUsersOfOrg(context.database, user.orgId, { ids: userIds, internalOnly: true })
        : []
      : await activeUsersOfOrg(context.database, user.orgId, {
          namePrefix: query,
          internalOnly: true,
          limit: 10,
        });
  for (const found of users)
    entries.push({ id: found.id, kind: 'user', name: found.name, address: found.email });
  return entries;
}
