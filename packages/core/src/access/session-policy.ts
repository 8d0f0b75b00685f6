/**
 * Session security of a profile: how long a session may stay idle and from
 * which addresses its users may sign in.
 */
export const SESSION_TIMEOUT_CHOICES_MINUTES = [15, 30, 60, 120, 240, 480, 720, 1440] as const;
export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_CHOICES_MINUTES)[number];

export function isSessionTimeoutChoice(minutes: number): minutes is SessionTimeoutMinutes {
  return (SESSION_TIMEOUT_CHOICES_MINUTES as readonly number[]).includes(minutes);
}

/** An IPv4 range as two 32-bit numbers, inclusive. */
interface Ipv4Range {
  from: number;
  to: number;
}

function ipv4ToNumber(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const byte = Number(part);
    if (byte > 255) return null;
    value = value * 256 + byte;
  }
  return value;
}

/** Strips the IPv4-mapped IPv6 form (::ffff:10.0.0.1) that Node reports on dual-stack sockets. */
function plainIpv4(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * Parses one allowed range: `10.0.0.0/8`, `192.168.1.10-192.168.1.20` or a
 * single address. Answers a reason when the text is not a range.
 */
export function parseIpRange(text: string): { ok: true; range: Ipv4Range } | { ok: false; reason: string } {
  const value = text.trim();
  const cidr = /^([\d.]+)\/(\d{1,2})$/.exec(value);
  if (cidr) {
    const base = ipv4ToNumber(cidr[1] ?? '');
    const bits = Number(cidr[2]);
    if (base === null || bits > 32) return { ok: false, reason: `"${text}" is not an IPv4 CIDR range` };
    const size = 2 ** (32 - bits);
    const from = Math.floor(base / size) * size;
    return { ok: true, range: { from, to: from + size - 1 } };
  }
  const dash = value.split('-');
  if (dash.length === 2) {
    const from = ipv4ToNumber(dash[0] ?? '');
    const to = ipv4ToNumber(dash[1] ?? '');
    if (from === null || to === null || from > to)
      return { ok: false, reason: `"${text}" is not a range from a lower to a higher IPv4 address` };
    return { ok: true, range: { from, to } };
  }
  const single = ipv4ToNumber(value);
  if (single === null)
    return { ok: false, reason: `"${text}" is not an IPv4 address, CIDR range or start-end range` };
  return { ok: true, range: { from: single, to: single } };
}

/** Whether an address may sign in: no ranges means anywhere; loopback always may (the server's own tools). */
export function isIpAllowed(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const address = plainIpv4(ip);
  if (address === '::1') return ranges.some((range) => range.trim() === '::1');
  const value = ipv4ToNumber(address);
  if (value === null) return false;
  return ranges.some((text) => {
    const parsed = parseIpRange(text);
    return parsed.ok && value >= parsed.range.from && value <= parsed.range.to;
  });
}
