import type { ByteRange } from './content-store.js';

/**
 * The one byte range a `Range` header asks of a content of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. Null when there is no header, it is not about bytes or names
 * several ranges (the whole content is sent, as the RFC allows); 'unsatisfiable' when it starts past
 * the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
