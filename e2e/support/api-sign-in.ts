import {
  APP_TYPE,
  APP_VERSION,
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  handshakeContract,
  importChannelKey,
  normaliseApiPath,
  openJson,
  type SealedPayload,
  sealJson,
  unifiedLoginContract,
} from '@vela/core';

/*
 * Signs in the way the SPA does (handshake, sealed credentials, sealed answer), from the test process, with
 * the same core functions. A journey that is not about signing in starts from the session this gives, so
 * each test loads Vela once instead of loading the login page, then the shell, then its own page: on two
 * shared cores that was a third of the browser suite's time. The login page itself is proven by
 * sign-in.spec.ts and the journeys that sign in through it.
 */
const HEAD = { appType: APP_TYPE, appVersion: APP_VERSION, source: 'e2e' } as const;

async function post(baseUrl: string, path: string, body: unknown, accessToken?: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { accesstoken: accessToken } : {}) },
    body: JSON.stringify({ head: HEAD, body }),
  });
  const envelope = (await response.json()) as { result?: boolean; data?: unknown; returnInfo?: string };
  if (!envelope.result) throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A new session for this person; the answer is its access token. */
export async function accessTokenFor(baseUrl: string, userName: string, password: string): Promise<string> {
  const own = await generateChannelKeyPair();
  const channel = handshakeContract.response.parse(
    await post(baseUrl, handshakeContract.path, {
      clientPublicKey: await exportChannelPublicKey(own.publicKey),
    }),
  );
  const key = await importChannelKey(
    await deriveChannelKeyBytes(own.privateKey, channel.serverPublicKey, channel.channelId),
  );
  const purpose = normaliseApiPath(unifiedLoginContract.path);
  const sealed = await sealJson(key, channel.channelId, purpose, { userName, password });
  const answer = (await post(baseUrl, unifiedLoginContract.path, sealed)) as SealedPayload;
  return unifiedLoginContract.response.parse(await openJson(key, purpose, answer)).accessToken;
}
