import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { forgetFieldAccess } from './object-permissions.js';

/** Access settings are an administrator's: profiles, roles, defaults, rules and forced sign-outs. */
export function requireAccessAdmin(user: CurrentUser): void {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change access settings');
}

/** After any change of access settings: caches answer the new settings at once in this process. */
export function accessSettingsChanged(): void {
  forgetFieldAccess();
}
