import { ErrorCode } from '@vela/core';
import * as oidc from 'openid-client';
import type { DatabaseHandle } from '../../../db/database.js';
import { AppError } from '../../../http/envelope.js';
import { addMinutes } from '../organization-settings.js';
import { clientSecretOf, findProvider, type ProviderRow } from './provider-store.js';

/** A sign-in left at the provider longer than this must start again. */
export const PENDING_SIGN_IN_MINUTES = 10;

/**
 * Plain HTTP only to a provider on this machine (a local test or development provider); anything
 * else must be HTTPS, as openid-client insists.
 */
function isLoopback(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** Discovery once per provider version: a sign-in then makes no extra round trip for metadata. */
const configurations = new Map<string, Promise<oidc.Configuration>>();

export function providerConfiguration(row: ProviderRow, dataDir: string): Promise<oidc.Configuration> {
  const key = `${row.id}@${row.updated_at}`;
  let found = configurations.get(key);
  if (!found) {
    const secret = clientSecretOf(row, dataDir);
    found = oidc
      .discovery(
        new URL(row.issuer),
        row.client_id,
        secret || undefined,
        secret ? oidc.ClientSecretPost(secret) : oidc.None(),
        isLoopback(row.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw new AppError(
          ErrorCode.LOGIN_FAILED,
          `The sign-in provider ${row.name} cannot be reached at ${row.issuer}: ${(error as Error).message}`,
        );
      });
    configurations.set(key, found);
  }
  return found;
}

/** Begins an authorization-code sign-in with PKCE (S256): remembers state, verifier and nonce. */
export async function startSignIn(
  database: DatabaseHandle,
  provider: ProviderRow,
  redirectUri: string,
  dataDir: string,
  now: Date,
): Promise<string> {
  const configuration = await providerConfiguration(provider, dataDir);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await database.db.deleteFrom('identity_pending').where('expires_at', '<', now.toISOString()).execute();
  await database.db
    .insertInto('identity_pending')
    .values({
      state,
      provider_id: provider.id,
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: redirectUri,
      expires_at: addMinutes(now, PENDING_SIGN_IN_MINUTES).toISOString(),
    })
    .execute();
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: provider.scopes,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

export interface ProviderIdentity {
  provider: ProviderRow;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

const refused = (message: string) => new AppError(ErrorCode.LOGIN_FAILED, message);

/**
 * Completes a sign-in from the provider's redirect: the state must be one this server issued and not
 * yet used; the code is exchanged with the PKCE verifier and the ID token's nonce checked; the user
 * info's claims are added to the ID token's.
 */
export async function completeSignIn(
  database: DatabaseHandle,
  callbackQuery: string,
  dataDir: string,
  now: Date,
): Promise<ProviderIdentity> {
  const query = new URLSearchParams(callbackQuery.replace(/^\?/, ''));
  const state = query.get('state') ?? '';
  const pending = state
    ? await database.db
        .selectFrom('identity_pending')
        .selectAll()
        .where('state', '=', state)
        .executeTakeFirst()
    : undefined;
  if (!pending || pending.expires_at < now.toISOString())
    throw refused('This sign-in was not started here or has expired (unknown state): start it again.');
  // Single use: a replayed redirect finds nothing.
  await database.db.deleteFrom('identity_pending').where('state', '=', state).execute();
  const provider = await findProvider(database, pending.provider_id);
  if (provider?.enabled !== 1) throw refused('This sign-in provider is no longer available.');
  const providerError = query.get('error');
  if (providerError)
    throw refused(`${provider.name} refused the sign-in: ${query.get('error_description') || providerError}`);
  const configuration = await providerConfiguration(provider, dataDir);
  const callbackUrl = new URL(pending.redirect_uri);
  callbackUrl.search = query.toString();
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw refused(`${provider.name} did not confirm the sign-in: ${(error as Error).message}`);
  }
  const idClaims = tokens.claims();
  if (!idClaims || !tokens.id_token) throw refused(`${provider.name} answered no ID token.`);
  let claims: Record<string, unknown> = { ...idClaims };
  if (configuration.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims };
  }
  return { provider, subject: idClaims.sub, claims, idToken: tokens.id_token };
}

/** The provider's end-session address for a session that began there (RP-initiated logout). */
export async function endSessionUrl(
  provider: ProviderRow,
  idToken: string,
  postLogoutRedirectUri: string,
  dataDir: string,
): Promise<string | null> {
  const configuration = await providerConfiguration(provider, dataDir);
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(configuration, {
    id_token_hint: idToken,
    post_logout_redirect_uri: postLogoutRedirectUri,
  }).href;
}
