import { createHmac, timingSafeEqual } from 'node:crypto';

/** One text handed to a provider. */
export interface OutgoingText {
  to: string;
  from: string;
  body: string;
  /** Where the provider reports delivery ('' = no reports). */
  statusCallbackUrl: string;
}

/** What the provider said when it took the text. */
export interface AcceptedText {
  providerId: string;
  /** Twilio answers 'queued' or 'accepted'; a provider that hands over at once says 'sent'. */
  status: 'queued' | 'sent';
}

/**
 * A provider refused or could not be reached. `permanent` refusals (a bad number, an opted-out
 * recipient, wrong credentials) fail the text at once; the others are retried with back-off.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * A text-message provider (issue 23): sends, and tells a genuine delivery report or reply (signed
 * with the account's token) from a forged one. TwilioProvider speaks Twilio's REST protocol;
 * TestProvider does the work locally.
 */
export interface SmsProvider {
  send(text: OutgoingText): Promise<AcceptedText>;
  verifyCallback(url: string, params: Record<string, string>, signature: string): boolean;
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL followed by each
 * POST parameter's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => `${text}${key}${params[key]}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function signatureMatches(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string,
): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
