import { MAIL_TEST_OUTBOX_LIMITS, type MailTestOutboxEntry, type mailTestOutboxContract } from '@vela/core';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { htmlToText } from './ingest.js';
import { type Context, isAdministrator } from './mail-context.js';
import { type ServerSettings, smtpTransport } from './mail-servers.js';
import { newMailId } from './mail-store.js';

type OutboxQuery = z.output<(typeof mailTestOutboxContract)['request']>;
type OutboxAnswer = z.output<(typeof mailTestOutboxContract)['response']>;

/** What the senders (a person's message, a mass e-mail, a system notice) need of a transport. */
export interface OutgoingTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close(): void;
}

const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/** The organisation's last MAIL_TEST_OUTBOX_LIMITS.kept messages stay; older ones go on each send. */
async function pruneMailTestOutbox(database: DatabaseHandle, orgId: string): Promise<void> {
  const newest = database.db
    .selectFrom('mail_test_outbox')
    .select('id')
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAIL_TEST_OUTBOX_LIMITS.kept);
  await database.db
    .deleteFrom('mail_test_outbox')
    .where('org_id', '=', orgId)
    .where('id', 'not in', newest)
    .execute();
}

const textOf = (mail: Mail.Options) => {
  if (typeof mail.text === 'string' && mail.text.trim()) return mail.text;
  return typeof mail.html === 'string' ? htmlToText(mail.html) : '';
};

/**
 * The e-mail test provider (issue 23): builds each message as nodemailer would for SMTP (its
 * envelope: who it goes to, CC and BCC included) and keeps it in the organisation's outbox instead
 * of sending it. Nothing leaves the server.
 */
function testTransport(context: Pick<Context, 'database' | 'now'>, orgId: string): OutgoingTransport {
  const builder = nodemailer.createTransport({ jsonTransport: true });
  return {
    async sendMail(mail) {
      const built = (await builder.sendMail(mail)) as { envelope: { from: string | false; to: string[] } };
      await context.database.db
        .insertInto('mail_test_outbox')
        .values({
          id: newMailId('message'),
          org_id: orgId,
          from_address: built.envelope.from || '',
          to_addresses: built.envelope.to.join(', '),
          subject: typeof mail.subject === 'string' ? mail.subject : '',
          body_text: textOf(mail).slice(0, MAIL_TEST_OUTBOX_LIMITS.preview),
          attachment_count: mail.attachments?.length ?? 0,
          created_at: context.now().toISOString(),
        })
        .execute();
      await pruneMailTestOutbox(context.database, orgId);
      return built;
    },
    close: () => builder.close(),
  };
}

/** The transport for a server: SMTP, or the test provider's outbox when the organisation chose it. */
export function outgoingTransport(
  context: Pick<Context, 'database' | 'now'>,
  orgId: string,
  settings: ServerSettings,
): OutgoingTransport {
  return settings.kind === 'test' ? testTransport(context, orgId) : smtpTransport(settings);
}

/** The e-mail test provider's outbox, newest first (administrators, as the outgoing server is). */
export async function listMailTestOutbox(
  context: Context,
  user: CurrentUser,
  query: OutboxQuery,
): Promise<OutboxAnswer> {
  if (!isAdministrator(user))
    throw new AppError(ErrorCode.FORBIDDEN, "Only administrators see the e-mail test provider's outbox");
  const db = context.database.db;
  let select = db.selectFrom('mail_test_outbox').where('org_id', '=', user.orgId);
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean))
    select = select.where(
      sql<boolean>`lower(subject || ' ' || to_addresses || ' ' || from_address || ' ' || body_text) like ${`%${likeLiteral(word)}%`} escape '\\'`,
    );
  const counted = await select.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const rows = await select
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAIL_TEST_OUTBOX_LIMITS.pageSize)
    .offset((query.page - 1) * MAIL_TEST_OUTBOX_LIMITS.pageSize)
    .execute();
  const server = await db
    .selectFrom('mail_org_server')
    .select('kind')
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  const entries: MailTestOutboxEntry[] = rows.map((row) => ({
    id: row.id,
    from: row.from_address,
    to: row.to_addresses ? row.to_addresses.split(', ') : [],
    subject: row.subject,
    preview: row.body_text,
    attachmentCount: Number(row.attachment_count),
    createdAt: row.created_at,
  }));
  return {
    entries,
    total: Number(counted?.n ?? 0),
    serverKind: server ? (server.kind === 'test' ? 'test' : 'smtp') : 'none',
    kept: MAIL_TEST_OUTBOX_LIMITS.kept,
  };
}
