import type { QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * Runs one client script in QuickJS, a JavaScript engine compiled to WASM with
 * its own heap: the script sees no window, DOM, storage, cookies or network,
 * so it cannot read the access token or break the shell. It gets a copy of
 * `context` and may change it; a hung script is stopped after `timeoutMs` (1 s),
 * a greedy one at `memoryLimitBytes`.
 *
 * The script API (documented in ./README.md): the body runs as a function of
 * `context` — `context.phase`, `context.page` ({name, pageId, flags}),
 * `context.objectApi`, `context.record`, `context.message` — and `log(...)`.
 * Returning `false` stops the phase.
 */
export interface SandboxResult {
  /** What the script returned (JSON values only; anything else is undefined). */
  returned: unknown;
  /** The context after the script ran. */
  context: Record<string, unknown>;
  logs: string[];
}

export class ScriptFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptFailure';
  }
}

/** Wall-clock time a script may run: generous for a busy machine, short enough to stop an endless loop. */
export const SCRIPT_TIMEOUT_MS = 1000;
export const SCRIPT_MEMORY_LIMIT_BYTES = 16 * 1024 * 1024;

let engine: Promise<QuickJSWASMModule> | undefined;

/** The engine (≈230 KB gzipped WASM) loads the first time a page has scripts to run. */
function loadEngine(): Promise<QuickJSWASMModule> {
  engine ??= Promise.all([
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-wasmfile-release-sync'),
  ]).then(([core, variant]) => core.newQuickJSWASMModuleFromVariant(variant.default));
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

export async function runInSandbox(
  scriptContent: string,
  context: Record<string, unknown>,
  limits: { timeoutMs?: number; memoryLimitBytes?: number } = {},
): Promise<SandboxResult> {
  const quickjs = await loadEngine();
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryLimitBytes ?? SCRIPT_MEMORY_LIMIT_BYTES);
  runtime.setMaxStackSize(512 * 1024);
  // The clock starts when the script starts, not while the engine and its context are being set up.
  let deadline = Number.POSITIVE_INFINITY;
  runtime.setInterruptHandler(() => Date.now() > deadline);
  const vm = runtime.newContext();
  const logs: string[] = [];
  try {
    const log = vm.newFunction('log', (...args) => {
      if (logs.length < 50)
        logs.push(
          args
            .map((arg) => String(vm.dump(arg)))
            .join(' ')
            .slice(0, 500),
        );
    });
    vm.setProp(vm.global, 'log', log);
    log.dispose();
    // The context crosses as JSON text: nothing but plain data reaches the script.
    const code = `(function () {
      const context = JSON.parse(${JSON.stringify(JSON.stringify(context))});
      const returned = (function (context) {\n${scriptContent}\n})(context);
      return JSON.stringify({ returned: returned === undefined ? null : returned, context });
    })()`;
    deadline = Date.now() + (limits.timeoutMs ?? SCRIPT_TIMEOUT_MS);
    const result = vm.evalCode(code, 'client-script.js');
    if (result.error) {
      const error = vm.dump(result.error) as { message?: string; name?: string } | string;
      result.error.dispose();
      const message =
        typeof error === 'string' ? error : `${error?.name ?? 'Error'}: ${error?.message ?? ''}`;
      throw new ScriptFailure(
        Date.now() > deadline ? `Stopped after ${limits.timeoutMs ?? SCRIPT_TIMEOUT_MS} ms` : message,
      );
    }
    const text = vm.getString(result.value);
    result.value.dispose();
    const parsed = JSON.parse(text) as { returned: unknown; context: Record<string, unknown> };
    return { returned: parsed.returned, context: parsed.context, logs };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}
