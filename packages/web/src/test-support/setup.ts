import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { subscribeFeedback } from '../api/index.js';
import { applyLanguage } from '../i18n/index.js';
import { resetGlobalState } from '../state/index.js';
import { rulesThatHide } from './rules-that-hide.js';

// A query that waits (findBy…, waitFor) gives up after 1 s by default: on two cores shared with the server
// tests, the compilers and the other workers, a render can take longer than that (CI runs of 28 Nov). It only
// changes how long a failing test takes to fail.
configure({ asyncUtilTimeout: 4_000 });

// antd reads matchMedia for responsive behaviour; jsdom does not implement it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd's overflowing menu and tables measure themselves; jsdom has no ResizeObserver and no layout to report.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });
}

// jsdom has no layout, so no scrolling: the form's "bring the first failing field into view" does nothing here.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// jsdom cannot compute pseudo-element styles and says so on every antd render; the element's own style is enough.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// antd writes its styles into <style> elements as it renders: thousands of rules, which jsdom matches against
// every element each time a style is read, and testing-library reads one for each element and its ancestors
// on every query by role (is it hidden?), user-event on every click (pointer-events). That was half the web
// tests' time (a profile of lookup-widget.test.tsx: 12 of 29 s). The tests only ask whether an element is
// hidden or takes pointer events; the rules that say so are kept, the others dropped before jsdom parses them.
const styleText = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
if (styleText?.set && styleText.get) {
  const { get, set } = styleText;
  // antd compares what it wrote with what it reads back before writing again: it reads its own text.
  const written = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      set.call(this, rulesThatHide(css));
    },
  });
}

// A key listener a test leaves on the window or the document answers every later key on the page: on a shared
// page, the next files' too. dnd-kit's keyboard sensor, for one, listens on the window while a drag is held and
// stops Enter from doing anything else; a test that ends mid-drag left it there, and an Enter typed in a later
// file (the app manager's, custom SQL's Ctrl+Enter) did nothing (CI of 28 Nov). Those a test added are taken
// off when it ends; listeners a module adds as it loads stay.
const KEY_EVENTS = new Set(['keydown', 'keyup', 'keypress']);
type HeldListener = [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | EventListenerOptions | undefined,
];
const keyListenersOfTheTest: HeldListener[] = [];
let testRunning = false;
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (testRunning && listener && KEY_EVENTS.has(type))
      keyListenersOfTheTest.push([target, type, listener, options]);
    add(type, listener, options);
  };
}
beforeEach(() => {
  testRunning = true;
});

afterEach(() => {
  cleanup();
  testRunning = false;
  for (const [target, type, listener, options] of keyListenersOfTheTest.splice(0))
    target.removeEventListener(type, listener, options);
  localStorage.clear();
  sessionStorage.clear();
  // Feedback published while no host listened waits for the next subscriber: it would reach the next test's
  // (or, on a shared page, the next file's) listener as if that test had caused it.
  subscribeFeedback(() => {})();
  // antd's static messages and notices live outside what `cleanup` unmounts, and one that closes waits for an
  // animation end jsdom never sends: it stayed on the page as a second role="alert" for the next tests (and,
  // on a shared page, the next files). A browser would have ended the animation; so does this.
  for (const leaving of document.querySelectorAll(
    '.ant-message [class*="-leave-active"], .ant-notification [class*="-leave-active"]',
  )) {
    leaving.dispatchEvent(new Event('animationend', { bubbles: true }));
    leaving.dispatchEvent(new Event('transitionend', { bubbles: true }));
  }
});

// React's scheduler may still hold work a file's last test left queued (a closing dialog's last render):
// run it while the page exists. Once the environment is torn down it finds no window and the whole run
// fails with an error outside any test (CI of 28 Nov, RecordFormConflict.test.tsx).
// antd's static messages, notices and confirms render into React roots of their own, outside what
// `cleanup` unmounts, and a message closes itself by a timer seconds later: when a file's last test showed
// one, that close could run after the environment was gone (a run of 28 Nov, conformance-layout.test.tsx). They are
// closed while the page exists; antd is only asked when one of its containers is on the page.
afterAll(async () => {
  if (document.querySelector('.ant-message, .ant-notification, .ant-modal-root')) {
    const { message, Modal, notification } = await import('antd');
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  }
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  // The files a worker runs share one page and the modules (vitest.config.ts): each file leaves them as the
  // next one expects to find them — English, no stubbed globals, real timers, empty shared state.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetGlobalState();
  if (i18next.isInitialized && i18next.language !== 'en') await applyLanguage('en');
});
