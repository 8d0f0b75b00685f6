import { configureApi } from '../api/index.js';

/**
 * The deployment's global configuration (gateway, timeouts, environment, bot
 * service), set by an optional script as window.__VELA_CONFIG__ before the app runs.
 */
export interface VelaGlobalConfig {
  gateway?: string;
  httpTimeoutMs?: number;
  reportTimeoutMs?: number;
  uploadTimeoutMs?: number;
  environment?: 'private' | 'public';
  botServiceUrl?: string;
  devHost?: string;
  /** Map tiles for location fields, e.g. `https://tile.example.org/{z}/{x}/{y}.png` (S2-B-023). */
  mapTileUrl?: string;
  mapAttribution?: string;
  /** Spec 2 §2's IS_OPEN_NEW_CREATE_EDIT: '1' (the default) the new renderer, else the product-line renderer (S2-B-025). */
  isOpenNewCreateEdit?: string;
  /** Spec 1 §2.6's login page (S1-B-008): 'private' (the default) or `provider:<id>`. */
  loginPage?: string;
}

declare global {
  interface Window {
    __VELA_CONFIG__?: VelaGlobalConfig;
  }
}

/** Spec 1 §4: startup waits for the global configuration, polling every 10 ms, until the page has loaded. */
export function waitForGlobalConfig(intervalMs = 10): Promise<VelaGlobalConfig> {
  return new Promise((resolve) => {
    const check = () => {
      const config = window.__VELA_CONFIG__;
      if (config || document.readyState === 'complete') {
        resolve(config ?? {});
        return;
      }
      setTimeout(check, intervalMs);
    };
    check();
  });
}

export function applyGlobalConfig(config: VelaGlobalConfig): void {
  const { gateway, httpTimeoutMs, reportTimeoutMs, uploadTimeoutMs, environment, botServiceUrl, devHost } =
    config;
  const { mapTileUrl, mapAttribution, isOpenNewCreateEdit, loginPage } = config;
  configureApi({
    ...(gateway !== undefined && { gateway }),
    ...(httpTimeoutMs && { httpTimeoutMs }),
    ...(reportTimeoutMs && { reportTimeoutMs }),
    ...(uploadTimeoutMs && { uploadTimeoutMs }),
    ...(environment && { environment }),
    ...(botServiceUrl && { botServiceUrl }),
    ...(devHost !== undefined && { devHost }),
    ...(mapTileUrl !== undefined && { mapTileUrl }),
    ...(mapAttribution !== undefined && { mapAttribution }),
    ...(isOpenNewCreateEdit !== undefined && { isOpenNewCreateEdit }),
    ...(loginPage !== undefined && { loginPage }),
  });
}
