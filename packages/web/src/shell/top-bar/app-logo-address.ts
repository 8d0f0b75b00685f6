const APP_LOGO_PATH = '/api/application/getAppLogo';

/**
 * The server's own app-logo call, which needs the user's token. The spec has
 * the token ride in the query for an <img> (spec 1 §7); URLs end up in logs
 * and histories, so the shell fetches such a logo with the accessToken header
 * and shows it from a blob URL instead (docs/DESIGN-CHOICES.md). A logo
 * hosted elsewhere is loaded as it is and never sees the token.
 */
export function isOwnAppLogoAddress(logourl: string): boolean {
  if (!logourl) return false;
  const address = new URL(logourl, window.location.origin);
  return address.pathname.endsWith(APP_LOGO_PATH) && address.origin === window.location.origin;
}

/** The call path for the request client: the address without its origin. */
export function appLogoCallPath(logourl: string): string {
  const address = new URL(logourl, window.location.origin);
  return `${address.pathname}${address.search}`;
}
