import type { AdminRole, AdminUser, PublicGroup } from './access-api.js';

/** Who a rule may open records to, or whose records it opens: the server's group names, labelled for people. */
export function groupOptions(
  roles: readonly AdminRole[],
  groups: readonly PublicGroup[],
  users: readonly AdminUser[],
): { value: string; label: string }[] {
  const partnerAccounts = [
    ...new Set(users.flatMap((user) => (user.partnerAccountId ? [user.partnerAccountId] : []))),
  ];
  return [
    ...roles.map((role) => ({ value: `role:${role.id}`, label: `Role: ${role.name}` })),
    ...roles.map((role) => ({ value: `roleSub:${role.id}`, label: `Role and subordinates: ${role.name}` })),
    ...groups.map((group) => ({ value: `group:${group.id}`, label: `Public group: ${group.name}` })),
    ...partnerAccounts.map((id) => ({
      value: `partner:${id}`,
      label: `Partner account: ${users
        .filter((user) => user.partnerAccountId === id)
        .map((user) => user.name)
        .join(', ')}`,
    })),
    ...users.map((user) => ({ value: `user:${user.id}`, label: `User: ${user.name}` })),
  ];
}
