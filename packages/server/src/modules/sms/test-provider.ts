import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.js';
import {
  type AcceptedText,
  type OutgoingText,
  type SmsProvider,
  SmsSendError,
  signatureMatches,
} from './sms-provider.js';
import { pruneTestOutbox } from './test-outbox.js';

/** A delivery report the test provider makes, as a carrier would after handing a text over. */
export interface TestDeliveryReport {
  orgId: string;
  providerId: string;
  status: 'delivered' | 'failed';
  reason: string;
}

/**
 * The numbers Twilio's test credentials treat specially, kept here so a trial behaves the same on
 * either provider: the first is refused when sent, the second is taken and then not delivered.
 */
export const TEST_INVALID_NUMBER = '+15005550001';
export const TEST_UNREACHABLE_NUMBER = '+15005550009';

/**
 * The built-in provider: it keeps each text in its outbox (sms_test_outbox), as a carrier's log,
 * and reports delivery through the same path as a real provider's report. Nothing leaves the
 * server, so it is what the tests, the demo and a trial without a provider account use.
 */
export class TestProvider implements SmsProvider {
  constructor(
    private readonly options: {
      database: DatabaseHandle;
      orgId: string;
      authToken: string;
      now: () => Date;
      report: (report: TestDeliveryReport) => Promise<void>;
    },
  ) {}

  async send(text: OutgoingText): Promise<AcceptedText> {
    if (text.to === TEST_INVALID_NUMBER)
      throw new SmsSendError(
        `The 'To' number ${text.to} is not a valid phone number (Twilio error 21211)`,
        true,
      );
    const providerId = `SMtest${randomBytes(12).toString('hex')}`;
    await this.options.database.db
      .insertInto('sms_test_outbox')
      .values({
        id: providerId,
        org_id: this.options.orgId,
        to_number: text.to,
        from_number: text.from,
        body: text.body,
        status_callback: text.statusCallbackUrl,
        created_at: this.options.now().toISOString(),
      })
      .execute();
    await pruneTestOutbox(this.options.database, this.options.orgId);
    const unreachable = text.to === TEST_UNREACHABLE_NUMBER;
    await this.options.report({
      orgId: this.options.orgId,
      providerId,
      status: unreachable ? 'failed' : 'delivered',
      reason: unreachable ? 'The handset cannot receive text messages (carrier error 30006)' : '',
    });
    return { providerId, status: 'sent' };
  }

  verifyCallback(url: string, params: Record<string, string>, signature: string): boolean {
    return signatureMatches(this.options.authToken, url, params, signature);
  }
}
