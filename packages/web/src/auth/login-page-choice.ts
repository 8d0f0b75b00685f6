/**
 * Spec 1 §2.6 (S1-B-008): the login page is chosen by a global setting, the
 * default being the private login page. The setting is the global configuration's
 * `loginPage`: 'private' (or unset) is Vela's own page; `provider:<id>` sends
 * /login straight to that third-party sign-in provider.
 */
export type LoginPageChoice = { kind: 'private' } | { kind: 'provider'; providerId: string };

const PROVIDER = /^provider:([A-Za-z0-9_-]{1,64})$/;

/** The page the setting names; a setting it cannot read keeps the private page and says why in the console. */
export function loginPageChoice(setting: string | undefined): LoginPageChoice {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'private') return { kind: 'private' };
  const provider = PROVIDER.exec(value)?.[1];
  if (provider) return { kind: 'provider', providerId: provider };
  console.warn(
    `The global setting loginPage is "${value}": it must be 'private' or 'provider:<provider id>'; the private login page is shown.`,
  );
  return { kind: 'private' };
}

/**
 * `/login?page=private` shows the private page whatever the setting: an administrator's way in when the
 * organisation's provider is down (the page still asks for an e-mail address and password).
 */
export const PRIVATE_PAGE_QUERY = 'page';
