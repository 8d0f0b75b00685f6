import type { MailProblem, ServerCheck } from '@vela/core';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';

/** Where and as whom to reach one server. */
export interface ServerSettings {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  /** 'test': the organisation's e-mail test provider, which keeps messages instead of connecting. */
  kind?: 'smtp' | 'test';
}

export const CONNECT_TIMEOUT_MS = 10_000;

export const silentLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export function imapClient(settings: ServerSettings): ImapFlow {
  return new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.tls,
    auth: { user: settings.username, pass: settings.password },
    logger: silentLogger,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: 5 * 60_000,
    // A plain connection is the user's choice (their own server, a test); STARTTLS when offered.
    doSTARTTLS: settings.tls ? undefined : false,
    disableAutoIdle: true,
  });
}

export function smtpTransport(settings: ServerSettings) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls,
    ignoreTLS: !settings.tls,
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: 60_000,
  });
}

interface ErrorFacts {
  code?: unknown;
  errno?: unknown;
  authenticationFailed?: unknown;
  serverResponseCode?: unknown;
  responseCode?: unknown;
  response?: unknown;
  responseText?: unknown;
  message?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What kind of failure an IMAP or SMTP error is, and its words. */
export function classifyMailError(error: unknown): { problem: MailProblem; detail: string } {
  const facts = (typeof error === 'object' && error !== null ? error : {}) as ErrorFacts;
  const all = [
    facts.code,
    facts.errno,
    facts.serverResponseCode,
    facts.message,
    facts.response,
    facts.responseText,
  ]
    .map(text)
    .join(' ');
  const detail =
    text(facts.responseText) ||
    text(facts.response) ||
    text(facts.message) ||
    String(error) ||
    'unknown error';
  if (
    facts.authenticationFailed === true ||
    facts.code === 'EAUTH' ||
    /AUTHENTICATIONFAILED|Authentication failed|Invalid login|535/i.test(all)
  )
    return { problem: 'credentials', detail };
  if (/ECONNREFUSED/.test(all)) return { problem: 'refused', detail };
  if (/ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|timeout|timed out|EDNS/i.test(all))
    return { problem: 'unreachable', detail };
  if (/SSL|TLS|CERT|EPROTO|self[- ]signed/i.test(all)) return { problem: 'tls', detail };
  if (/ECONNRESET|closed|EPIPE/i.test(all)) return { problem: 'unreachable', detail };
  return { problem: 'other', detail };
}

export async function checkImap(settings: ServerSettings): Promise<ServerCheck> {
  const base = { server: 'imap' as const, host: settings.host, port: settings.port };
  const client = imapClient(settings);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.logout();
    return { ...base, ok: true, problem: null, detail: '' };
  } catch (error) {
    client.close();
    return { ...base, ok: false, ...classifyMailError(error) };
  }
}

export async function checkSmtp(settings: ServerSettings): Promise<ServerCheck> {
  const base = { server: 'smtp' as const, host: settings.host, port: settings.port };
  if (settings.kind === 'test') return { ...base, ok: true, problem: null, detail: '' };
  const transport = smtpTransport(settings);
  try {
    await transport.verify();
    return { ...base, ok: true, problem: null, detail: '' };
  } catch (error) {
    return { ...base, ok: false, ...classifyMailError(error) };
  } finally {
    transport.close();
  }
}
