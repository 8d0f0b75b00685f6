import { normaliseAddress } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { MAIL_PREFIX } from './mail-store.js';

/**
 * Bounces of mass e-mail (issue 23). A server that accepted a message and could not deliver it later
 * answers with a delivery status notification (RFC 3464: multipart/report; report-type=delivery-status)
 * to the sender's mailbox; the mailbox's sync hands every new message here. A report whose recipient
 * failed marks that recipient's send as bounced, with the server's words, so the mass e-mail's results
 * show it. The report names the message it is about by its Message-ID, which for a mass e-mail is made
 * of the recipient's row id (`<0mr….…@domain>`); a report that quotes no headers is matched by its
 * failed address to the sender's latest send to it.
 */
export interface DeliveryReport {
  /** The failed recipients' addresses (Action: failed), lower case. */
  failed: string[];
  /** The Message-IDs the report quotes from the original message. */
  originalIds: string[];
  /** Status and diagnostic of the first failed recipient, for the reason shown. */
  reason: string;
}

const REPORT_TYPE = /^content-type:\s*multipart\/report\s*;[\s\S]*?report-type\s*=\s*"?delivery-status"?/im;
const STATUS_PART = /content-type:\s*message\/(?:global-)?delivery-status/i;
const MESSAGE_ID_LINE = /^message-id:\s*(<[^<>\s]+>)/gim;
const RECIPIENT_ID = new RegExp(`^<(${MAIL_PREFIX.massRecipient}[-0-9A-Za-z_]{15})\\.`);

/** Unfolds the header-like lines of a delivery-status part into per-recipient field groups. */
function recipientGroups(statusText: string): Array<Map<string, string>> {
  const unfolded = statusText.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded
    .split(/\r?\n\s*\r?\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.has('final-recipient') || fields.has('original-recipient'));
}

const addressOf = (field: string | undefined) => normaliseAddress((field ?? '').replace(/^[^;]*;\s*/, ''));

/** A delivery status notification's failed recipients, or null when the message is not one. */
export function readDeliveryReport(source: Buffer): DeliveryReport | null {
  const text = source.toString('utf8');
  const headerEnd = text.search(/\r?\n\r?\n/);
  const head = headerEnd < 0 ? text : text.slice(0, headerEnd);
  if (!REPORT_TYPE.test(head.replace(/\r?\n[ \t]+/g, ' '))) return null;
  const statusAt = text.search(STATUS_PART);
  if (statusAt < 0) return null;
  // The status part's body: after its own headers, up to the next boundary line.
  const afterHeaders = text.slice(statusAt).search(/\r?\n\r?\n/);
  const body = text.slice(statusAt + Math.max(afterHeaders, 0));
  const end = body.search(/\r?\n--[^\r\n]+/);
  const statusText = end < 0 ? body : body.slice(0, end);
  const failedGroups = recipientGroups(statusText).filter((fields) =>
    /^failed$/i.test(fields.get('action') ?? ''),
  );
  if (failedGroups.length === 0) return null;
  const originalIds = [...text.slice(statusAt).matchAll(MESSAGE_ID_LINE)].map((match) => match[1] ?? '');
  const first = failedGroups[0];
  const reason = [first?.get('status'), first?.get('diagnostic-code')?.replace(/^smtp;\s*/i, '')]
    .filter(Boolean)
    .join(' ');
  return {
    failed: failedGroups
      .map((fields) => addressOf(fields.get('final-recipient') ?? fields.get('original-recipient')))
      .filter(Boolean),
    originalIds: originalIds.filter(Boolean),
    reason,
  };
}

/**
 * Marks the mass e-mail recipients a report names as bounced (only sends of `userId`, the mailbox's
 * owner: a report in someone's mailbox is about their mail). Answers how many rows it marked.
 */
export async function recordBounce(
  database: DatabaseHandle,
  userId: string,
  report: DeliveryReport,
  now: Date,
): Promise<number> {
  const { db } = database;
  const byId = report.originalIds
    .map((id) => RECIPIENT_ID.exec(id)?.[1])
    .filter((id): id is string => id !== undefined);
  const ids = new Set<string>();
  if (byId.length > 0) {
    const rows = await db
      .selectFrom('mail_mass_recipient')
      .innerJoin('mail_mass_send', 'mail_mass_send.id', 'mail_mass_recipient.send_id')
      .select(['mail_mass_recipient.id', 'mail_mass_recipient.address'])
      .where('mail_mass_recipient.id', 'in', byId)
      .where('mail_mass_send.user_id', '=', userId)
      .execute();
    // The report's failed address must be the one the row was sent to (a report about another copy
    // of a forwarded message is not this recipient's bounce).
    for (const row of rows)
      if (report.failed.length === 0 || report.failed.includes(normaliseAddress(row.address)))
        ids.add(row.id);
  }
  if (ids.size === 0)
    for (const address of report.failed) {
      const latest = await db
        .selectFrom('mail_mass_recipient')
        .innerJoin('mail_mass_send', 'mail_mass_send.id', 'mail_mass_recipient.send_id')
        .select('mail_mass_recipient.id')
        .where('mail_mass_send.user_id', '=', userId)
        .where('mail_mass_recipient.address', '=', address)
        .where('mail_mass_recipient.status', '=', 'sent')
        .orderBy('mail_mass_recipient.sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest) ids.add(latest.id);
    }
  if (ids.size === 0) return 0;
  await db
    .updateTable('mail_mass_recipient')
    .set({
      status: 'bounced',
      reason: `Bounced: ${report.reason || 'the receiving server could not deliver it'}`,
      bounced_at: now.toISOString(),
    })
    .where('id', 'in', [...ids])
    .execute();
  return ids.size;
}
