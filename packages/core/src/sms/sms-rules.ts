/**
 * Text-message rules shared by the server and the web (issue 23): what a sendable phone number is,
 * which replies opt a recipient out or back in, and how many parts a text travels in.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'received'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_PROVIDER_KINDS = ['twilio', 'test'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDER_KINDS)[number];

/** The longest text sent at once: ten concatenated parts, as carriers accept. */
export const SMS_MAX_BODY = 1_600;
export const SMS_PAGE_SIZE = 50;

/**
 * The test provider's outbox (issue 23): what it "sent", kept per organisation for a demo or a trial
 * to show; the oldest beyond `kept` are dropped as new texts arrive.
 */
/** Records one mass text from a list's selection reaches (each text is a job of its own). */
export const SMS_MASS_LIMIT = 200;

export const SMS_TEST_OUTBOX_LIMITS = { kept: 500, pageSize: 50 } as const;

/** Replies carriers and Twilio treat as an opt-out or an opt-in (matched on the whole trimmed reply). */
const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
const OPT_IN_WORDS = new Set(['START', 'UNSTOP', 'YES']);

export function optOutReply(body: string): 'out' | 'in' | null {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  if (OPT_OUT_WORDS.has(word)) return 'out';
  if (OPT_IN_WORDS.has(word)) return 'in';
  return null;
}

/**
 * A phone number in E.164 (+ and 8 to 15 digits), or null when it cannot be one. A number written
 * without its country (national form, with or without the trunk 0) takes `defaultCountryCode`;
 * 00 is read as the international prefix. Spaces, dots, dashes and brackets are dropped.
 */
export function normalisePhoneNumber(raw: string, defaultCountryCode = ''): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^\d]/g, '');
  if (trimmed.startsWith('+')) digits = `+${digits}`;
  else if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (defaultCountryCode) {
    // The North American plan has no trunk 0 and may be written with its leading 1.
    if (defaultCountryCode === '1' && digits.length === 11 && digits.startsWith('1')) digits = `+${digits}`;
    else digits = `+${defaultCountryCode}${digits.replace(/^0/, '')}`;
  } else return null;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** How many parts a text is sent in: 160 GSM characters alone, 153 per part when split; 70/67 in UCS-2. */
export function smsSegments(body: string): number {
  if (body.length === 0) return 0;
  // The GSM 03.38 basic set plus its extension table (which counts twice).
  const basic =
    /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;
  if (basic.test(body)) {
    const length = body.length + (body.match(/[\^{}\\[~\]|€]/g)?.length ?? 0);
    return length <= 160 ? 1 : Math.ceil(length / 153);
  }
  const units = [...body].reduce((sum, char) => sum + (char.length > 1 ? 2 : 1), 0);
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
