import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { applyLanguage } from '../i18n/index.js';
import { resetGlobalState } from '../state/index.js';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
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
