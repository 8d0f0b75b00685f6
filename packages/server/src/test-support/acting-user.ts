import type { ErrorCodeValue } from '@vela/core';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { CurrentUser } from '../http/current-user.js';
import { AppError } from '../http/envelope.js';
import type { TestUser } from './test-users.js';

/**
 * The caller a change function is given when it is called directly, without
 * HTTP: the same fields the auth hook resolves from a session.
 */
export function actingUser(
  user: TestUser,
  options: { profileId?: string; roleId?: string | null; name?: string } = {},
): CurrentUser {
  return {
    userId: user.userId,
    orgId: user.orgId,
    email: user.email,
    name: options.name ?? 'Test User',
    isPartner: false,
    partnerAccountId: null,
    profileId: options.profileId ?? 'system_admin',
    roleId: options.roleId ?? null,
    sessionId: null,
    channelId: null,
  };
}

/** What a change function is given of the module context: the test database and a clock. */
export function changeContextOf(database: DatabaseHandle, now: () => Date = () => new Date()) {
  return { database, now };
}

/** The change is refused with this error code and a message containing the text. */
export async function expectRefusal(
  change: Promise<unknown>,
  code: ErrorCodeValue,
  text: string,
): Promise<AppError> {
  const error = await change.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected a refusal containing "${text}"`).toBeInstanceOf(AppError);
  const refusal = error as AppError;
  expect(refusal.message).toContain(text);
  expect(refusal.code).toBe(code);
  return refusal;
}
