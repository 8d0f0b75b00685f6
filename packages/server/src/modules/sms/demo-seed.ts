import { demoAdminCaller } from '../auth/index.js';
import type { Seeder } from '../module.js';

/** The demo org's text-message sender (a number of the reserved test range). */
export const DEMO_SMS_FROM = '+15005550006';

/**
 * Text messages work out of the box in the demo org: it sends through the built-in test provider,
 * which records each message in its outbox (Setup, Test provider outbox) and reports it delivered.
 */
export const smsDemoSeeder: Seeder = {
  name: 'sms: the built-in test provider',
  async seed({ database, now }) {
    const admin = await demoAdminCaller(database);
    if (!admin) return;
    await database.db
      .insertInto('sms_provider')
      .values({
        org_id: admin.orgId,
        kind: 'test',
        account_sid: '',
        auth_token_enc: '',
        from_number: DEMO_SMS_FROM,
        api_base_url: 'https://api.twilio.com',
        callback_base_url: '',
        default_country_code: '1',
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('org_id').doNothing())
      .execute();
  },
};
