import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, subscribeFeedback } from '../api/index.js';
import type { FeedbackEvent } from '../api/user-feedback.js';
import { waitForGlobalConfig } from '../app/global-config.js';
import { chooseLanguage } from '../i18n/language-choice.js';
import { resetGlobalState } from '../state/index.js';
import { type FakeServer, installFakeServer, ok } from '../test-support/fake-server.js';
import {
  type ConsoleTabsAction,
  consoleTabsReducer,
  EMPTY_CONSOLE_TABS,
  parseConsoleTabs,
  serializeConsoleTabs,
} from './console/console-tabs-state.js';
import { needsReload, USER_SNAPSHOT_KEY, watchUserChanges } from './cross-tab-user.js';
import { runAfterStartup } from './startup/run-startup.js';

/** Spec 1 §3, §4, §7, §8, §9: the shell's startup, cross-tab, call-kind and data-shape rules. */
let server: FakeServer;
let feedback: FeedbackEvent[];
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'report/getExportReportURL': () => ok('https://reports.example.com'),
    'ccchat/person/getSetupInfo': () => ok({}),
  });
  feedback = [];
  unsubscribe = subscribeFeedback((event) => feedback.push(event));
});

afterEach(() => {
  unsubscribe();
  resetGlobalState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const script of document.head.querySelectorAll('script[data-vela-custom]')) script.remove();
  localStorage.clear();
});

describe('startup (spec 1 §4)', () => {
  it('[S1-B-066] waits for the global configuration, looking again every 10 ms until it is set', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    window.__VELA_CONFIG__ = undefined;
    let config: unknown;
    void waitForGlobalConfig().then((value) => {
      config = value;
    });
    // Looks at 0, 10 and 20 ms; the next at 30.
    await vi.advanceTimersByTimeAsync(20);
    expect(config).toBeUndefined();
    window.__VELA_CONFIG__ = { gateway: 'https://gw.example.com' };
    // The next look, at most 10 ms later, finds it.
    await vi.advanceTimersByTimeAsync(9);
    expect(config).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(config).toEqual({ gateway: 'https://gw.example.com' });
    // A page that finished loading without one starts with none rather than waiting for ever.
    window.__VELA_CONFIG__ = undefined;
    readyState.mockReturnValue('complete');
    await expect(waitForGlobalConfig()).resolves.toEqual({});
    readyState.mockRestore();
  });
});

describe('custom component scripts (spec 1 §7 listCustomCompAddr, §8)', () => {
  const addresses = (returnCode: string) =>
    server.on('custom/pc/1.0/post/listCustomCompAddr', () => ({
      ...ok({ velaAddrList: ['/custom/vela-a.js'], customAddrList: ['/custom/org-b.js'] }),
      returnCode,
    }));
  const loaded = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[data-vela-custom]')].map(
      (script) => script.dataset.velaCustom,
    );

  it('[S1-B-120] the returned addresses are loaded as scripts when returnCode is 200, and only then', async () => {
    addresses('1');
    await runAfterStartup();
    expect(loaded()).toEqual([]);
    addresses('200');
    await runAfterStartup();
    expect(loaded()).toEqual(['/custom/vela-a.js', '/custom/org-b.js']);
    // Each address is loaded once, however often startup runs.
    await runAfterStartup();
    expect(loaded()).toEqual(['/custom/vela-a.js', '/custom/org-b.js']);
  });

  it('[S1-E-025] a script that fails to load shows an error message naming it', async () => {
    addresses('200');
    await runAfterStartup();
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[data-vela-custom="/custom/org-b.js"]',
    );
    script?.dispatchEvent(new Event('error'));
    expect(feedback).toEqual([
      {
        type: 'toast',
        text: {
          message: 'Script could not be loaded: /custom/org-b.js',
          translation: { key: 'shell.scriptLoadFailed', params: { address: '/custom/org-b.js' } },
        },
      },
    ]);
  });
});

describe('cross-tab user change (spec 1 §4)', () => {
  const mine = { countryCode: 'DE', currencyCode: 'EUR', language: 'de', timeZone: 'Europe/Berlin' };

  it.each<[string, Record<string, string> | null, boolean]>([
    ['the same settings', mine, false],
    ['another country', { ...mine, countryCode: 'FR' }, true],
    ['another currency', { ...mine, currencyCode: 'USD' }, true],
    ['another language', { ...mine, language: 'fr' }, true],
    ['another time zone', { ...mine, timeZone: 'Europe/Paris' }, true],
    ['nothing stored', null, false],
  ])('[S1-B-080] %s in the other tab → reload %s', (_why, theirs, reload) => {
    expect(needsReload(mine, theirs ? JSON.stringify(theirs) : null)).toBe(reload);
  });

  it('[S1-B-080] the other tab writing a different language reloads this one; other keys do not', () => {
    const reload = vi.fn();
    const stop = watchUserChanges(mine, reload);
    const write = (key: string, value: Record<string, string>) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(value) }));
    write('vela.somethingElse', { ...mine, language: 'fr' });
    write(USER_SNAPSHOT_KEY, mine);
    expect(reload).not.toHaveBeenCalled();
    write(USER_SNAPSHOT_KEY, { ...mine, language: 'fr' });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    write(USER_SNAPSHOT_KEY, { ...mine, timeZone: 'UTC' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('call kinds (spec 1 §7)', () => {
  it("[S1-B-103] postType posts the body as given with the caller's content type", async () => {
    server.on('file/importText', () => ok('done'));
    const body = new URLSearchParams({ a: '1', b: 'two' });
    await api.postType('file/importText', body, { contentType: 'application/x-www-form-urlencoded' });
    const [call] = server.callsTo('file/importText');
    expect(call?.method).toBe('POST');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    // Not wrapped in the {head, body} envelope and not turned into JSON.
    expect(call?.body).toBe(body);
    expect(call?.headers.accessToken).toBe('tok-1');
  });
});

describe('console data (spec 1 §3)', () => {
  it('[S1-D-009] the saved console data names the first-level tab in front and lists the open first-level tabs, each with its second-level tabs', () => {
    const add = (id: string, parentId?: string): ConsoleTabsAction => ({
      type: 'add',
      tab: { id, title: id.toUpperCase(), path: `/p/${id}`, ...(parentId ? { parentId } : {}) },
    });
    const state = [
      add('case-1'),
      add('contact-9', 'case-1'),
      add('account-2'),
      { type: 'focus', id: 'case-1' } as const,
    ].reduce(consoleTabsReducer, EMPTY_CONSOLE_TABS);
    const saved = JSON.parse(serializeConsoleTabs(state));
    // `activeId` is the spec's level1Id: the first-level tab shown.
    expect(saved.activeId).toBe('case-1');
    expect(
      saved.tabs.map((tab: { id: string; children: Array<{ id: string }> }) => [
        tab.id,
        tab.children.map((c) => c.id),
      ]),
    ).toEqual([
      ['case-1', ['contact-9']],
      ['account-2', []],
    ]);
    const back = parseConsoleTabs(JSON.stringify(saved));
    expect(back.activeId).toBe('case-1');
    expect(back.tabs[0]?.children[0]).toMatchObject({
      id: 'contact-9',
      title: 'CONTACT-9',
      path: '/p/contact-9',
    });
  });
});

describe('default language (spec 1 §9, DECISIONS 17)', () => {
  it.each<[Parameters<typeof chooseLanguage>[0], string, string]>([
    [
      { orgLanguage: 'zh', browserLanguage: 'en-US' },
      'zh-CN',
      "the organisation's default zh wins over the browser",
    ],
    [
      { userLanguage: 'de', orgLanguage: 'zh', browserLanguage: 'zh-CN' },
      'de',
      "the user's own language comes first",
    ],
    [{ orgLanguage: 'en', browserLanguage: 'zh-CN' }, 'en', 'the demo organisation defaults to English'],
    [{ orgLanguage: undefined, browserLanguage: 'zh-CN' }, 'zh-CN', 'no default: the browser decides'],
  ])('[S1-K-035] %j → %s (%s)', (input, expected, _why) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});
