import { describe, expect, it } from 'vitest';
import {
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  importChannelKey,
  openJson,
  SecureChannelError,
  sealJson,
} from './secure-channel.js';

async function agreedKeys() {
  const client = await generateChannelKeyPair();
  const server = await generateChannelKeyPair();
  const channelId = 'ch1';
  const clientKey = await deriveChannelKeyBytes(
    client.privateKey,
    await exportChannelPublicKey(server.publicKey),
    channelId,
  );
  const serverKey = await deriveChannelKeyBytes(
    server.privateKey,
    await exportChannelPublicKey(client.publicKey),
    channelId,
  );
  return { channelId, clientKey, serverKey };
}

describe('secure channel', () => {
  it('agrees the same key on both sides and round-trips a body', async () => {
    const { channelId, clientKey, serverKey } = await agreedKeys();
    expect(Array.from(clientKey)).toEqual(Array.from(serverKey));
    const sealed = await sealJson(await importChannelKey(clientKey), channelId, 'login', {
      password: 'secret-1',
    });
    expect(sealed.ciphertext).not.toContain('secret');
    expect(await openJson(await importChannelKey(serverKey), 'login', sealed)).toEqual({
      password: 'secret-1',
    });
  });

  it('refuses a tampered body', async () => {
    const { channelId, clientKey } = await agreedKeys();
    const key = await importChannelKey(clientKey);
    const sealed = await sealJson(key, channelId, 'login', { a: 1 });
    const flipped = sealed.ciphertext.startsWith('A')
      ? `B${sealed.ciphertext.slice(1)}`
      : `A${sealed.ciphertext.slice(1)}`;
    await expect(openJson(key, 'login', { ...sealed, ciphertext: flipped })).rejects.toBeInstanceOf(
      SecureChannelError,
    );
  });

  it('refuses a body replayed against another call', async () => {
    const { channelId, clientKey } = await agreedKeys();
    const key = await importChannelKey(clientKey);
    const sealed = await sealJson(key, channelId, 'login', { a: 1 });
    await expect(openJson(key, 'sendTextMessage', sealed)).rejects.toThrow(/could not be opened/);
  });

  it('refuses a public key that is not a curve point', async () => {
    const pair = await generateChannelKeyPair();
    await expect(deriveChannelKeyBytes(pair.privateKey, 'AAAA', 'x')).rejects.toBeInstanceOf(
      SecureChannelError,
    );
  });
});
