/**
 * The one allow-list of rich-text (type A) markup. The server cleans a value
 * with it before storage and the web again before it injects any HTML, so a
 * value written past either side (an import, an old row, a direct API call)
 * still never runs script. A small tokenizer rather than a DOM: the server has
 * none, and the output is rebuilt from scratch, so whatever the tokenizer
 * misreads can only lose markup, never let an attribute or a tag through.
 */

/** The markup a rich-text value may keep; any other tag is unwrapped (its text kept). */
const KEPT_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'span',
  'div',
]);
const VOID_TAGS = new Set(['br']);
/** Removed with their content: their text is never meant to be read. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
]);

const TAG_START = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/;
const ENTITY = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  nbsp: '\u00a0',
};

/**
 * A link target for a URL a user typed: http(s) only, a bare host gets
 * 'https://'; anything else (javascript:, data:, …) gives null, so a stored
 * value can never run script when clicked.
 */
export function safeLinkHref(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text between tags: entities stay as written, a stray '&' or '>' is escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '&') {
      const entity = ENTITY.exec(text.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length - 1;
      } else out += '&amp;';
    } else if (char === '>') out += '&gt;';
    else if (char === '<') out += '&lt;';
    else out += char;
  }
  return out;
}

/** Where a tag that starts at `from` ends ('>' outside quotes), or -1. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i += 1) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

function hrefOf(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    return safeLinkHref(decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return null;
}

function openingTag(tag: string, attributes: string): string {
  if (tag !== 'a') return `<${tag}>`;
  const href = hrefOf(attributes);
  // No attribute survives except a vetted link target: no on* handlers, no style, no class.
  return href ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
}

/**
 * Rich text as safe HTML: only the allow-listed tags, with no attributes but
 * a vetted http(s) href; every other tag unwrapped, script-like elements
 * dropped with their content, comments dropped, tags balanced. Cleaning a
 * clean value gives it back unchanged.
 */
export function sanitiseRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const start = TAG_START.exec(html.slice(lt, lt + 64));
    if (!start) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const closing = start[1] === '/';
    const tag = (start[2] ?? '').toLowerCase();
    const end = tagEnd(html, lt + start[0].length);
    // An unfinished tag swallows the rest, as a browser would: nothing of it is shown.
    if (end === -1) break;
    const attributes = html.slice(lt + start[0].length, end);
    i = end + 1;
    if (DROPPED_TAGS.has(tag)) {
      if (closing || attributes.trimEnd().endsWith('/')) continue;
      const closer = new RegExp(`</${tag}\\s*>`, 'i').exec(html.slice(i));
      i = closer ? i + closer.index + closer[0].length : html.length;
      continue;
    }
    if (!KEPT_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out += `<${tag}>`;
      continue;
    }
    if (!closing) {
      open.push(tag);
      out += openingTag(tag, attributes);
      continue;
    }
    const at = open.lastIndexOf(tag);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
