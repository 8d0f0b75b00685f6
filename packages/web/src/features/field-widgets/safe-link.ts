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
