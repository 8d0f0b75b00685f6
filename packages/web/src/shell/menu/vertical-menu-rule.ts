import type { UserInfo, UserSetup } from '../../state/index.js';

/** ispartner is a boolean (core's getUserInfo contract). */
export function isPartnerUser(userInfo: Pick<UserInfo, 'ispartner'> | undefined): boolean {
  return userInfo?.ispartner === true;
}

/** Spec 1 §3, DECISIONS 16: tabStyle '1' gives the vertical menu, never to a partner user. */
export function showsVerticalMenu(
  userInfo: Pick<UserInfo, 'ispartner'> | undefined,
  userSetup: Pick<UserSetup, 'tabStyle'> | undefined,
): boolean {
  return String(userSetup?.tabStyle) === '1' && !isPartnerUser(userInfo);
}
