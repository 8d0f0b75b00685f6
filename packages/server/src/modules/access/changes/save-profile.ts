import {
  type CallAnswer,
  isSessionTimeoutChoice,
  parseIpRange,
  type SaveProfileRequest,
  SESSION_TIMEOUT_CHOICES_MINUTES,
  type saveProfileContract,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import { saveAppPermissions } from '../app-permission-store.js';
import type { AccessChangeContext } from './change-support.js';

export type SaveProfileResult = CallAnswer<typeof saveProfileContract>;

/**
 * Creates or changes a profile: its name, session policy (idle timeout from
 * the offered choices, sign-in IP ranges) and the app permissions named.
 */
export async function saveProfile(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveProfileRequest,
): Promise<SaveProfileResult> {
  requireAccessAdmin(user);
  const idle = input.sessionIdleMinutes ?? null;
  if (idle !== null && !isSessionTimeoutChoice(idle))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.sessionIdleMinutes: choose one of ${SESSION_TIMEOUT_CHOICES_MINUTES.join(', ')} minutes`,
    );
  for (const [index, range] of (input.loginIpRanges ?? []).entries()) {
    const parsed = parseIpRange(range);
    if (!parsed.ok)
      throw new AppError(ErrorCode.BAD_REQUEST, `body.loginIpRanges[${index}]: ${parsed.reason}`);
  }
  const values = {
    org_id: user.orgId,
    id: input.id,
    name: input.name,
    session_idle_minutes: idle,
    login_ip_ranges: JSON.stringify(input.loginIpRanges ?? []),
    updated_at: context.now().toISOString(),
  };
  await context.database.db
    .insertInto('access_profile')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['org_id', 'id']).doUpdateSet({
        name: values.name,
        session_idle_minutes: values.session_idle_minutes,
        login_ip_ranges: values.login_ip_ranges,
        updated_at: values.updated_at,
      }),
    )
    .execute();
  if (input.appPermissions)
    await saveAppPermissions(context.database, user.orgId, input.id, input.appPermissions);
  await permissionChangeAudit(context)(user, `profile:${input.id}`, {
    sessionIdleMinutes: idle,
    loginIpRanges: input.loginIpRanges ?? [],
    ...(input.appPermissions ? { appPermissions: input.appPermissions } : {}),
  });
  accessSettingsChanged();
  return { id: input.id };
}
