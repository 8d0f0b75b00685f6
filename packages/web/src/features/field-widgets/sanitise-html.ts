import { sanitiseRichText } from '@vela/core';

/**
 * Rich text (A) as safe HTML: core's allow-list, the same the server applied
 * before storage, applied again on output. The only HTML the widgets ever inject.
 */
export function sanitiseHtml(html: string): string {
  return sanitiseRichText(html);
}

/** The text of some HTML, for places that show no markup. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
