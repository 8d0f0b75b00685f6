import type { CallAnswer, CallRequest, listClientScriptContract } from '@vela/core';
import { create } from 'zustand';
import { api, apiSettings, notifyUser, readAccessToken } from '../../api/index.js';
import {
  type ClientScript,
  type ClientScriptPhase,
  type PhaseContext,
  type PhaseOutcome,
  runPhase,
} from './client-script-runner.js';
import { runInSandbox } from './script-sandbox.js';

/** The organisation's client scripts, fetched once per session (spec 1 §7 listClientScript). */
let loaded: Promise<ClientScript[]> | undefined;

function devPath(path: string): string {
  const devHost = apiSettings().devHost;
  return devHost ? `${devHost.replace(/\/+$/, '')}/api/${path}` : path;
}

export function loadClientScripts(): Promise<ClientScript[]> {
  const request: CallRequest<typeof listClientScriptContract> = { usageScenario: 'PC' };
  // devPath may point at a developer's own host, so this is postFormat typed by the contract, not api.call.
  loaded ??= api
    .postFormat<CallAnswer<typeof listClientScriptContract>>(devPath('script/listClientScript'), request, {
      callerHandlesErrors: true,
    })
    .then((answer) => (answer.result && Array.isArray(answer.data) ? answer.data : []))
    .catch((error: unknown) => {
      // Spec 1 §8: a script load failure shows an error message; the page goes on without scripts.
      notifyUser({ type: 'toast', text: { messageKey: 'clientScript.loadFailed' } });
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/** For tests: forget the fetched list. */
export function forgetClientScripts(): void {
  loaded = undefined;
}

/** What the page scripts set on each page (context.page.flags), by page id. */
export const usePageScriptFlags = create<Record<string, Record<string, unknown>>>(() => ({}));

/**
 * Runs the client scripts of one phase (spec 1 §4) in the sandbox. The record
 * form calls it for beforeSave / onSave / onChange: `proceed: false` stops the
 * save, `context.record` carries the scripts' changes, `context.message` says why.
 */
export async function runClientScripts(
  phase: ClientScriptPhase,
  context: PhaseContext,
): Promise<PhaseOutcome> {
  if (!readAccessToken()) return { proceed: true, context, failed: [], ran: [] };
  let scripts: ClientScript[];
  try {
    scripts = await loadClientScripts();
  } catch {
    return { proceed: true, context, failed: [], ran: [] };
  }
  const outcome = await runPhase(scripts, phase, context, (content, input) => runInSandbox(content, input));
  for (const failure of outcome.failed) {
    console.warn(`Client script ${failure.name} failed: ${failure.message}`);
    notifyUser({
      type: 'toast',
      text: { message: failure.message ? `${failure.name}: ${failure.message}` : failure.name },
    });
  }
  const flags = outcome.context.page.flags;
  if (Object.keys(flags).length > 0) usePageScriptFlags.setState({ [context.page.pageId]: flags });
  return outcome;
}
