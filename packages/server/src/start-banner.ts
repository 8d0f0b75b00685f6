import path from 'node:path';
import { DEMO_ADMIN_EMAIL, type ServerConfig } from './config.js';

export interface StartFacts {
  config: ServerConfig;
  /** The port actually listened on (PORT=0 picks one). */
  port: number;
  /** The demo org was created by this start. */
  seeded: boolean;
  /** The administrator's password came from VELA_ADMIN_PASSWORD: it is not printed. */
  adminPasswordFromEnv: boolean;
}

/** What `npm start` prints once the server listens: where, which database, how to sign in, who can reach it. */
export function startBanner({ config, port, seeded, adminPasswordFromEnv }: StartFacts): string {
  const scheme = config.tls ? 'https' : 'http';
  const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'vela.db');
  // A wildcard address is where it listens, not an address to open: the browser on this computer uses localhost.
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const hostShown = config.exposed && !wildcard ? config.host : 'localhost';
  const lines = [
    '',
    `  Vela is running at ${scheme}://${hostShown.includes(':') ? `[${hostShown}]` : hostShown}:${port}`,
    `  Database: ${where}${seeded ? ' (demo org created)' : ''}`,
    `  Demo sign-in: ${DEMO_ADMIN_EMAIL} / ${adminPasswordFromEnv ? '(VELA_ADMIN_PASSWORD)' : config.adminPassword}`,
  ];
  if (config.publicUrl) lines.push(`  Links in e-mails open ${config.publicUrl} (VELA_PUBLIC_URL)`);
  else if (config.exposed)
    lines.push(
      '  Links in e-mails: set VELA_PUBLIC_URL to the address people open Vela at; until then e-mails carry bare paths.',
    );
  if (config.exposed) {
    lines.push(
      `  Listening beyond this computer (HOST=${config.host}): demo accounts must change their password at first sign-in.`,
    );
    if (!config.tls) {
      lines.push(
        '  No TLS: passwords cross the network readable. Set VELA_TLS_CERT_FILE and VELA_TLS_KEY_FILE, or put an HTTPS proxy in front.',
      );
    }
  } else {
    lines.push(
      `  Only this computer can reach it (HOST=${config.host}); the README says how to open it to a network.`,
    );
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}
