import type { HandshakeAnswer } from '@vela/core';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  importChannelKey,
} from '@vela/core';
import { readStoredChannel, type StoredChannel, storeChannel } from './session-credentials.js';

export interface OpenChannel {
  channelId: string;
  key: CryptoKey;
}

/** The handshake's answer: core's contract (issue 17). */
export type { HandshakeAnswer } from '@vela/core';

/**
 * The session's secure channel: agreed once by a handshake (the caller passes
 * the call that performs it), kept in session storage as raw key bytes, and
 * re-imported as a non-extractable key when needed.
 */
export async function openSecureChannel(
  handshake: (clientPublicKey: string) => Promise<HandshakeAnswer>,
): Promise<OpenChannel> {
  const stored = readStoredChannel();
  if (stored) return importStored(stored);
  const pair = await generateChannelKeyPair();
  const answer = await handshake(await exportChannelPublicKey(pair.publicKey));
  const keyBytes = await deriveChannelKeyBytes(pair.privateKey, answer.serverPublicKey, answer.channelId);
  const channel: StoredChannel = { channelId: answer.channelId, key: bytesToBase64Url(keyBytes) };
  storeChannel(channel);
  return importStored(channel);
}

async function importStored(channel: StoredChannel): Promise<OpenChannel> {
  return { channelId: channel.channelId, key: await importChannelKey(base64UrlToBytes(channel.key)) };
}
