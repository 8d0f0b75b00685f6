import {
  type AcceptedText,
  type OutgoingText,
  type SmsProvider,
  SmsSendError,
  signatureMatches,
} from './sms-provider.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** https://api.twilio.com, or a stand-in speaking the same protocol. */
  apiBaseUrl: string;
}

const TIMEOUT_MS = 15_000;

/** Twilio's error codes that no retry can mend (invalid number, unsubscribed, unreachable region …). */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21606, 21617, 20003, 20404]);

interface TwilioAnswer {
  sid?: string;
  status?: string;
  code?: number;
  message?: string;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth
 * (the account SID and auth token) and a form body (To, From, Body, StatusCallback).
 */
export class TwilioProvider implements SmsProvider {
  constructor(private readonly settings: TwilioSettings) {}

  async send(text: OutgoingText): Promise<AcceptedText> {
    const { accountSid, authToken, apiBaseUrl } = this.settings;
    const url = `${apiBaseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: text.to, From: text.from, Body: text.body });
    if (text.statusCallbackUrl) form.set('StatusCallback', text.statusCallbackUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SmsSendError(`Twilio could not be reached at ${apiBaseUrl}: ${reason}`, false);
    }
    let answer: TwilioAnswer = {};
    try {
      answer = (await response.json()) as TwilioAnswer;
    } catch {
      // A proxy's HTML error page: the status code below says enough.
    }
    if (response.ok && answer.sid)
      return { providerId: answer.sid, status: answer.status === 'sent' ? 'sent' : 'queued' };
    const said = answer.message
      ? `${answer.message}${answer.code ? ` (Twilio error ${answer.code})` : ''}`
      : '';
    if (response.status === 401)
      throw new SmsSendError(`Twilio refused the account SID or auth token${said ? `: ${said}` : ''}`, true);
    const permanent =
      (answer.code !== undefined && PERMANENT_CODES.has(answer.code)) ||
      (response.status >= 400 && response.status < 500 && response.status !== 429);
    throw new SmsSendError(said || `Twilio answered HTTP ${response.status}`, permanent);
  }

  verifyCallback(url: string, params: Record<string, string>, signature: string): boolean {
    return signatureMatches(this.settings.authToken, url, params, signature);
  }
}
