import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

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
afterAll(async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
