import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free loopback port, for the
 * third-party sign-in tests of issue 18: authorization code with PKCE, user info, RP-initiated
 * logout. Its sign-in page asks for an account name (any of `accounts`) and signs that person in
 * with consent granted; its sign-out page asks to confirm. The server tests and the browser test
 * drive the same pages.
 */
export interface TestAccount {
  email: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function page(response: ServerResponse, title: string, body: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`,
  );
}

/** `velaOrigin`: where Vela runs; its /thirdAuthorization and /singleLogoutLogged are registered. */
export async function startTestOidcProvider(
  velaOrigin: string,
  accounts: Record<string, TestAccount>,
): Promise<TestOidcProvider> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = {
    client_id: 'vela',
    client_secret: 'vela-test-secret-0123456789abcdef',
    redirect_uris: [`${velaOrigin}/thirdAuthorization`],
    post_logout_redirect_uris: [`${velaOrigin}/singleLogoutLogged`],
    token_endpoint_auth_method: 'client_secret_post' as const,
  };
  const provider = new Provider(issuer, {
    clients: [client],
    cookies: { keys: ['vela-oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // PKCE for every client, not only public ones: Vela must send it.
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!doctype html><html><head><title>Test provider sign-out</title></head><body>
            <h1>Sign out of the test provider?</h1>${form}
            <button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out of the provider</button>
            </body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: id,
          groups: account.groups ?? [],
        }),
      };
    },
  });
  const providerCallback = provider.callback();

  server.on('request', (request, response) => {
    const match = request.url?.match(/^\/interaction\/([\w-]+)$/);
    if (!match) {
      providerCallback(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method !== 'POST') {
          page(
            response,
            'Test provider sign-in',
            `<form method="post" action="/interaction/${match[1]}">
              <label for="account">Account</label><input id="account" name="account" autofocus>
              <button type="submit">Continue at the provider</button></form>`,
          );
          return;
        }
        const accountId = (await formBody(request)).get('account') ?? '';
        if (!accounts[accountId]) {
          page(response, 'Test provider sign-in', `<p role="alert">No account ${escapeHtml(accountId)}</p>`);
          return;
        }
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
