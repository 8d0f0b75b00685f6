import { seal, serverSecretKey, unseal } from '../mail/index.js';

/**
 * The bot service's Bearer token (spec 1 §4): the caller's session token,
 * sealed under the server key with an expiry. Any server process opens it
 * (no shared store), the tools then act with exactly that session's rights,
 * and an expired or forged token is a 401, which the client answers by
 * fetching a fresh one.
 */
export const BOT_TOKEN_TTL_MS = 10 * 60_000;

/** How the caller signed in: a session's access token, or an API key. */
export interface Credential {
  kind: 'session' | 'apiKey';
  value: string;
}

interface Sealed {
  credential: Credential;
  userId: string;
  expiresAt: number;
}

export function issueBotToken(dataDir: string, credential: Credential, userId: string, now: Date) {
  const expiresAt = now.getTime() + BOT_TOKEN_TTL_MS;
  const payload: Sealed = { credential, userId, expiresAt };
  return {
    token: `bot.${seal(serverSecretKey(dataDir), JSON.stringify(payload))}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** The credential behind a bot token, or null when it is not one of ours or has expired. */
export function openBotToken(dataDir: string, token: string, now: Date): Sealed | null {
  if (!token.startsWith('bot.')) return null;
  try {
    const opened = JSON.parse(unseal(serverSecretKey(dataDir), token.slice(4))) as Partial<Sealed>;
    const credential = opened.credential;
    if (
      !credential ||
      (credential.kind !== 'session' && credential.kind !== 'apiKey') ||
      typeof credential.value !== 'string' ||
      typeof opened.userId !== 'string' ||
      typeof opened.expiresAt !== 'number' ||
      opened.expiresAt <= now.getTime()
    )
      return null;
    return {
      credential: { kind: credential.kind, value: credential.value },
      userId: opened.userId,
      expiresAt: opened.expiresAt,
    };
  } catch {
    return null;
  }
}
