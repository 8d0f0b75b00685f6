import type {
  MailboxView,
  MailProblem,
  mailboxInputSchema,
  OrgMailServerView,
  orgMailServerInputSchema,
  ServerCheck,
} from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { type Context, flag, isAdministrator, keyOf } from './mail-context.js';
import { checkImap, checkSmtp, classifyMailError, type ServerSettings } from './mail-servers.js';
import { mailboxOfUser, mailboxView, newMailId } from './mail-store.js';
import { seal, unseal } from './secret-box.js';
import { MAIL_SYNC_JOB } from './sync.js';
import { outgoingTransport } from './test-outbox.js';

/** A user's mailbox settings and the organisation's outgoing server (issue 23). */
export async function queueSync(context: Context, user: CurrentUser, mailboxId: string): Promise<void> {
  await context.database.db
    .updateTable('mail_mailbox')
    .set({ sync_queued_at: context.now().toISOString() })
    .where('id', '=', mailboxId)
    .execute();
  await context.jobs.enqueueJob(
    MAIL_SYNC_JOB,
    { mailboxId },
    { orgId: user.orgId, createdBy: user.userId, uniqueKey: `${MAIL_SYNC_JOB}:${mailboxId}`, maxAttempts: 3 },
  );
}

export async function getMailbox(context: Context, user: CurrentUser): Promise<MailboxView | null> {
  const row = await mailboxOfUser(context.database, user.userId);
  return row ? mailboxView(row) : null;
}

type MailboxSettings = z.output<typeof mailboxInputSchema>;

function checkSmtpChoice(input: MailboxSettings): void {
  if (!input.useOrgSmtp && input.smtpHost === '')
    throw badRequest("smtpHost: write the SMTP server, or send through the organisation's server");
}

export async function saveMailbox(
  context: Context,
  user: CurrentUser,
  input: MailboxSettings,
): Promise<MailboxView> {
  checkSmtpChoice(input);
  const existing = await mailboxOfUser(context.database, user.userId);
  if (!existing && input.password === '') throw badRequest('password: write the password or app password');
  const now = context.now().toISOString();
  const passwordEnc =
    input.password === '' ? (existing?.password_enc ?? '') : seal(keyOf(context), input.password);
  const sameImap =
    existing &&
    existing.imap_host === input.imapHost &&
    Number(existing.imap_port) === input.imapPort &&
    existing.username === input.username;
  const values = {
    user_json: JSON.stringify(user),
    email_address: input.emailAddress.toLowerCase(),
    display_name: input.displayName,
    imap_host: input.imapHost,
    imap_port: input.imapPort,
    imap_tls: flag(input.imapTls),
    use_org_smtp: flag(input.useOrgSmtp),
    smtp_host: input.smtpHost,
    smtp_port: input.smtpPort,
    smtp_tls: flag(input.smtpTls),
    username: input.username,
    password_enc: passwordEnc,
    updated_at: now,
    // Another server or account: its UIDs mean nothing here, start again.
    ...(sameImap ? {} : { sync_state_json: '{}' }),
  };
  let id = existing?.id ?? '';
  if (existing)
    await context.database.db.updateTable('mail_mailbox').set(values).where('id', '=', existing.id).execute();
  else {
    id = newMailId('mailbox');
    await context.database.db
      .insertInto('mail_mailbox')
      .values({
        ...values,
        id,
        org_id: user.orgId,
        user_id: user.userId,
        sync_state_json: '{}',
        last_sync_at: '',
        sync_queued_at: '',
        last_error: '',
        created_at: now,
      })
      .execute();
  }
  await queueSync(context, user, id);
  const row = await mailboxOfUser(context.database, user.userId);
  if (!row) throw notFound('Mailbox');
  return mailboxView(row);
}

async function orgServerRow(context: Context, orgId: string) {
  return context.database.db
    .selectFrom('mail_org_server')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export async function orgSmtpSettings(
  context: Context,
  orgId: string,
): Promise<(ServerSettings & { from: string }) | null> {
  const row = await orgServerRow(context, orgId);
  if (!row) return null;
  return {
    host: row.smtp_host,
    port: Number(row.smtp_port),
    tls: Number(row.smtp_tls) === 1,
    username: row.username,
    password: unseal(keyOf(context), row.password_enc),
    from: row.from_address,
    kind: row.kind === 'test' ? 'test' : 'smtp',
  };
}

export async function testMailbox(
  context: Context,
  user: CurrentUser,
  input: MailboxSettings,
): Promise<{ ok: boolean; checks: ServerCheck[] }> {
  checkSmtpChoice(input);
  const existing = await mailboxOfUser(context.database, user.userId);
  const password =
    input.password !== '' ? input.password : existing ? unseal(keyOf(context), existing.password_enc) : '';
  const imap = {
    host: input.imapHost,
    port: input.imapPort,
    tls: input.imapTls,
    username: input.username,
    password,
  };
  const org = input.useOrgSmtp ? await orgSmtpSettings(context, user.orgId) : null;
  if (input.useOrgSmtp && !org)
    throw badRequest('useOrgSmtp: the organisation has no outgoing server; ask an administrator to set one');
  const smtp = org ?? {
    host: input.smtpHost,
    port: input.smtpPort,
    tls: input.smtpTls,
    username: input.username,
    password,
  };
  const checks = await Promise.all([checkImap(imap), checkSmtp(smtp)]);
  return { ok: checks.every((check) => check.ok), checks };
}

function orgView(row: NonNullable<Awaited<ReturnType<typeof orgServerRow>>>): OrgMailServerView {
  return {
    kind: row.kind === 'test' ? 'test' : 'smtp',
    smtpHost: row.smtp_host,
    smtpPort: Number(row.smtp_port),
    smtpTls: Number(row.smtp_tls) === 1,
    username: row.username,
    hasPassword: row.password_enc !== '',
    fromAddress: row.from_address,
  };
}

function requireAdministrator(user: CurrentUser): void {
  if (!isAdministrator(user))
    throw new AppError(ErrorCode.FORBIDDEN, "Only administrators set the organisation's outgoing server");
}

export async function getOrgServer(context: Context, user: CurrentUser): Promise<OrgMailServerView | null> {
  requireAdministrator(user);
  const row = await orgServerRow(context, user.orgId);
  return row ? orgView(row) : null;
}

export async function saveOrgServer(
  context: Context,
  user: CurrentUser,
  input: z.output<typeof orgMailServerInputSchema>,
): Promise<OrgMailServerView> {
  requireAdministrator(user);
  const existing = await orgServerRow(context, user.orgId);
  const values = {
    kind: input.kind,
    smtp_host: input.smtpHost,
    smtp_port: input.smtpPort,
    smtp_tls: flag(input.smtpTls),
    username: input.username,
    password_enc:
      input.password === '' ? (existing?.password_enc ?? '') : seal(keyOf(context), input.password),
    from_address: input.fromAddress.toLowerCase(),
    updated_at: context.now().toISOString(),
  };
  if (existing)
    await context.database.db
      .updateTable('mail_org_server')
      .set(values)
      .where('org_id', '=', user.orgId)
      .execute();
  else
    await context.database.db
      .insertInto('mail_org_server')
      .values({ ...values, org_id: user.orgId })
      .execute();
  const row = await orgServerRow(context, user.orgId);
  if (!row) throw notFound('Outgoing server');
  return orgView(row);
}

/**
 * "Send a test e-mail" of the outgoing-server screen: these settings (the stored password when none
 * is given), one short message to `to`. A refusal answers the kind of problem and the server's words,
 * never a stack; the test provider keeps the message in its outbox as it keeps every other.
 */
export async function testOrgServer(
  context: Context,
  user: CurrentUser,
  body: { server: z.output<typeof orgMailServerInputSchema>; to: string },
): Promise<{ ok: boolean; problem: MailProblem | null; detail: string }> {
  requireAdministrator(user);
  const input = body.server;
  const existing = await orgServerRow(context, user.orgId);
  const password =
    input.password !== '' ? input.password : existing ? unseal(keyOf(context), existing.password_enc) : '';
  const transport = outgoingTransport(context, user.orgId, {
    kind: input.kind,
    host: input.smtpHost,
    port: input.smtpPort,
    tls: input.smtpTls,
    username: input.username,
    password,
  });
  try {
    await transport.sendMail({
      from: input.fromAddress,
      to: body.to,
      subject: 'Vela: test e-mail',
      text: `This is a test e-mail from Vela, sent by ${user.name || user.email} through the organisation's outgoing server${input.kind === 'test' ? ' (the built-in test provider)' : ` ${input.smtpHost}:${input.smtpPort}`}. It arrived: the server works.`,
    });
    return { ok: true, problem: null, detail: '' };
  } catch (error) {
    return { ok: false, ...classifyMailError(error) };
  } finally {
    transport.close();
  }
}
