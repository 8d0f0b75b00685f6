import type { AdminRole, AdminUser, PublicGroup } from './access-api.js';

export type MemberKind = 'role' | 'roleSub' | 'group' | 'partner' | 'user';

/** Who a rule may open records to, or whose records it opens: the server's group names, labelled for people. */
export function groupOptions(
  roles: readonly AdminRole[],
  groups: readonly PublicGroup[],
  users: readonly AdminUser[],
  labelOf: (kind: MemberKind, name: string) => string,
): { value: string; label: string }[] {
  const partnerAccounts = [
    ...new Set(users.flatMap((user) => (user.partnerAccountId ? [user.partnerAccountId] : []))),
  ];
  return [
    ...roles.map((role) => ({ value: `role:${role.id}`, label: labelOf('role', role.name) })),
    ...roles.map((role) => ({ value: `roleSub:${role.id}`, label: labelOf('roleSub', role.name) })),
    ...groups.map((group) => ({ value: `group:${group.id}`, label: labelOf('group', group.name) })),
    ...partnerAccounts.map((id) => ({
      value: `partner:${id}`,
      label: labelOf(
        'partner',
        users
          .filter((user) => user.partnerAccountId === id)
          .map((user) => user.name)
          .join(', '),
      ),
    })),
    ...users.map((user) => ({ value: `user:${user.id}`, label: labelOf('user', user.name) })),
  ];
}
