/**
 * Which client scripts run when, and what their answers mean (spec 1 §4
 * "Client script phases", DECISIONS 21). Pure: the sandbox is passed in.
 */
import { CLIENT_SCRIPT_PHASES, type ListedClientScript } from '@vela/core';

export { CLIENT_SCRIPT_PHASES };
export type ClientScriptPhase = (typeof CLIENT_SCRIPT_PHASES)[number];

/** What the runner takes: listClientScript's answer (its contract), or less (any phase, no order). */
export type ClientScript = Pick<ListedClientScript, 'id' | 'name' | 'objectApi' | 'scriptContent'> & {
  phase: ClientScriptPhase | string;
  order?: number;
};

export interface PhaseContext {
  page: { name: string; pageId: string; flags: Record<string, unknown> };
  objectApi?: string;
  record?: Record<string, unknown>;
  message?: string;
}

export interface PhaseOutcome {
  /** False when a script returned false: the caller stops (e.g. the save does not happen). */
  proceed: boolean;
  /** The context as the scripts left it (changed record, page flags, message). */
  context: PhaseContext;
  /** Scripts that threw or timed out; they count as neither true nor false. */
  failed: { id: string; name: string; message: string }[];
  ran: string[];
}

export type RunScript = (
  scriptContent: string,
  context: Record<string, unknown>,
) => Promise<{ returned: unknown; context: Record<string, unknown> }>;

/** The scripts of a phase, for this object (or for every object), in their order. */
export function scriptsFor(
  scripts: readonly ClientScript[],
  phase: ClientScriptPhase,
  objectApi: string | undefined,
): ClientScript[] {
  return scripts
    .map((script, index) => ({ script, index }))
    .filter(({ script }) => script.phase === phase && (!script.objectApi || script.objectApi === objectApi))
    .sort((a, b) => (a.script.order ?? 0) - (b.script.order ?? 0) || a.index - b.index)
    .map(({ script }) => script);
}

function readBack(before: PhaseContext, after: Record<string, unknown>): PhaseContext {
  const page =
    typeof after.page === 'object' && after.page !== null ? (after.page as Record<string, unknown>) : {};
  const flags =
    typeof page.flags === 'object' && page.flags !== null ? (page.flags as Record<string, unknown>) : {};
  const record =
    typeof after.record === 'object' && after.record !== null
      ? (after.record as Record<string, unknown>)
      : before.record;
  // Only the flags, the record and the message come back: a script cannot rename the page or the object.
  return {
    ...before,
    page: { ...before.page, flags },
    ...(record ? { record } : {}),
    ...(typeof after.message === 'string' ? { message: after.message } : {}),
  };
}

/** Runs a phase's scripts one after another, each once, stopping at the first that returns false. */
export async function runPhase(
  scripts: readonly ClientScript[],
  phase: ClientScriptPhase,
  context: PhaseContext,
  run: RunScript,
): Promise<PhaseOutcome> {
  let current = context;
  const failed: PhaseOutcome['failed'] = [];
  const ran: string[] = [];
  for (const script of scriptsFor(scripts, phase, context.objectApi)) {
    ran.push(script.id);
    try {
      const answer = await run(script.scriptContent, { ...current, phase });
      current = readBack(current, answer.context);
      if (answer.returned === false) return { proceed: false, context: current, failed, ran };
    } catch (error) {
      failed.push({
        id: script.id,
        name: script.name,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { proceed: true, context: current, failed, ran };
}
