import type { CurrentUser } from '../../http/current-user.js';

/** System administrators set up processes and may change records that wait for approval. */
export function isAdministrator(user: CurrentUser): boolean {
  return user.profileId === 'system_admin';
}
