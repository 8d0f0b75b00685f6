import type { UserInfo, UserSetup } from '../../state/index.js';

/** The server sends ispartner as a boolean, 0/1 or 'true'/'false'. */
export function isPartnerUser(userInfo: Pick<UserInfo, 'ispartner'> | undefined): boolean {
  const value = userInfo?.ispartner;
  return value === true || value === 1 || value === 'true';
}

/** Spec 1 §3, DECISIONS 16: tabStyle '1' gives the vertical menu, never to a partner user. */
export function showsVerticalMenu(
  userInfo: Pick<UserInfo, 'ispartner'> | undefined,
  userSetup: Pick<UserSetup, 'tabStyle'> | undefined,
): boolean {
  return String(userSetup?.tabStyle) === '1' && !isPartnerUser(userInfo);
}
