/**
 * Record ids: the object's 3-character prefix, then 15 URL-safe characters —
 * 8 of time (milliseconds, base 64, so ids sort by creation) and 7 random.
 * An id therefore names its object: `recordIdPrefix(id)`.
 */
// 64 characters in ASCII order, so ids compare as text in the order they were made.
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
export const RECORD_ID_LENGTH = 18;
export const PREFIX_LENGTH = 3;

let lastTime = -1;
let sequence = 0;

function encode(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[rest % 64] + out;
    rest = Math.floor(rest / 64);
  }
  return out;
}

// One getRandomValues call costs about 11 µs whatever its size (11 s of a million generated rows),
// so ids draw their random bytes from a pool refilled a few thousand bytes at a time.
const POOL_SIZE = 4096;
const pool = new Uint8Array(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomBytes(count: number): Uint8Array {
  if (poolOffset + count > POOL_SIZE) {
    crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  const bytes = pool.slice(poolOffset, poolOffset + count);
  poolOffset += count;
  return bytes;
}

export function newRecordId(prefix: string, now: number = Date.now()): string {
  if (!/^[0-9A-Za-z]{3}$/.test(prefix))
    throw new Error(`an id prefix is 3 letters or digits, got "${prefix}"`);
  // Ids made in the same millisecond still sort in the order they were made.
  if (now === lastTime) sequence += 1;
  else {
    lastTime = now;
    sequence = 0;
  }
  const random = randomBytes(5);
  let tail = encode(sequence % 64, 1);
  for (const byte of random.subarray(0, 6)) tail += ALPHABET[byte % 64];
  tail += ALPHABET[(random[0] ?? 0) >> 2];
  return prefix + encode(now, 8) + tail.slice(0, 7);
}

export function recordIdPrefix(id: string): string {
  return id.slice(0, PREFIX_LENGTH);
}

export function isRecordId(value: string): boolean {
  return value.length === RECORD_ID_LENGTH && /^[0-9A-Za-z]{3}[0-9A-Za-z_-]{15}$/.test(value);
}

/** Prefixes of the platform's own (non-object) rows. */
export const SystemPrefix = {
  organization: '00D',
  user: '005',
  profile: '00e',
  role: '00E',
  application: '02u',
  tab: '01r',
  apiKey: '0ak',
  session: '0sn',
  channel: '0ch',
  identityProvider: '0ip',
  approvalProcess: '04a',
  approvalRequest: '04g',
  approvalWorkItem: '04h',
  approvalVersion: '04v',
  approvalNotification: '04n',
} as const;
