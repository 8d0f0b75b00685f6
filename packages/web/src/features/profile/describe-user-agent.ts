/**
 * A user-agent string is for machines; people recognise a device by its
 * browser and system ("Chrome 156 · Windows"). Order matters: Edge and Opera
 * carry "Chrome" too, Chrome carries "Safari", so the most specific comes first.
 */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:[.\d]*)? (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** "Chrome 156 · Linux" for a browser's user agent; anything else (a script, a tool) as it came. */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.map(([name, pattern]) => {
    const version = pattern.exec(userAgent)?.[1];
    return version ? `${name} ${version}` : '';
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!browser || !system) return userAgent;
  return `${browser} · ${system}`;
}
