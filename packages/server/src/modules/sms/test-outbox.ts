import {
  mayAdministerAccess,
  SMS_STATUSES,
  SMS_TEST_OUTBOX_LIMITS,
  type SmsStatus,
  type SmsTestOutboxEntry,
  type smsTestOutboxContract,
} from '@vela/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { SmsContext } from './provider-settings.js';

type OutboxQuery = z.output<(typeof smsTestOutboxContract)['request']>;
type OutboxAnswer = z.output<(typeof smsTestOutboxContract)['response']>;

const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
const statusOf = (value: string | null): SmsStatus =>
  SMS_STATUSES.find((status) => status === value) ?? 'sent';

/**
 * Keeps the organisation's last `SMS_TEST_OUTBOX_LIMITS.kept` texts: a demo that runs for months
 * does not grow the outbox without end. Called after each text the test provider takes.
 */
export async function pruneTestOutbox(database: DatabaseHandle, orgId: string): Promise<void> {
  const newest = database.db
    .selectFrom('sms_test_outbox')
    .select('id')
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SMS_TEST_OUTBOX_LIMITS.kept);
  await database.db
    .deleteFrom('sms_test_outbox')
    .where('org_id', '=', orgId)
    .where('id', 'not in', newest)
    .execute();
}

/**
 * The test provider's outbox (issue 23): each text it took, newest first, with the status Vela
 * recorded for it (its delivery report) and the record and sender it came from. Administrators only,
 * as the provider's settings are.
 */
export async function listTestOutbox(
  context: SmsContext,
  user: CurrentUser,
  query: OutboxQuery,
): Promise<OutboxAnswer> {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, "Only administrators see the test provider's outbox");
  const db = context.database.db;
  let select = db
    .selectFrom('sms_test_outbox as o')
    .leftJoin('sms_message as m', (join) =>
      join.onRef('m.provider_id', '=', 'o.id').onRef('m.org_id', '=', 'o.org_id'),
    )
    .where('o.org_id', '=', user.orgId);
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean))
    select = select.where(
      sql<boolean>`lower(o.body || ' ' || o.to_number || ' ' || coalesce(m.record_name, '')) like ${`%${likeLiteral(word)}%`} escape '\\'`,
    );
  const counted = await select.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const rows = await select
    .select([
      'o.id',
      'o.to_number',
      'o.from_number',
      'o.body',
      'o.created_at',
      'm.status',
      'm.failure_reason',
      'm.record_id',
      'm.record_name',
      'm.sender_name',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(SMS_TEST_OUTBOX_LIMITS.pageSize)
    .offset((query.page - 1) * SMS_TEST_OUTBOX_LIMITS.pageSize)
    .execute();
  const provider = await db
    .selectFrom('sms_provider')
    .select('kind')
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  const entries: SmsTestOutboxEntry[] = rows.map((row) => ({
    id: row.id,
    to: row.to_number,
    from: row.from_number,
    body: row.body,
    status: statusOf(row.status),
    failureReason: row.failure_reason ?? '',
    recordId: row.record_id ?? '',
    recordName: row.record_name ?? '',
    senderName: row.sender_name ?? '',
    createdAt: row.created_at,
  }));
  return {
    entries,
    total: Number(counted?.n ?? 0),
    providerKind: provider ? (provider.kind === 'twilio' ? 'twilio' : 'test') : 'none',
    kept: SMS_TEST_OUTBOX_LIMITS.kept,
  };
}
