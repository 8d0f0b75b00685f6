import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// jsdom cannot compute pseudo-element styles and says so on every antd render; the element's own style is enough.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
