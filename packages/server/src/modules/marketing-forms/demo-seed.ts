import { randomBytes } from 'node:crypto';
import { newRecordId } from '@vela/core';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import { DEMO_ORG_ID, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';

/** The demo org's marketing form: a published "Contact us" form of the administrator's, making leads. */
export const marketingFormsDemoSeeder: Seeder = {
  name: 'marketing forms: a published contact form',
  async seed({ database, now }) {
    const admin = await findUserIdByEmail(database, DEMO_ADMIN_EMAIL);
    if (!admin) return;
    const at = now.toISOString();
    await database.db
      .insertInto('marketing_form')
      .values({
        id: newRecordId('mkf', now.getTime()),
        org_id: DEMO_ORG_ID,
        name: 'Contact us',
        intro: 'Tell us what you need and we will get back to you within one working day.',
        thank_you: 'Thank you! We will be in touch shortly.',
        template: 'contactUs',
        target: 'lead',
        fields: JSON.stringify([
          { api: 'name', label: 'Your name', required: true },
          { api: 'email', label: 'E-mail', required: true },
          { api: 'company', label: 'Company', required: false },
          { api: 'phone', label: 'Phone', required: false },
          { api: 'description', label: 'How can we help?', required: true },
        ]),
        status: 'published',
        slug: randomBytes(18).toString('base64url'),
        owner_id: admin,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },
};
