import { ErrorCode, type IdentityProvider } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../../../../../e2e/support/oidc-provider.js';
import { DEMO_ADMIN_DEFAULT_PASSWORD, DEMO_ADMIN_EMAIL } from '../../../config.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../../test-support/test-database.js';
import { envelope, freshAddress, getAs, postAs } from '../auth-test-kit.js';
import { SecureChannelClient, signInThroughChannel } from '../secure-channel-client.js';
import { AUTH_BASE } from '../sign-in-routes.js';

/** app.inject's requests come to http://localhost(:80): the provider registers its callbacks there. */
const VELA_ORIGIN = 'http://localhost';
const COMPLETE_URL = `/api${AUTH_BASE}/thirdPartyLogin`;

/** A browser's cookie jar, just enough to walk the provider's pages with fetch. */
class Browser {
  private cookies = new Map<string, string>();
  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Signs in at the provider as `account` and answers the query it sends the browser back to Vela with. */
async function signInAtProvider(
  authorizationUrl: string,
  account: string,
  browser = new Browser(),
): Promise<string> {
  let response = await browser.get(authorizationUrl);
  const interaction = new URL(response.headers.get('location') ?? '', authorizationUrl).href;
  expect(interaction).toMatch(/\/interaction\//);
  expect((await browser.get(interaction)).status).toBe(200);
  response = await browser.get(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account }).toString(),
  });
  let next = new URL(response.headers.get('location') ?? '', interaction).href;
  while (!next.startsWith(VELA_ORIGIN)) {
    response = await browser.get(next);
    next = new URL(response.headers.get('location') ?? '', next).href;
  }
  return new URL(next).search;
}

describeEachSeededDatabase('third-party sign-in over OpenID Connect', (getDatabase) => {
  let app: FastifyInstance;
  let idp: TestOidcProvider;
  let adminToken: string;
  let samToken: string;
  let provider: IdentityProvider;
  let roleId: string;

  const call = (token: string, path: string, body: unknown) =>
    postAs(app, token, `/api${path}`, envelope(body, token));
  const publicCall = (path: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      remoteAddress: freshAddress(),
      payload: envelope(body),
    });
  const startAt = async (providerId: string) =>
    (await publicCall(`${AUTH_BASE}/thirdPartyStart`, { providerId })).json().data.authorizationUrl as string;
  const complete = async (callbackQuery: string) => {
    const channel = await SecureChannelClient.open(app, { remoteAddress: freshAddress() });
    const response = await app.inject({
      method: 'POST',
      url: COMPLETE_URL,
      remoteAddress: freshAddress(),
      payload: envelope(await channel.seal(COMPLETE_URL, { callbackQuery })),
    });
    const answer = response.json();
    return {
      answer,
      signedIn: answer.result
        ? ((await channel.open(COMPLETE_URL, answer.data)) as { accessToken: string; providerName: string })
        : undefined,
    };
  };

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database, { seed: true });
    idp = await startTestOidcProvider(VELA_ORIGIN, {
      'sam-at-idp': { email: 'sam.sales@vela.local', groups: ['crm-managers'] },
      stranger: { email: 'nobody@example.com' },
    });
    const signIn = async (userName: string) =>
      (
        await signInThroughChannel(
          app,
          { userName, password: DEMO_ADMIN_DEFAULT_PASSWORD },
          { remoteAddress: freshAddress() },
        )
      ).answer?.accessToken ?? '';
    adminToken = await signIn(DEMO_ADMIN_EMAIL);
    samToken = await signIn('sam.sales@vela.local');
    const role = await database.db
      .selectFrom('access_role')
      .select('id')
      .where('org_id', '=', 'org_demo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    roleId = role.id;
    const saved = await call(adminToken, '/setup/identity/providers/save', {
      name: 'Test IdP',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      roleMappings: [{ group: 'crm-managers', targetId: roleId }],
    });
    expect(saved.json()).toMatchObject({ result: true });
    provider = saved.json().data;
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
  });

  it('[S1-R-217] [S1-R-220] an administrator configures a provider; its secret is stored sealed, never shown, and the change is audited', async () => {
    expect(provider).toMatchObject({ hasSecret: true, redirectUri: `${VELA_ORIGIN}/thirdAuthorization` });
    const listed = await call(adminToken, '/setup/identity/providers/list', {});
    expect(listed.body).not.toContain(idp.clientSecret);
    const stored = await getDatabase()
      .handle.db.selectFrom('identity_provider')
      .select('client_secret_sealed')
      .where('id', '=', provider.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret_sealed).toMatch(/^v1\./);
    const audit = await call(adminToken, '/setup/auditTrail', { area: 'identity' });
    expect(audit.body).toContain('Test IdP');
    expect(audit.body).not.toContain(idp.clientSecret);
    const offered = await publicCall(`${AUTH_BASE}/signInProviders`, {});
    expect(offered.json().data).toEqual([{ id: provider.id, name: 'Test IdP' }]);
  });

  it('only administrators configure providers; bad input names the problem', async () => {
    expect((await call(samToken, '/setup/identity/providers/list', {})).statusCode).toBe(403);
    expect((await call(samToken, '/setup/identity/providers/delete', { id: provider.id })).statusCode).toBe(
      403,
    );
    const notAdmin = await call(samToken, '/setup/identity/providers/save', {
      name: 'X',
      issuer: idp.issuer,
      clientId: 'x',
    });
    expect(notAdmin.statusCode).toBe(403);
    const badIssuer = await call(adminToken, '/setup/identity/providers/save', {
      name: 'X',
      issuer: 'not a url',
      clientId: 'x',
    });
    expect(badIssuer.statusCode).toBe(400);
    expect(badIssuer.json().returnInfo).toMatch(/issuer/);
    const badRole = await call(adminToken, '/setup/identity/providers/save', {
      name: 'X',
      issuer: idp.issuer,
      clientId: 'x',
      roleMappings: [{ group: 'g', targetId: 'no-such-role' }],
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().returnInfo).toMatch(/no-such-role/);
  });

  it('[S1-R-219] [S1-R-218] signs in with the authorization code and PKCE, links by e-mail and maps the group to a role', async () => {
    const authorizationUrl = await startAt(provider.id);
    const sent = new URL(authorizationUrl).searchParams;
    expect(sent.get('code_challenge_method')).toBe('S256');
    expect(sent.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(sent.get('state')).toBeTruthy();
    expect(sent.get('nonce')).toBeTruthy();
    const callbackQuery = await signInAtProvider(authorizationUrl, 'sam-at-idp');
    const { answer, signedIn } = await complete(callbackQuery);
    expect(answer).toMatchObject({ result: true });
    expect(JSON.stringify(answer)).not.toContain('accessToken');
    expect(signedIn?.providerName).toBe('Test IdP');
    const info = await getAs(app, signedIn?.accessToken ?? '', '/api/user/getUserInfo');
    expect(info.json().data).toMatchObject({ email: 'sam.sales@vela.local' });
    const sam = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select('role_id')
      .where('email', '=', 'sam.sales@vela.local')
      .executeTakeFirstOrThrow();
    expect(sam.role_id).toBe(roleId);

    // The same redirect again: its state was used up.
    const replay = await complete(callbackQuery);
    expect(replay.answer).toMatchObject({ result: false, returnCode: ErrorCode.LOGIN_FAILED });
    expect(replay.answer.returnInfo).toMatch(/unknown state/);
  });

  it('[S1-R-221] refuses a wrong state, and a person no Vela user matches', async () => {
    const authorizationUrl = await startAt(provider.id);
    const callbackQuery = await signInAtProvider(authorizationUrl, 'sam-at-idp');
    const forged = new URLSearchParams(callbackQuery);
    forged.set('state', 'forged-state');
    const wrong = await complete(forged.toString());
    expect(wrong.answer).toMatchObject({ result: false, returnCode: ErrorCode.LOGIN_FAILED });
    expect(wrong.answer.returnInfo).toMatch(/unknown state/);

    const strangerQuery = await signInAtProvider(await startAt(provider.id), 'stranger');
    const stranger = await complete(strangerQuery);
    expect(stranger.answer.returnInfo).toMatch(/nobody@example\.com.*no active Vela user/);
  });

  it('[S1-R-225] [S1-R-222] single sign-out ends the Vela session and answers the provider’s end-session address', async () => {
    const browser = new Browser();
    const { signedIn } = await complete(
      await signInAtProvider(await startAt(provider.id), 'sam-at-idp', browser),
    );
    const token = signedIn?.accessToken ?? '';
    const out = await call(token, `${AUTH_BASE}/singleLogout`, {});
    const { endSessionUrl, providerName } = out.json().data as {
      endSessionUrl: string;
      providerName: string;
    };
    expect(providerName).toBe('Test IdP');
    const end = new URL(endSessionUrl);
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${VELA_ORIGIN}/singleLogoutLogged`);
    expect((await getAs(app, token, '/api/user/getUserInfo')).statusCode).toBe(401);
    // The provider's own sign-out asks, then sends the browser back to Vela's signed-out page.
    const providerPage = await (await browser.get(endSessionUrl)).text();
    expect(providerPage).toContain('Sign out of the test provider?');
    const form = new URLSearchParams({ logout: 'yes' });
    for (const [, name, value] of providerPage.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g))
      form.set(name ?? '', value ?? '');
    const action = providerPage.match(/action="([^"]+)"/)?.[1] ?? '';
    const confirmed = await browser.get(new URL(action, idp.issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(confirmed.headers.get('location')).toBe(`${VELA_ORIGIN}/singleLogoutLogged`);
    // A password session has no provider to leave.
    const plain = await call(adminToken, `${AUTH_BASE}/singleLogout`, {});
    expect(plain.json().data).toEqual({ endSessionUrl: null, providerName: null });
  });
});
