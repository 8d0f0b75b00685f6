import { useEffect } from 'react';
import { pageEvent } from './page-lifecycle.js';

/**
 * Mount beside a page: 'created' (and the onCreated scripts) when the page's
 * frame appears, 'destroy' when it goes. Mounted with `event="load"` inside
 * the page's Suspense boundary it marks when the page's code has arrived.
 */
export function PageLifecycle({
  page,
  pageId,
  event,
}: {
  page: string;
  pageId: string;
  event: 'created' | 'load';
}) {
  useEffect(() => {
    // Sent on the next tick: StrictMode's test unmount in development cancels it, so each event goes once.
    let sent = false;
    const timer = setTimeout(() => {
      sent = true;
      pageEvent(event, page, pageId);
    }, 0);
    return () => {
      clearTimeout(timer);
      if (sent && event === 'created') pageEvent('destroy', page, pageId);
    };
  }, [event, page, pageId]);
  return null;
}
