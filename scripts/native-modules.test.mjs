import { describe, expect, it } from 'vitest';
import { ensureNativeModules, isAbiMismatch } from './native-modules.mjs';

const MISMATCH =
  "The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 127.";

describe('npm start under another Node major version (issue 26 item 19)', () => {
  it('tells a version mismatch from other load errors', () => {
    expect(isAbiMismatch(new Error(MISMATCH))).toBe(true);
    expect(isAbiMismatch('Cannot find module better-sqlite3')).toBe(false);
  });

  it('loads as it is when it can: nothing rebuilt', () => {
    let rebuilt = 0;
    const outcome = ensureNativeModules({
      load: () => ({ ok: true, message: '' }),
      rebuild: () => ++rebuilt > 0,
    });
    expect(outcome).toEqual({ rebuilt: false });
    expect(rebuilt).toBe(0);
  });

  it('rebuilds the module on a mismatch and goes on when it then loads', () => {
    const loads = [
      { ok: false, message: MISMATCH },
      { ok: true, message: '' },
    ];
    let rebuilt = 0;
    const outcome = ensureNativeModules({
      load: () => loads.shift() ?? { ok: true, message: '' },
      rebuild: () => ++rebuilt > 0,
    });
    expect(outcome).toEqual({ rebuilt: true });
    expect(rebuilt).toBe(1);
  });

  it('says in one line what to run when the rebuild does not help', () => {
    expect(() =>
      ensureNativeModules({ load: () => ({ ok: false, message: MISMATCH }), rebuild: () => false }),
    ).toThrow(/Run "npm rebuild better-sqlite3" \(or "npm ci"\) with this Node/);
  });
});
