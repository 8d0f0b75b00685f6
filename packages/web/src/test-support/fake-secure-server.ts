import {
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  importChannelKey,
  openJson,
  type SealedPayload,
  sealJson,
} from '@vela/core';
import { envelopeRoute } from './envelope-call.js';
import { type FakeServer, ok } from './fake-server.js';

/** The server half of the secure channel, so tests exercise the real sealing end to end. */
export function installSecureChannel(server: FakeServer) {
  const keys = new Map<string, CryptoKey>();
  let counter = 0;
  server.on(
    'sysconfig/auth/pc/1.0/post/handshake',
    envelopeRoute<{ clientPublicKey: string }>(async ({ clientPublicKey }) => {
      const pair = await generateChannelKeyPair();
      counter += 1;
      const channelId = `ch-${counter}`;
      keys.set(
        channelId,
        await importChannelKey(await deriveChannelKeyBytes(pair.privateKey, clientPublicKey, channelId)),
      );
      return ok({ channelId, serverPublicKey: await exportChannelPublicKey(pair.publicKey) });
    }),
  );
  return {
    handshakes: () => counter,
    async open(path: string, sealed: SealedPayload): Promise<unknown> {
      const key = keys.get(sealed.channelId);
      if (!key) throw new Error('unknown channel');
      return openJson(key, path, sealed);
    },
    async seal(path: string, channelId: string, value: unknown): Promise<SealedPayload> {
      const key = keys.get(channelId);
      if (!key) throw new Error('unknown channel');
      return sealJson(key, channelId, path, value);
    },
    forget() {
      keys.clear();
    },
  };
}
