/**
 * E-mail rules both sides use (issue 23): how an address is compared, which
 * domain an address or a website names, and which domains belong to no one
 * company (free mail), so a message is never related to an account by them.
 */

/** Public mail providers: an address there says nothing about the sender's company. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'proton.me',
  'protonmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'yandex.ru',
  'mail.ru',
]);

const ADDRESS = /^[^\s@<>(),;:"]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** An address as compared: trimmed and lower case; '' when it is not an address. */
export function normaliseAddress(value: string): string {
  const address = value.trim().toLowerCase();
  return ADDRESS.test(address) ? address : '';
}

export function isMailAddress(value: string): boolean {
  return normaliseAddress(value) !== '';
}

/** The domain of an address, '' when none. */
export function domainOfAddress(value: string): string {
  const address = normaliseAddress(value);
  return address === '' ? '' : address.slice(address.indexOf('@') + 1);
}

/** The domain a website names: 'https://www.Acme.com/about' → 'acme.com'; '' when it names none. */
export function domainOfWebsite(value: string): string {
  let text = value.trim().toLowerCase();
  if (text === '') return '';
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  try {
    const host = new URL(text).hostname.replace(/^www\./, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : '';
  } catch {
    return '';
  }
}

/** The company domain an address may relate to an account by; '' for free mail. */
export function companyDomainOf(value: string): string {
  const domain = domainOfAddress(value);
  return domain === '' || FREE_MAIL_DOMAINS.has(domain) ? '' : domain;
}

/**
 * A list of recipients as a person types it ("Ann <ann@x.com>, bob@y.org; …"):
 * the addresses found and the parts that are not addresses (to be named back).
 */
export function parseAddressList(text: string): { addresses: string[]; invalid: string[] } {
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const inBrackets = /<([^>]*)>\s*$/.exec(trimmed);
    const address = normaliseAddress(inBrackets ? (inBrackets[1] ?? '') : trimmed);
    if (address === '') invalid.push(trimmed);
    else if (!addresses.includes(address)) addresses.push(address);
  }
  return { addresses, invalid };
}
