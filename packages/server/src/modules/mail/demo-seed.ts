import { DEMO_ADMIN_EMAIL } from '../../config.js';
import { DEMO_ORG_ID, demoAdminCaller } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';
import { recordsDb } from '../records/index.js';
import { storeMessage } from './ingest.js';
import { seedDemoTemplates } from './template-demo-seed.js';

const HOUR = 3_600_000;
/** The demo org's sender when a user has no mailbox of their own. */
export const DEMO_MAIL_FROM = 'crm@vela.local';

/**
 * A few e-mails of the administrator with demo contacts, stored as a sync
 * stores them (no live mailbox): each thread is related to its contact and
 * the contact's account by address, so their timelines show mail.
 */
export const mailDemoSeeder: Seeder = {
  name: 'mail: the test provider as outgoing server, demo e-mails on demo contacts, and two templates',
  async seed({ database, config, now }) {
    const admin = await demoAdminCaller(database);
    const contact = (await currentMetadata(database)).byApi.get('contact');
    const email = contact?.fieldsByApi.get('email')?.columnName;
    if (!admin || !contact || !email) return;
    await seedDemoTemplates(database, { orgId: admin.orgId, userId: admin.userId, name: admin.name }, now);
    // Sending works out of the box: the demo org sends through the built-in test provider, which
    // keeps each message in its outbox (Setup, Outgoing e-mail server) instead of mailing anyone.
    await database.db
      .insertInto('mail_org_server')
      .values({
        org_id: admin.orgId,
        kind: 'test',
        smtp_host: '',
        smtp_port: 465,
        smtp_tls: 1,
        username: '',
        password_enc: '',
        from_address: DEMO_MAIL_FROM,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('org_id').doNothing())
      .execute();
    const contacts = await recordsDb(database)
      .selectFrom(contact.tableName)
      .select(['id', 'name', `${email} as address`])
      .where('is_deleted', '=', 0)
      .where(email, 'is not', null)
      .orderBy('name')
      .limit(3)
      .execute();
    const owner = {
      orgId: DEMO_ORG_ID,
      userId: admin.userId,
      mailboxId: '',
      ownAddress: DEMO_ADMIN_EMAIL,
      user: admin,
    };
    const context = { database, dataDir: config.dataDir, now };
    let step = 0;
    for (const row of contacts) {
      const name = String(row.name ?? '');
      const address = String(row.address ?? '');
      const first = name.split(' ')[0] ?? name;
      step += 1;
      const asked = `<demo-${step}-1@${address.split('@')[1] ?? 'example.com'}>`;
      const answered = `<demo-${step}-2@vela.local>`;
      const received = new Date(now.getTime() - (step * 30 + 6) * HOUR).toISOString();
      const sent = new Date(now.getTime() - (step * 30 + 2) * HOUR).toISOString();
      await storeMessage(
        context,
        owner,
        {
          messageId: asked,
          inReplyTo: '',
          references: [],
          from: { address, name },
          to: [{ address: DEMO_ADMIN_EMAIL, name: 'Avery Admin' }],
          cc: [],
          bcc: [],
          subject: 'Question about our renewal',
          text: `Hello Avery,\n\ncould you send us the renewal terms for next year, and the price for ten more seats?\n\nBest regards,\n${name}`,
          html: `<p>Hello Avery,</p><p>could you send us the renewal terms for next year, and the price for <b>ten more seats</b>?</p><p>Best regards,<br>${name}</p>`,
          date: received,
          attachments: [],
          problem: '',
        },
        { folder: 'inbox', status: 'received', imapPath: '', uidValidity: 0, uid: 0 },
      );
      await storeMessage(
        context,
        owner,
        {
          messageId: answered,
          inReplyTo: asked,
          references: [asked],
          from: { address: DEMO_ADMIN_EMAIL, name: 'Avery Admin' },
          to: [{ address, name }],
          cc: [],
          bcc: [],
          subject: 'Re: Question about our renewal',
          text: `Hi ${first},\n\nthe renewal terms are attached to your account; ten more seats come at the current list price. I will call you this week.\n\nAvery`,
          html: `<p>Hi ${first},</p><p>the renewal terms are attached to your account; ten more seats come at the current list price. I will call you this week.</p><p>Avery</p>`,
          date: sent,
          attachments: [],
          problem: '',
        },
        { folder: 'sent', status: 'sent', imapPath: '', uidValidity: 0, uid: 0 },
      );
    }
  },
};
