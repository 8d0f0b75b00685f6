/**
 * REGEX() patterns are Java regular expressions matched against the whole text. JavaScript's syntax is
 * close enough for the patterns rules use; the differences handled here are whole-text matching and a
 * leading `(?i)` flag. Compiled patterns are cached because a rule runs on every save.
 */
const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 500;

export function compileJavaRegex(pattern: string): RegExp | null {
  const cached = cache.get(pattern);
  if (cached !== undefined) return cached;
  let regex: RegExp | null;
  try {
    const caseInsensitive = pattern.startsWith('(?i)');
    const body = caseInsensitive ? pattern.slice(4) : pattern;
    const flags = caseInsensitive ? 'i' : '';
    // Compiling the bare pattern first proves its groups balance, so the wrapper cannot be escaped.
    new RegExp(body, flags);
    regex = new RegExp(`^(?:${body})$`, flags);
  } catch {
    regex = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, regex);
  return regex;
}
