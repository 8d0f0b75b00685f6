const APP_LOGO_PATH = '/api/application/getAppLogo';

/**
 * An <img> cannot send the accessToken header, so the server's app-logo call
 * takes the token in its query (spec 1 §7). Only that call gets it: a logo
 * hosted elsewhere must never see the user's token.
 */
export function appLogoAddress(logourl: string, accessToken: string): string {
  if (!logourl || !accessToken) return logourl;
  const address = new URL(logourl, window.location.origin);
  if (!address.pathname.endsWith(APP_LOGO_PATH) || address.origin !== window.location.origin) return logourl;
  address.searchParams.set('accessToken', accessToken);
  return logourl.startsWith('/') ? `${address.pathname}${address.search}` : address.toString();
}
