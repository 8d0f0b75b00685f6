import { safeLinkHref } from './safe-link.js';

/** The markup a rich-text value may keep; everything else is unwrapped (its text kept) or dropped. */
const KEPT_TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'A',
  'BLOCKQUOTE',
  'H1',
  'H2',
  'H3',
  'H4',
  'CODE',
  'PRE',
  'SPAN',
  'DIV',
]);
/** Removed with their content: their text is never meant to be read. */
const DROPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
]);

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!KEPT_TAGS.has(tag)) {
      cleanChildren(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    // No attribute survives except a safe link target: no on* handlers, no style, no class.
    if (tag === 'A') {
      const href = safeLinkHref(element.getAttribute('href') ?? '');
      if (href) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

/**
 * Rich text (A) as safe HTML: parsed by the browser's inert parser (no script
 * runs, nothing loads), then rebuilt from an allow-list of tags with no
 * attributes but a vetted http(s) href. The only HTML the widgets ever inject.
 */
export function sanitiseHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  cleanChildren(parsed.body, root, out);
  return root.innerHTML;
}

/** The text of some HTML, for places that show no markup. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
