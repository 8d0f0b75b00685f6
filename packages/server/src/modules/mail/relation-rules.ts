import { DEFAULT_MAIL_RELATION_RULES, type MailRelationRules } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { type Context, flag, isAdministrator } from './mail-context.js';

/** The organisation's automatic relating rules (issue 23, `/relation`): every rule on until switched off. */
export async function relationRulesOf(database: DatabaseHandle, orgId: string): Promise<MailRelationRules> {
  const row = await database.db
    .selectFrom('mail_relation_rule')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_MAIL_RELATION_RULES };
  return {
    contactByAddress: Number(row.contact_by_address) === 1,
    leadByAddress: Number(row.lead_by_address) === 1,
    accountByDomain: Number(row.account_by_domain) === 1,
  };
}

export async function getRelationRules(context: Context, user: CurrentUser) {
  return { rules: await relationRulesOf(context.database, user.orgId), mayChange: isAdministrator(user) };
}

export async function saveRelationRules(context: Context, user: CurrentUser, rules: MailRelationRules) {
  if (!isAdministrator(user))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators change the automatic relating rules');
  const values = {
    contact_by_address: flag(rules.contactByAddress),
    lead_by_address: flag(rules.leadByAddress),
    account_by_domain: flag(rules.accountByDomain),
    updated_at: context.now().toISOString(),
    updated_by: user.userId,
  };
  const { db } = context.database;
  const existing = await db
    .selectFrom('mail_relation_rule')
    .select('org_id')
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (existing)
    await db.updateTable('mail_relation_rule').set(values).where('org_id', '=', user.orgId).execute();
  else
    await db
      .insertInto('mail_relation_rule')
      .values({ ...values, org_id: user.orgId })
      .execute();
  return getRelationRules(context, user);
}
