import { describe, expect, it } from 'vitest';
import { type ClientScript, type PhaseContext, runPhase, scriptsFor } from './client-script-runner.js';
import { runInSandbox } from './script-sandbox.js';

const script = (
  id: string,
  phase: string,
  content: string,
  extra: Partial<ClientScript> = {},
): ClientScript => ({
  id,
  name: `script ${id}`,
  phase,
  scriptContent: content,
  ...extra,
});
const pageContext = (): PhaseContext => ({ page: { name: 'p', pageId: 'p1', flags: {} } });

describe('client script phases (spec 1 §4)', () => {
  it("[S1-B-081][S1-B-083] picks a phase's scripts for the object, in their order", () => {
    const scripts = [
      script('late', 'beforeSave', '', { order: 20 }),
      script('other-object', 'beforeSave', '', { order: 5, objectApi: 'Account' }),
      script('early', 'beforeSave', '', { order: 10, objectApi: 'Lead' }),
      script('load', 'onLoad', ''),
    ];
    expect(scriptsFor(scripts, 'beforeSave', 'Lead').map((s) => s.id)).toEqual(['early', 'late']);
    expect(scriptsFor(scripts, 'onLoad', undefined).map((s) => s.id)).toEqual(['load']);
  });

  it('[S1-B-082][S1-B-084] runs each once, in order, and stops at the first false', async () => {
    const calls: string[] = [];
    const scripts = [script('a', 'onSave', 'a'), script('b', 'onSave', 'b'), script('c', 'onSave', 'c')];
    const outcome = await runPhase(scripts, 'onSave', pageContext(), async (content, context) => {
      calls.push(content);
      return { returned: content !== 'b', context };
    });
    expect(calls).toEqual(['a', 'b']);
    expect(outcome.proceed).toBe(false);
  });

  it('a script that throws is reported and the next one still runs', async () => {
    const scripts = [script('a', 'onLoad', 'boom'), script('b', 'onLoad', 'ok')];
    const outcome = await runPhase(scripts, 'onLoad', pageContext(), async (content, context) => {
      if (content === 'boom') throw new Error('bad');
      return { returned: true, context };
    });
    expect(outcome.failed).toEqual([{ id: 'a', name: 'script a', message: 'bad' }]);
    expect(outcome.ran).toEqual(['a', 'b']);
    expect(outcome.proceed).toBe(true);
  });
});

describe('the QuickJS sandbox', () => {
  it('[S1-B-084] runs the seeded beforeSave script: BLOCKED is refused with a message, changes come back', async () => {
    const blocked = `const company = String(context.record.company ?? '').trim().toUpperCase();
if (company === 'BLOCKED') { context.message = 'Leads from the company BLOCKED cannot be saved.'; return false; }
context.record.checked = true;
return true;`;
    const refused = await runInSandbox(blocked, { record: { company: 'blocked ' } });
    expect(refused.returned).toBe(false);
    expect(refused.context.message).toBe('Leads from the company BLOCKED cannot be saved.');
    const passed = await runInSandbox(blocked, { record: { company: 'Acme' } });
    expect(passed.returned).toBe(true);
    expect(passed.context.record).toEqual({ company: 'Acme', checked: true });
  });

  it('sees no window, document, storage, fetch or cookies — nothing that holds the access token', async () => {
    const probe = await runInSandbox(
      `return [typeof window, typeof document, typeof localStorage, typeof sessionStorage, typeof fetch,
        typeof XMLHttpRequest, typeof globalThis.parent, typeof importScripts].join(',');`,
      {},
    );
    expect(probe.returned).toBe(
      'undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined',
    );
  });

  it('stops an endless loop at the deadline instead of freezing the shell', async () => {
    const started = Date.now();
    await expect(runInSandbox('while (true) {}', {}, { timeoutMs: 50 })).rejects.toThrow(
      /Stopped after 50 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops a script that eats memory', async () => {
    await expect(
      runInSandbox(
        "let s = 'x'; while (true) s = s + s;",
        {},
        { timeoutMs: 5000, memoryLimitBytes: 4 * 1024 * 1024 },
      ),
    ).rejects.toThrow();
  });

  it('reports a syntax error as a script failure', async () => {
    await expect(runInSandbox('return (', {})).rejects.toThrow(/SyntaxError/);
  });

  it('log() collects what the script logs', async () => {
    const result = await runInSandbox('log("phase", context.phase, 42); return true;', { phase: 'onLoad' });
    expect(result.logs).toEqual(['phase onLoad 42']);
  });
});
