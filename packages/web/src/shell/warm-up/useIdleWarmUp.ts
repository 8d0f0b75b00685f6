import { useEffect, useState } from 'react';
import { warmOftenOpenedScreens } from '../../routes/index.js';

/**
 * Once the shell is up and the browser has nothing else to do, the screens people open most are made
 * ready: their code is fetched and the components they draw have their styles in the page. Answers
 * whether that moment has come (the caller then mounts the style warmers).
 */
export function useIdleWarmUp(shellReady: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!shellReady) return;
    const warm = () => {
      warmOftenOpenedScreens();
      setIdle(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(warm, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, [shellReady]);
  return idle;
}
