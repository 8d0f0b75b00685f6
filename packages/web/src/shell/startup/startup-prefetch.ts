import { readAccessToken } from '../../api/index.js';
import {
  fetchApplications,
  fetchDeveloperPermissions,
  fetchObjectList,
  fetchUserInfo,
  fetchUserSetup,
} from './startup-calls.js';

/**
 * Spec 1 §4 step 2 started early: when the page opens with a token, the five
 * startup calls go out while the shell's code is still downloading, instead
 * of after it. runStartup takes them, once, and only for the same token.
 */
export interface PrefetchedStartup {
  userInfo: ReturnType<typeof fetchUserInfo>;
  userSetup: ReturnType<typeof fetchUserSetup>;
  applications: ReturnType<typeof fetchApplications>;
  objectList: ReturnType<typeof fetchObjectList>;
  developerPermissions: ReturnType<typeof fetchDeveloperPermissions>;
}

let prefetched: { token: string; calls: PrefetchedStartup } | undefined;

export function prefetchStartup(): void {
  const token = readAccessToken();
  if (!token || prefetched) return;
  const calls: PrefetchedStartup = {
    userInfo: fetchUserInfo(),
    userSetup: fetchUserSetup(),
    applications: fetchApplications(),
    objectList: fetchObjectList(),
    developerPermissions: fetchDeveloperPermissions(),
  };
  // Whoever takes them handles failures; until then a failure must not count as unhandled.
  for (const call of Object.values(calls)) (call as Promise<unknown>).catch(() => undefined);
  prefetched = { token, calls };
}

export function takePrefetchedStartup(): PrefetchedStartup | undefined {
  const taken = prefetched;
  prefetched = undefined;
  return taken && taken.token === readAccessToken() ? taken.calls : undefined;
}
