import type {
  completeThirdPartySignInContract,
  signInProvidersContract,
  startThirdPartySignInContract,
} from '@vela/core';
import { api, storeAccessToken } from '../../api/index.js';

/** Third-party sign-in's calls (issue 18): public until the sealed completion answers a session. */
const BASE = '/sysconfig/auth/pc/1.0/post';
const quiet = { callerHandlesErrors: true } as const;

export const fetchSignInProviders = async () =>
  (await api.call<typeof signInProvidersContract>(`${BASE}/signInProviders`, {}, quiet)).data;

/** Sends the browser to the provider; it comes back to /thirdAuthorization. */
export async function goToProvider(providerId: string): Promise<void> {
  const answer = await api.call<typeof startThirdPartySignInContract>(
    `${BASE}/thirdPartyStart`,
    { providerId },
    quiet,
  );
  window.location.assign(answer.data.authorizationUrl);
}

export async function completeSignIn(callbackQuery: string) {
  const answer = await api.call<typeof completeThirdPartySignInContract>(
    `${BASE}/thirdPartyLogin`,
    { callbackQuery },
    quiet,
  );
  storeAccessToken(answer.data.accessToken);
  return answer.data;
}

/** Where the error pages say what went wrong: the server's sentence, carried in the address. */
export function errorPagePath(page: '/errorPageAuth' | '/singleLogoutErrorPage', failure: unknown): string {
  const reason =
    typeof failure === 'object' && failure !== null && 'message' in failure ? String(failure.message) : '';
  return `${page}?reason=${encodeURIComponent(reason.slice(0, 300))}`;
}
