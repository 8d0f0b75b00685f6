import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { velaTheme } from './theme.js';
import { useReducedMotion } from './use-reduced-motion.js';

/** A matchMedia whose reduced-motion answer the test flips, telling listeners as a browser does. */
function fakeMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.reduce = next;
    for (const listener of listeners) listener();
  };
}

describe('reduced motion (WCAG 2.3.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switches antd motion off only for a person who asked for reduced motion', () => {
    expect(velaTheme(false, true).token?.motion).toBe(false);
    expect(velaTheme(false, false).token?.motion).toBe(true);
  });

  it('follows the system setting, also when it changes while Vela is open', () => {
    const change = fakeMotionPreference(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => change(true));
    expect(result.current).toBe(true);
  });
});
