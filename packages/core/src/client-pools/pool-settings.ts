/**
 * A client pool's settings (issue 7, pools admin), shared by the server's
 * checks and the admin screen: the objects that have pools (spec 1 §2.7:
 * leads, prefix 004, and accounts, prefix 001), the claim limit's bounds and
 * the member list sent to the server.
 */
export const POOL_OBJECT_APIS: readonly string[] = ['lead', 'account'];
export const POOL_CLAIM_LIMIT_MIN = 1;
export const POOL_CLAIM_LIMIT_MAX = 10_000;
export const POOL_NAME_MAX = 80;

export interface PoolMemberSetting {
  userId: string;
  isManager: boolean;
}

/** Members and managers as picked on the screen: a manager is a member too; each user once. */
export function poolMemberSettings(
  members: readonly string[],
  managers: readonly string[],
): PoolMemberSetting[] {
  const managing = new Set(managers);
  const ordered = [...new Set([...members, ...managers])];
  return ordered.map((userId) => ({ userId, isManager: managing.has(userId) }));
}
