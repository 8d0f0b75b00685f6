import { api, readAccessToken } from '../../api/index.js';
import { runClientScripts } from './client-scripts.js';

export type PageEvent = 'created' | 'load' | 'destroy';

const PHASE_OF: Record<PageEvent, 'onCreated' | 'onLoad' | 'onDestroy'> = {
  created: 'onCreated',
  load: 'onLoad',
  destroy: 'onDestroy',
};

/**
 * Spec 1 §4: a page's lifecycle event goes to the server while a token is
 * present, and the page's client scripts of the matching phase run.
 */
export function pageEvent(event: PageEvent, page: string, pageId: string): void {
  if (!readAccessToken()) return;
  void api
    .postFormat('user/pageLifecycleEvent', { event, page, pageId }, { callerHandlesErrors: true })
    .catch(() => undefined);
  void runClientScripts(PHASE_OF[event], { page: { name: page, pageId, flags: {} } }).catch(() => undefined);
}
