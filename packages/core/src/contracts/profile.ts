import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password-policy.js';
import { defineCall } from './call-contract.js';

/**
 * The profile pages' calls (issue 2): change password, login history, the
 * sessions list (authVisit) and personal API keys.
 */

/** A session or API key id as the client sends it back. */
const ownedId = z.string().min(1).max(64);
const emptyRequest = z.strictObject({});
const nothing = z.null();

export const sessionRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session this call came from. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const loginHistoryRowSchema = z.object({
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  result: z.string(),
  reason: z.string(),
});
export type LoginHistoryRow = z.infer<typeof loginHistoryRowSchema>;

export const loginHistoryPageSchema = z.object({ total: z.number(), rows: z.array(loginHistoryRowSchema) });
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;

export const apiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, so its owner can tell keys apart. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The whole key: in this answer only, never again. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const modifyPasswordContract = defineCall({
  path: '/user/modifyPassword',
  summary: 'Change one’s own password; every other session of the user ends',
  request: z.strictObject({
    oldPassword: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 4),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH * 4),
  }),
  response: nothing,
});

/** GET: the request is the query string (numbers arrive as text). */
export const getLoginHistoryContract = defineCall({
  path: '/user/getLoginHistory',
  summary: 'The signed-in user’s sign-in attempts, newest first',
  request: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
  }),
  response: loginHistoryPageSchema,
});

export const listSessionsContract = defineCall({
  path: '/user/session/list',
  summary: 'The signed-in user’s active sessions (authVisit)',
  request: emptyRequest,
  response: z.array(sessionRowSchema),
});

export const revokeSessionContract = defineCall({
  path: '/user/session/revoke',
  summary: 'End one of the signed-in user’s sessions',
  request: z.strictObject({ id: ownedId }),
  response: nothing,
});

export const listApiKeysContract = defineCall({
  path: '/user/apiKey/list',
  summary: 'The signed-in user’s API keys that are not revoked',
  request: emptyRequest,
  response: z.array(apiKeyRowSchema),
});

export const createApiKeyContract = defineCall({
  path: '/user/apiKey/create',
  summary: 'Create a named API key; the key is in this answer only',
  request: z.strictObject({ name: z.string().trim().min(1).max(80) }),
  response: createdApiKeySchema,
});

export const revokeApiKeyContract = defineCall({
  path: '/user/apiKey/revoke',
  summary: 'Revoke one of the signed-in user’s API keys; calls with it then get 10002',
  request: z.strictObject({ id: ownedId }),
  response: nothing,
});
