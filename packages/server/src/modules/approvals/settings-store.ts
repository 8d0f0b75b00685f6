import type { ApprovalSettings } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { inTransaction, transactionHandle } from '../records/index.js';
import { activeOrgUser } from './people.js';

/** A person's own approval settings (issue 20): a delegate for their absences, and notices by e-mail. */

/** An open-ended absence runs until this day. */
const NO_END = '9999-12-31';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function approvalSettingsOf(
  database: DatabaseHandle,
  user: CurrentUser,
  now: Date,
): Promise<ApprovalSettings> {
  const delegation = await database.db
    .selectFrom('approval_delegate')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  const preference = await database.db
    .selectFrom('approval_preference')
    .select('email_notices')
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  const delegate = delegation ? await activeOrgUser(database, user.orgId, delegation.delegate_id) : undefined;
  const today = dayOf(now);
  return {
    delegate: delegate ?? null,
    from: delegate && delegation ? delegation.starts_on : '',
    to: delegate && delegation ? delegation.ends_on : '',
    delegateActive: Boolean(
      delegate && delegation && delegation.starts_on <= today && delegation.ends_on >= today,
    ),
    emailNotices: preference?.email_notices === 1,
  };
}

/**
 * approval/saveDelegate: who approves for the caller from `from` to `to`
 * (inclusive). Checked before the old delegation is replaced, so a refused
 * change leaves the one in force as it was.
 */
export async function saveDelegate(
  database: DatabaseHandle,
  user: CurrentUser,
  input: { delegateId: string | null; from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<ApprovalSettings> {
  let row: { delegate_id: string; starts_on: string; ends_on: string } | null = null;
  if (input.delegateId) {
    if (input.delegateId === user.userId) throw badRequest('delegateId: choose someone other than yourself');
    const delegate = await activeOrgUser(database, user.orgId, input.delegateId);
    if (!delegate) throw badRequest(`delegateId: ${input.delegateId} is no active user of this organisation`);
    const from = input.from ?? dayOf(now);
    const to = input.to ?? NO_END;
    if (to < from) throw badRequest('to: the absence ends before it starts');
    row = { delegate_id: delegate.id, starts_on: from, ends_on: to };
  }
  await inTransaction(database.db, async (trx) => {
    const handle = transactionHandle(database, trx);
    await handle.db
      .deleteFrom('approval_delegate')
      .where('org_id', '=', user.orgId)
      .where('user_id', '=', user.userId)
      .execute();
    if (row)
      await handle.db
        .insertInto('approval_delegate')
        .values({ org_id: user.orgId, user_id: user.userId, ...row })
        .execute();
  });
  return approvalSettingsOf(database, user, now);
}

/** approval/saveNoticeSettings: whether the caller's notices also come by e-mail. */
export async function saveNoticeSettings(
  database: DatabaseHandle,
  user: CurrentUser,
  emailNotices: boolean,
  now: Date,
): Promise<ApprovalSettings> {
  await inTransaction(database.db, async (trx) => {
    const handle = transactionHandle(database, trx);
    await handle.db
      .deleteFrom('approval_preference')
      .where('org_id', '=', user.orgId)
      .where('user_id', '=', user.userId)
      .execute();
    await handle.db
      .insertInto('approval_preference')
      .values({ org_id: user.orgId, user_id: user.userId, email_notices: emailNotices ? 1 : 0 })
      .execute();
  });
  return approvalSettingsOf(database, user, now);
}
