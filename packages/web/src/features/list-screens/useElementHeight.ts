import { useEffect, useState } from 'react';

/**
 * The height of an element as it changes (the virtual list needs its body
 * height in pixels). A callback ref: the element may mount after a skeleton.
 */
export function useElementHeight<T extends HTMLElement>(fallback: number) {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.height ?? 0);
      if (measured > 0) setHeight(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, element, height };
}
