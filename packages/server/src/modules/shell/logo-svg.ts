/**
 * Logos as SVG documents: an app's stored logo or, when it has none, a
 * monogram of its name on its colour. Pure functions; the routes serve them.
 */

export const DEFAULT_LOGO_COLOR = '#0b5cab';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** '#abc' or 'abc' → '#aabbcc'; anything else → null. */
export function normalizeHexColor(value: string): string | null {
  const match = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec(value);
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${hex.toLowerCase()}`;
}

/** White text on dark colours, near-black on light ones (WCAG relative luminance). */
export function textColorOn(background: string): string {
  const hex = normalizeHexColor(background) ?? DEFAULT_LOGO_COLOR;
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#1b1b1b' : '#ffffff';
}

/** 'Service Console' → 'SC', 'Sales' → 'S'; at most two letters. */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function monogramSvg(name: string, background: string): string {
  const fill = normalizeHexColor(background) ?? DEFAULT_LOGO_COLOR;
  const initials = escapeXml(monogramOf(name));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="64" height="64" rx="12" fill="${fill}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="${textColorOn(fill)}">${initials}</text>`,
    '</svg>',
  ].join('');
}

/** An <img>-ready address that needs no token and no further request. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
