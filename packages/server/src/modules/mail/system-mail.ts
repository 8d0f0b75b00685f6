import type { ModuleContext } from '../module.js';
import { classifyMailError } from './mail-servers.js';
import { orgSmtpSettings } from './mailbox-settings.js';
import { stripActiveContent } from './outgoing-html.js';
import { outgoingTransport } from './test-outbox.js';

/** A notice the application sends on its own behalf (approvals, alerts), not a person's message. */
export interface SystemNotice {
  orgId: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML version (a filled e-mail template); the text is the fallback. */
  html?: string;
  /** A file sent with it (a calendar invitation's .ics). */
  attachment?: { filename: string; content: string; contentType: string };
}

/** Why a notice could not go, in words an administrator acts on (the sending job's error). */
export class SystemMailError extends Error {}

/**
 * Sends a notice through the organisation's outgoing server, from its
 * address. Not stored in anyone's mailbox: it is the application speaking.
 */
export async function sendSystemNotice(
  context: Pick<ModuleContext, 'database' | 'config' | 'now' | 'jobs'>,
  notice: SystemNotice,
): Promise<void> {
  const server = await orgSmtpSettings(context, notice.orgId);
  if (!server)
    throw new SystemMailError(
      "No outgoing server: an administrator sets the organisation's server under e-mail settings",
    );
  const transport = outgoingTransport(context, notice.orgId, server);
  try {
    await transport.sendMail({
      from: server.from,
      to: notice.to,
      subject: notice.subject,
      text: notice.text,
      ...(notice.html ? { html: stripActiveContent(notice.html) } : {}),
      ...(notice.attachment ? { attachments: [notice.attachment] } : {}),
    });
  } catch (error) {
    const { problem, detail } = classifyMailError(error);
    throw new SystemMailError(`Not sent (${problem}): ${detail}`);
  } finally {
    transport.close();
  }
}
