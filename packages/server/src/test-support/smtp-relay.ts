import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../../e2e/support/dovecot.js';

export interface RelayedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header as sent (lower-case name, unfolded value). */
  headers: Record<string, string>;
  /** Files sent with it, their content as text (a calendar invitation's .ics). */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/**
 * A real SMTP server (smtp-server) that keeps what it is given; no sign-in, as an internal relay.
 * `refuse` answers a recipient's refusal (a 550, as a mailbox that does not exist), or undefined.
 */
export async function startRelay(options: { refuse?: (address: string) => string | undefined } = {}) {
  const received: RelayedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      callback(refusal ? Object.assign(new Error(refusal), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that drops its connection while a suite closes (ECONNRESET) is reported as the server's
  // 'error' event; unheard, it would be an uncaught exception that fails the whole vitest run.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
