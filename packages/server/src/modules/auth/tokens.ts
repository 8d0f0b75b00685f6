import { createHash, randomBytes } from 'node:crypto';

/**
 * Access tokens and API keys are random and stored only as their SHA-256:
 * a leaked table does not sign anyone in. (A slow hash buys nothing for 32
 * random bytes, and SHA-256 lets a request find its row by index.)
 */
export const API_KEY_PREFIX = 'vela_';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Enough of a key to tell keys apart in a list, not enough to use it. */
export function apiKeyDisplayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6);
}
