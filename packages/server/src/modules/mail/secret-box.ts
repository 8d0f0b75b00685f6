import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Mail passwords at rest (issue 23): AES-256-GCM under the server's secret
 * key. The key is VELA_SECRET_KEY (64 hex characters or 44 base64) when set,
 * else a random key made once in the data directory (secret.key, mode 0600),
 * so a copied database alone does not give the passwords away.
 */
const keys = new Map<string, Buffer>();

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('VELA_SECRET_KEY must be 32 bytes, as 64 hex or 44 base64 characters');
  return key;
}

export function serverSecretKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.VELA_SECRET_KEY) return parseKey(env.VELA_SECRET_KEY);
  const cached = keys.get(dataDir);
  if (cached) return cached;
  const file = path.join(dataDir, 'secret.key');
  let key: Buffer;
  try {
    key = parseKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (writeError) {
      // Another process made it first: theirs is the key.
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
    }
    key = parseKey(readFileSync(file, 'utf8'));
  }
  keys.set(dataDir, key);
  return key;
}

/** 'v1.<iv>.<tag>.<ciphertext>' in base64url; '' stays ''. */
export function seal(key: Buffer, plain: string): string {
  if (plain === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  if (sealed === '') return '';
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new Error('the stored password is not readable');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error(
      'the stored password cannot be decrypted: the server key changed; enter the password again',
    );
  }
}
