import {
  type EmailObjectRow,
  MAIL_PAGE_SIZE,
  MAIL_RELATABLE_OBJECTS,
  type MailRelatableObject,
  type MailRelatedRecord,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata } from '../metadata/index.js';
import { lookupTargetRights, recordAccessFilter, recordsDb } from '../records/index.js';
import { type Context, likeLiteral } from './mail-context.js';
import { SUMMARY_COLUMNS, threadSizes, toSummary } from './mail-store.js';

/**
 * E-mails as records (issue 23, `/emailobject`): the caller's own sent and received messages (never
 * drafts, never someone else's), with the records each is related to.
 */
export interface EmailObjectQuery {
  direction: 'all' | 'received' | 'sent';
  search: string;
  relatedObject: '' | 'none' | MailRelatableObject;
  fromDay: string;
  toDay: string;
  page: number;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

const relatedOf = (relation: {
  record_id: string;
  object_api: string;
  record_name: string;
  how: string;
}): MailRelatedRecord => ({
  recordId: relation.record_id,
  objectApi: relation.object_api,
  name: relation.record_name,
  how: relation.how === 'manual' ? 'manual' : 'address',
});

export async function listEmailObjects(
  context: Context,
  user: CurrentUser,
  query: EmailObjectQuery,
): Promise<{ rows: EmailObjectRow[]; total: number }> {
  const { db } = context.database;
  let select = db
    .selectFrom('mail_message')
    .where('mail_message.org_id', '=', user.orgId)
    .where('mail_message.user_id', '=', user.userId)
    .where('mail_message.is_deleted', '=', 0)
    .where('mail_message.status', 'in', query.direction === 'all' ? ['received', 'sent'] : [query.direction]);
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean))
    select = select.where(sql<boolean>`search_text like ${`%${likeLiteral(word)}%`} escape '\\'`);
  if (query.fromDay) select = select.where('mail_message.sent_at', '>=', `${query.fromDay}T00:00:00.000Z`);
  if (query.toDay) select = select.where('mail_message.sent_at', '<', nextDay(query.toDay));
  if (query.relatedObject === 'none')
    select = select.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_relation')
            .select('mail_relation.message_id')
            .whereRef('mail_relation.message_id', '=', 'mail_message.id'),
        ),
      ),
    );
  else if (query.relatedObject) {
    const objectApi = query.relatedObject;
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('mail_relation')
          .select('mail_relation.message_id')
          .whereRef('mail_relation.message_id', '=', 'mail_message.id')
          .where(sql<boolean>`lower(mail_relation.object_api) = ${objectApi}`),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    select
      .select(SUMMARY_COLUMNS.map((column) => `mail_message.${column}` as const))
      .orderBy('mail_message.sent_at', 'desc')
      .orderBy('mail_message.id', 'desc')
      .limit(MAIL_PAGE_SIZE)
      .offset((query.page - 1) * MAIL_PAGE_SIZE)
      .execute(),
    select.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  const ids = rows.map((row) => row.id);
  const [sizes, relations] = await Promise.all([
    threadSizes(
      context.database,
      rows.map((row) => row.thread_id),
    ),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('mail_relation')
          .select(['message_id', 'record_id', 'object_api', 'record_name', 'how'])
          .where('message_id', 'in', ids)
          .orderBy('record_name')
          .execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...toSummary(row, sizes.get(row.thread_id) ?? 1),
      direction: row.status === 'sent' ? ('sent' as const) : ('received' as const),
      related: relations.filter((relation) => relation.message_id === row.id).map(relatedOf),
    })),
    total: Number(count?.n ?? 0),
  };
}

const LOOKUP_PER_OBJECT = 8;
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The relate lookup: records of the relatable objects the caller may read, by words of their name. */
export async function relateLookup(
  context: Context,
  user: CurrentUser,
  body: { query: string; objectApi: '' | MailRelatableObject },
): Promise<Array<{ recordId: string; objectApi: string; name: string }>> {
  const snapshot = await currentMetadata(context.database);
  const words = body.query.toLowerCase().split(/\s+/).filter(Boolean);
  const found: Array<{ recordId: string; objectApi: string; name: string }> = [];
  for (const api of body.objectApi ? [body.objectApi] : MAIL_RELATABLE_OBJECTS) {
    const object = snapshot.byApi.get(api);
    if (!object || !(await lookupTargetRights(context.database, user, object)).isQuery) continue;
    let select = recordsDb(context.database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where('is_deleted', '=', 0)
      .where(recordAccessFilter(user, object));
    for (const word of words)
      select = select.where(sql<boolean>`lower(name) like ${`%${likeLiteral(word)}%`} escape '\\'`);
    for (const row of await select.orderBy('name').limit(LOOKUP_PER_OBJECT).execute())
      found.push({ recordId: text(row.id), objectApi: object.apiName, name: text(row.name) });
  }
  return found;
}
