import {
  mayAdministerAccess,
  SMS_PAGE_SIZE,
  SMS_STATUSES,
  type SmsMessage,
  type SmsStatus,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import { canAccessRecord, findRow } from '../records/index.js';
import type { SmsContext } from './provider-settings.js';
import { textView } from './sms-store.js';

const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * noteSms/noteSmsList (S1-R-097): one record's texts for whoever may read the record; otherwise the
 * caller's own texts and the replies to them (an administrator: the organisation's).
 */
export async function listTexts(
  context: SmsContext,
  user: CurrentUser,
  query: { recordId: string; status: '' | SmsStatus; search: string; page: number },
): Promise<{ messages: SmsMessage[]; total: number; byStatus: Array<{ status: SmsStatus; count: number }> }> {
  const db = context.database.db;
  let select = db.selectFrom('sms_message').where('org_id', '=', user.orgId);
  if (query.recordId) {
    const object = (await currentMetadata(context.database)).byPrefix.get(query.recordId.slice(0, 3));
    const row = object ? await findRow(context.database, object, query.recordId) : undefined;
    if (!object || !row || !(await canAccessRecord(context.database, user, object, row)))
      throw notFound(`Record ${query.recordId}`);
    select = select.where('record_id', '=', query.recordId);
  } else if (!mayAdministerAccess(user.profileId)) {
    const textedNumbers = db
      .selectFrom('sms_message')
      .select('to_number')
      .where('org_id', '=', user.orgId)
      .where('sender_id', '=', user.userId);
    select = select.where((eb) =>
      eb.or([
        eb('sender_id', '=', user.userId),
        eb.and([eb('direction', '=', 'inbound'), eb('from_number', 'in', textedNumbers)]),
      ]),
    );
  }
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean))
    select = select.where(
      sql<boolean>`lower(body || ' ' || record_name || ' ' || to_number || ' ' || from_number) like ${`%${likeLiteral(word)}%`} escape '\\'`,
    );
  const counts = await select
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute();
  const byStatus = SMS_STATUSES.map((status) => ({
    status,
    count: Number(counts.find((row) => row.status === status)?.n ?? 0),
  }));
  if (query.status) select = select.where('status', '=', query.status);
  const rows = await select
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SMS_PAGE_SIZE)
    .offset((query.page - 1) * SMS_PAGE_SIZE)
    .execute();
  const total = query.status
    ? (byStatus.find((entry) => entry.status === query.status)?.count ?? 0)
    : byStatus.reduce((sum, entry) => sum + entry.count, 0);
  return { messages: rows.map(textView), total, byStatus };
}
