import { newRecordId } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import { guardDeletes, guardSaves, recordsDb, SaveRefusal } from '../records/index.js';
import { parseAddresses } from './mail-store.js';

/**
 * E-mails as records (issue 23, `emailobject`): every sent or received message has a record of the
 * standard object EmailMessage (subject, direction, date, from, to, the record it is related to), owned
 * by the message's owner, so list views, reports and record sharing reach mail as they reach any object.
 * The message stays the truth: this file writes the record beside it (around the save pipeline: a sync
 * stores thousands of messages, and nobody's rules or flows belong on a mirror) and follows its moves,
 * deletes and relations. Drafts have none.
 */
export const EMAIL_OBJECT_API = 'emailmessage';

/** Rows per statement when a sync marks many messages at once. */
const CHUNK = 500;
const TO_LENGTH = 1000;

export const EMAIL_RECORD_READ_ONLY =
  'E-mail messages are kept by the mail module: send, receive, move or relate the message itself to change its record';

/** The mirror's records are the mail module's alone: forms, imports, flows and the API may not write or delete them. */
export function guardEmailRecords(): void {
  guardSaves(EMAIL_OBJECT_API, async () => {
    throw new SaveRefusal(EMAIL_RECORD_READ_ONLY);
  });
  guardDeletes(EMAIL_OBJECT_API, async (_database, _object, rows) => {
    const refusals = new Map<string, { message: string }>();
    for (const row of rows) refusals.set(String(row.id), { message: EMAIL_RECORD_READ_ONLY });
    return refusals;
  });
}

function columnsOf(object: ObjectModel) {
  const column = (api: string) => object.fieldsByApi.get(api)?.columnName ?? null;
  return {
    subject: column('subject'),
    direction: column('direction'),
    date: column('messagedate'),
    from: column('fromaddress'),
    to: column('toaddress'),
    related: column('relatedtoid'),
  };
}

/**
 * Brings the EmailMessage records of these messages up to date: a record for each sent or received one
 * that has none yet, and the values (deleted or not, related record) of the others. The related record
 * is the first one related by hand, else the first by address (by name): a record field holds one.
 */
export async function mirrorEmailRecords(
  database: DatabaseHandle,
  messageIds: readonly string[],
  now: Date,
  snapshot?: MetadataSnapshot,
): Promise<void> {
  if (messageIds.length === 0) return;
  const object = (snapshot ?? (await currentMetadata(database))).byApi.get(EMAIL_OBJECT_API);
  if (!object) return;
  const columns = columnsOf(object);
  const records = recordsDb(database);
  const stamp = now.toISOString();
  for (let start = 0; start < messageIds.length; start += CHUNK) {
    const ids = messageIds.slice(start, start + CHUNK);
    const [messages, relations] = await Promise.all([
      database.db
        .selectFrom('mail_message')
        .select([
          'id',
          'user_id',
          'status',
          'subject',
          'from_address',
          'to_json',
          'cc_json',
          'sent_at',
          'is_deleted',
          'email_record_id',
        ])
        .where('id', 'in', ids)
        .where('status', 'in', ['sent', 'received'])
        .execute(),
      database.db
        .selectFrom('mail_relation')
        .select(['message_id', 'record_id', 'how', 'record_name'])
        .where('message_id', 'in', ids)
        .execute(),
    ]);
    const relatedOf = new Map<string, string>();
    for (const relation of [...relations].sort(
      (a, b) =>
        Number(b.how === 'manual') - Number(a.how === 'manual') || a.record_name.localeCompare(b.record_name),
    ))
      if (!relatedOf.has(relation.message_id)) relatedOf.set(relation.message_id, relation.record_id);
    for (const message of messages) {
      const deleted = Number(message.is_deleted) === 1 ? 1 : 0;
      const values: Record<string, string | number | null> = {};
      if (columns.subject) values[columns.subject] = message.subject;
      if (columns.direction) values[columns.direction] = message.status === 'sent' ? 'sent' : 'received';
      if (columns.date) values[columns.date] = message.sent_at;
      if (columns.from) values[columns.from] = message.from_address;
      if (columns.to)
        values[columns.to] = [...parseAddresses(message.to_json), ...parseAddresses(message.cc_json)]
          .map((address) => address.address)
          .join(', ')
          .slice(0, TO_LENGTH);
      if (columns.related) values[columns.related] = relatedOf.get(message.id) ?? null;
      if (message.email_record_id) {
        await records
          .updateTable(object.tableName)
          .set({
            ...values,
            name: message.subject.slice(0, 255),
            lastmodifydate: stamp,
            is_deleted: deleted,
            deleted_at: deleted ? stamp : null,
            deleted_by: deleted ? message.user_id : null,
          })
          .where('id', '=', message.email_record_id)
          .execute();
        continue;
      }
      const id = newRecordId(object.prefix, now.getTime());
      await records
        .insertInto(object.tableName)
        .values({
          ...values,
          id,
          name: message.subject.slice(0, 255),
          ownerid: message.user_id,
          createbyid: message.user_id,
          createdate: stamp,
          lastmodifybyid: message.user_id,
          lastmodifydate: stamp,
          recordtype: null,
          is_deleted: deleted,
          deleted_at: deleted ? stamp : null,
          deleted_by: deleted ? message.user_id : null,
        })
        .execute();
      await database.db
        .updateTable('mail_message')
        .set({ email_record_id: id })
        .where('id', '=', message.id)
        .execute();
    }
  }
}
