import {
  APP_TYPE,
  APP_VERSION,
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  importChannelKey,
  normaliseApiPath,
  openJson,
  type SealedPayload,
  sealJson,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { AUTH_BASE } from './sign-in-routes.js';

/**
 * The browser's side of the secure channel, for tests and scripts that call
 * the server in-process: the same core functions the SPA uses.
 */
type ChannelKey = Awaited<ReturnType<typeof importChannelKey>>;

export class SecureChannelClient {
  private constructor(
    readonly channelId: string,
    private readonly key: ChannelKey,
  ) {}

  /** Makes a handshake; with an access token the channel becomes that session's channel. */
  static async open(
    app: FastifyInstance,
    options: { accessToken?: string; remoteAddress?: string } = {},
  ): Promise<SecureChannelClient> {
    const own = await generateChannelKeyPair();
    const response = await app.inject({
      method: 'POST',
      url: `/api${AUTH_BASE}/handshake`,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: options.accessToken ? { accesstoken: options.accessToken } : {},
      payload: {
        head: { appType: APP_TYPE, appVersion: APP_VERSION, source: 'test' },
        body: { clientPublicKey: await exportChannelPublicKey(own.publicKey) },
      },
    });
    const answer = response.json() as {
      result: boolean;
      data: { channelId: string; serverPublicKey: string };
    };
    if (!answer.result) throw new Error(`handshake failed: ${response.body}`);
    const { channelId, serverPublicKey } = answer.data;
    const keyBytes = await deriveChannelKeyBytes(own.privateKey, serverPublicKey, channelId);
    return new SecureChannelClient(channelId, await importChannelKey(keyBytes));
  }

  /** Seals a body for the call at `path` ('/api/businessEnquiry/searchList' or 'businessEnquiry/searchList'). */
  seal(path: string, value: unknown): Promise<SealedPayload> {
    return sealJson(this.key, this.channelId, normaliseApiPath(path), value);
  }

  open(path: string, payload: SealedPayload): Promise<unknown> {
    return openJson(this.key, normaliseApiPath(path), payload);
  }
}

export interface SignInAnswer {
  accessToken: string;
  userId: string;
  mustChangePassword: boolean;
  expiresAt: string;
}

export interface SignInThroughChannel {
  /** The raw answer: a sealed success or a plain failure envelope. */
  response: Awaited<ReturnType<FastifyInstance['inject']>>;
  channel: SecureChannelClient;
  /** The opened answer when the sign-in succeeded. */
  answer: SignInAnswer | undefined;
}

/** Signs in the way the SPA does: handshake, sealed credentials, sealed answer. */
export async function signInThroughChannel(
  app: FastifyInstance,
  credentials: { userName: string; password: string },
  options: { remoteAddress?: string; userAgent?: string; channel?: SecureChannelClient } = {},
): Promise<SignInThroughChannel> {
  const remote = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const channel = options.channel ?? (await SecureChannelClient.open(app, remote));
  const path = `/api${AUTH_BASE}/unifiedLogin`;
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...remote,
    headers: { 'user-agent': options.userAgent ?? 'vela-test' },
    payload: {
      head: { appType: APP_TYPE, appVersion: APP_VERSION, source: 'test' },
      body: await channel.seal(path, credentials),
    },
  });
  const envelope = response.json() as { result: boolean; data: SealedPayload | null };
  const answer =
    envelope.result && envelope.data
      ? ((await channel.open(path, envelope.data)) as SignInAnswer)
      : undefined;
  return { response, channel, answer };
}
