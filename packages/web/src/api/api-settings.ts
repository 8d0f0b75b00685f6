import { DEFAULT_HTTP_TIMEOUT_MS } from '@vela/core';

/**
 * The request client's configuration: the global setting of spec 1 §7 and §9
 * (gateway, timeouts, environment, bot service). Filled at startup from the
 * deployment's global configuration; tests override it through `configureApi`.
 */
export interface ApiSettings {
  /** Gateway origin; '' means the page's own origin. '/api' is added to it. */
  gateway: string;
  httpTimeoutMs: number;
  /** Per-organisation timeout for paths containing /report/; unset means the default. */
  reportTimeoutMs: number | undefined;
  /** Timeout for /file/upload; unset means the default. */
  uploadTimeoutMs: number | undefined;
  /** Calls with scope 'public' are skipped in 'private' environments, and the reverse. */
  environment: 'private' | 'public';
  /** Base address of the bot service used by postBot. */
  botServiceUrl: string;
  /** Host of the developer services (custom component addresses, client scripts); '' is the gateway. */
  devHost: string;
  /**
   * The map tiles of the location dialog (S2-B-023): an OpenStreetMap-style template such as
   * `https://tiles.example.org/{z}/{x}/{y}.png`; '' means no map, the plain coordinates form.
   */
  mapTileUrl: string;
  /** The tile provider's attribution, shown in the map's corner. */
  mapAttribution: string;
  /**
   * Spec 2 §2 IS_OPEN_NEW_CREATE_EDIT (S2-B-025): '1' puts the forms of objects outside the product-line
   * prefixes on the new renderer (the layout form alone); anything else keeps every form on the
   * product-line renderer. Vela's default is '1'.
   */
  isOpenNewCreateEdit: string;
  /**
   * Spec 1 §2.6 (S1-B-008): the login page /login shows. 'private' (the default) is Vela's own page
   * (e-mail and password, and the enabled providers' buttons); `provider:<id>` sends the browser
   * straight to that third-party sign-in provider (an organisation that signs in only through it).
   */
  loginPage: string;
}

const DEFAULTS: ApiSettings = {
  gateway: '',
  httpTimeoutMs: DEFAULT_HTTP_TIMEOUT_MS,
  reportTimeoutMs: undefined,
  uploadTimeoutMs: undefined,
  environment: 'private',
  botServiceUrl: '/api/bot',
  devHost: '',
  mapTileUrl: '',
  mapAttribution: '',
  isOpenNewCreateEdit: '1',
  loginPage: 'private',
};

let current: ApiSettings = { ...DEFAULTS };

export function apiSettings(): Readonly<ApiSettings> {
  return current;
}

export function configureApi(changes: Partial<ApiSettings>): void {
  current = { ...current, ...changes };
}

export function resetApiSettings(): void {
  current = { ...DEFAULTS };
}
