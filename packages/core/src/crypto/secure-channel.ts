import { base64UrlToBytes, bytesToBase64Url } from './base64url.js';

/**
 * The encrypted calls of spec 1 §7 (login, get-user-info, searchList, SMS and
 * e-mail sends) travel sealed with a key agreed per session: ECDH P-256 gives a
 * shared secret, HKDF-SHA-256 turns it into an AES-256-GCM key. No key is in the
 * bundle. The request path is bound in as additional data, so a body sealed for
 * one call cannot be replayed against another.
 */
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const HKDF_INFO = new TextEncoder().encode('vela-secure-channel-v1');
const IV_BYTES = 12;

export interface SealedPayload {
  /** The handshake that agreed the key. */
  channelId: string;
  iv: string;
  ciphertext: string;
}

export class SecureChannelError extends Error {}

export async function generateChannelKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(CURVE, false, ['deriveBits']);
}

export async function exportChannelPublicKey(key: CryptoKey): Promise<string> {
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

/** Derives the raw AES key bytes both sides share (the server stores these per channel). */
export async function deriveChannelKeyBytes(
  ownPrivateKey: CryptoKey,
  peerPublicKey: string,
  channelId: string,
): Promise<Uint8Array<ArrayBuffer>> {
  let peer: CryptoKey;
  try {
    peer = await crypto.subtle.importKey('raw', base64UrlToBytes(peerPublicKey), CURVE, false, []);
  } catch {
    throw new SecureChannelError('the public key is not a P-256 point');
  }
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, ownPrivateKey, 256);
  const hkdfKey = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(channelId), info: HKDF_INFO },
    hkdfKey,
    256,
  );
  return new Uint8Array(bits);
}

export async function importChannelKey(keyBytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function additionalData(channelId: string, purpose: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${channelId}\n${purpose}`);
}

export async function sealJson(
  key: CryptoKey,
  channelId: string,
  purpose: string,
  value: unknown,
): Promise<SealedPayload> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(channelId, purpose) },
    key,
    plain,
  );
  return { channelId, iv: bytesToBase64Url(iv), ciphertext: bytesToBase64Url(new Uint8Array(sealed)) };
}

export async function openJson(key: CryptoKey, purpose: string, payload: SealedPayload): Promise<unknown> {
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64UrlToBytes(payload.iv),
        additionalData: additionalData(payload.channelId, purpose),
      },
      key,
      base64UrlToBytes(payload.ciphertext),
    );
  } catch {
    throw new SecureChannelError(
      'the encrypted body could not be opened (tampered, or sealed with another key)',
    );
  }
  try {
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new SecureChannelError('the encrypted body is not JSON');
  }
}

/** Request paths whose bodies travel sealed (spec 1 §7 special handling). */
export const SEALED_REQUEST_PATHS: readonly string[] = [
  'sysconfig/auth/pc/1.0/post/unifiedLogin',
  'sysconfig/auth/pc/1.0/post/thirdPartyLogin',
  'sysconfig/auth/pc/1.0/post/getUserInfo',
  'businessEnquiry/searchList',
  'textMessage/sendTextMessage',
  // Ours (issue 23): a mass text from a list's selection carries its body as a single text does.
  'textMessage/sendMassTextMessage',
  'emailObject/sendEmailObject',
];
/** Paths whose responses also travel sealed. */
export const SEALED_RESPONSE_PATHS: readonly string[] = [
  'sysconfig/auth/pc/1.0/post/unifiedLogin',
  'sysconfig/auth/pc/1.0/post/thirdPartyLogin',
  'sysconfig/auth/pc/1.0/post/getUserInfo',
];

export function normaliseApiPath(path: string): string {
  return (
    path
      .replace(/^\/+/, '')
      .replace(/^api\//, '')
      .split('?')[0] ?? ''
  );
}
