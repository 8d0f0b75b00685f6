/**
 * Groups a record can be shared with, as one string each so a share row and
 * a membership row join on one column: a user, a role, a role with its
 * subordinates, a public group, or a partner account.
 */
export type GroupKind = 'user' | 'role' | 'roleSub' | 'group' | 'partner';
export const GROUP_KINDS: readonly GroupKind[] = ['user', 'role', 'roleSub', 'group', 'partner'];

export function groupName(kind: GroupKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseGroupName(name: string): { kind: GroupKind; id: string } | null {
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const kind = name.slice(0, colon) as GroupKind;
  const id = name.slice(colon + 1);
  if (!GROUP_KINDS.includes(kind) || id === '') return null;
  return { kind, id };
}

export function ruleShareReason(ruleId: string, revision: number): string {
  return `rule:${ruleId}:${revision}`;
}

export const MANUAL_SHARE_REASON = 'manual';

/** An invited user's read share of an event (the calendar's invitees): it stays through owner changes. */
export const INVITEE_SHARE_REASON = 'invitee';
