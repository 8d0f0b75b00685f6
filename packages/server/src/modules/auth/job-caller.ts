import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { findOrgUser, type OrgUser } from './user-accounts.js';
import { loadUserInfo } from './user-info.js';

/**
 * The caller a background job acts as for the person who set it going (a report subscription, a mass
 * e-mail): their account as it is now, in their language and with their access, so the job reads no
 * more than they may. Null when the account is gone or deactivated.
 */
export async function callerOfAccount(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<CurrentUser | null> {
  const account = await findOrgUser(database, orgId, userId);
  if (!account?.isActive) return null;
  const language = (await loadUserInfo(database, account.id))?.language;
  return actingAs(account, language);
}

/** A person as a background run acts for them: their access, their language. */
export function actingAs(account: OrgUser, language?: string): CurrentUser {
  return {
    ...(language ? { language } : {}),
    userId: account.id,
    orgId: account.orgId,
    email: account.email,
    name: account.name,
    isPartner: account.isPartner,
    partnerAccountId: account.partnerAccountId,
    profileId: account.profileId,
    roleId: account.roleId,
    sessionId: null,
    channelId: null,
  };
}
