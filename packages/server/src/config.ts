import fs from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number;
  /** 127.0.0.1 unless HOST says otherwise: a fresh install is not on the network with demo passwords. */
  host: string;
  /** The server listens beyond the loopback: seeded demo accounts must change their password. */
  exposed: boolean;
  dataDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string;
  /** VELA_FORCE_PASSWORD_CHANGE=1, and always when `exposed`. */
  forcePasswordChange: boolean;
  adminApiKey: string | undefined;
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Sign-in calls allowed per address and minute. */
  loginRateLimitPerMinute: number;
  /** Trust X-Forwarded-For (only behind a proxy you run): else any client could fake its address. */
  trustProxy: boolean;
  /** The built SPA; absent in API-only tests. */
  webDistDir: string | undefined;
  /** /api/docs: open to anyone, only to signed-in callers and API keys, or not served. */
  apiDocs: ApiDocsMode;
  /** PEM certificate and key: the server speaks HTTPS itself (and sends HSTS). */
  tls: { cert: string; key: string } | undefined;
  /** VELA_FILE_RETENTION_DAYS: export files and imports' uploaded rows older than this are cleared by a job. */
  fileRetentionDays: number;
  /**
   * VELA_PUBLIC_URL: where people open Vela (https://crm.example.com, no trailing slash), for the
   * links e-mails carry; unset, see publicLink().
   */
  publicUrl: string | undefined;
  /** VELA_S3_BUCKET and its companions: file contents go to an S3-compatible bucket instead of the data folder. */
  s3: S3Config | undefined;
  /**
   * VELA_MAIL_IDLE=0 turns it off: this process keeps an IMAP connection per mailbox waiting for new mail
   * (IDLE, else NOOP polling), so mail arrives in seconds. With several server processes, leave it on in one.
   */
  mailIdle: boolean;
}

/** Where an S3-compatible bucket is and how to reach it (the file centre's content store, issue 24). */
export interface S3Config {
  bucket: string;
  /** http(s)://host[:port] of a non-AWS service (MinIO, Ceph, Garage…); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Address the bucket in the path (endpoint/bucket/key), as most self-hosted services need. */
  forcePathStyle: boolean;
  /** Keys start with this (a folder inside a shared bucket), '' or ending in '/'. */
  prefix: string;
}

export const DEFAULT_FILE_RETENTION_DAYS = 30;

export const DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE = 10;

export const API_DOCS_MODES = ['public', 'private', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

function parseApiDocsMode(value: string | undefined): ApiDocsMode {
  if (value === undefined || value === '') return 'public';
  const mode = API_DOCS_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`VELA_API_DOCS must be one of ${API_DOCS_MODES.join(', ')}, got "${value}"`);
  return mode;
}

export const DEFAULT_HOST = '127.0.0.1';

/** Addresses only this computer can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

export const DEMO_ADMIN_EMAIL = 'admin@vela.local';
export const DEMO_ADMIN_DEFAULT_PASSWORD = 'Vela-demo-2026';

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return number;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** VELA_TLS_CERT_FILE and VELA_TLS_KEY_FILE go together; a file that cannot be read stops the start. */
function readTls(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.VELA_TLS_CERT_FILE || '';
  const keyFile = env.VELA_TLS_KEY_FILE || '';
  if (certFile === '' && keyFile === '') return undefined;
  if (certFile === '' || keyFile === '')
    throw new Error('VELA_TLS_CERT_FILE and VELA_TLS_KEY_FILE must be set together');
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${name}: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  };
  return { cert: read('VELA_TLS_CERT_FILE', certFile), key: read('VELA_TLS_KEY_FILE', keyFile) };
}

/** VELA_PUBLIC_URL: a full http(s) address, perhaps under a path, without query, fragment or credentials. */
function parsePublicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const problem = `VELA_PUBLIC_URL must be the full address people open Vela at, such as https://crm.example.com, got "${value}"`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(problem);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${problem}: it must start with http:// or https://`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`${problem}: it may not carry a query, a fragment or a user name`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** VELA_S3_*: off unless VELA_S3_BUCKET is set; a half-given setting stops the start with its reason. */
function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = (env.VELA_S3_BUCKET ?? '').trim();
  const others = [
    'VELA_S3_ENDPOINT',
    'VELA_S3_REGION',
    'VELA_S3_ACCESS_KEY_ID',
    'VELA_S3_SECRET_ACCESS_KEY',
    'VELA_S3_FORCE_PATH_STYLE',
    'VELA_S3_PREFIX',
  ].filter((name) => (env[name] ?? '') !== '');
  if (bucket === '') {
    if (others.length > 0) throw new Error(`${others.join(', ')} given without VELA_S3_BUCKET`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`VELA_S3_BUCKET must be a bucket name (3–63 of a-z, 0-9, ".", "-"), got "${bucket}"`);
  let endpoint: string | undefined;
  const rawEndpoint = (env.VELA_S3_ENDPOINT ?? '').trim();
  if (rawEndpoint !== '') {
    let url: URL;
    try {
      url = new URL(rawEndpoint);
    } catch {
      throw new Error(
        `VELA_S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000, got "${rawEndpoint}"`,
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`VELA_S3_ENDPOINT must start with http:// or https://, got "${rawEndpoint}"`);
    endpoint = url.origin;
  }
  const keyId = env.VELA_S3_ACCESS_KEY_ID ?? '';
  const secret = env.VELA_S3_SECRET_ACCESS_KEY ?? '';
  if ((keyId === '') !== (secret === ''))
    throw new Error('VELA_S3_ACCESS_KEY_ID and VELA_S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = (env.VELA_S3_FORCE_PATH_STYLE ?? '').trim();
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle))
    throw new Error(`VELA_S3_FORCE_PATH_STYLE must be 1 or 0, got "${pathStyle}"`);
  const prefix = (env.VELA_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix !== '' && !/^[0-9A-Za-z._/-]+$/.test(prefix))
    throw new Error(`VELA_S3_PREFIX may hold only letters, digits, ".", "_", "-" and "/", got "${prefix}"`);
  return {
    bucket,
    endpoint,
    region: (env.VELA_S3_REGION ?? '').trim() || 'us-east-1',
    credentials: keyId === '' ? undefined : { accessKeyId: keyId, secretAccessKey: secret },
    // A custom endpoint is nearly always a self-hosted service that wants path-style addresses.
    forcePathStyle: pathStyle === '' ? endpoint !== undefined : pathStyle === '1' || pathStyle === 'true',
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

export function readConfig(env: NodeJS.ProcessEnv, defaults: { webDistDir?: string } = {}): ServerConfig {
  const dataDir = path.resolve(env.VELA_DATA_DIR || './data');
  const host = env.HOST || DEFAULT_HOST;
  const exposed = !isLoopbackHost(host);
  return {
    port: parsePort(env.PORT),
    host,
    exposed,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.VELA_ADMIN_PASSWORD || DEMO_ADMIN_DEFAULT_PASSWORD,
    // Demo passwords are printed in the README: off the loopback they only open the change-password step.
    forcePasswordChange: exposed || env.VELA_FORCE_PASSWORD_CHANGE === '1',
    adminApiKey: env.VELA_ADMIN_API_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: 10 * 1024 * 1024 + 64 * 1024,
    loginRateLimitPerMinute: parsePositiveInteger(
      'VELA_LOGIN_RATE_LIMIT',
      env.VELA_LOGIN_RATE_LIMIT,
      DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE,
    ),
    trustProxy: env.VELA_TRUST_PROXY === '1',
    webDistDir: defaults.webDistDir,
    apiDocs: parseApiDocsMode(env.VELA_API_DOCS),
    tls: readTls(env),
    fileRetentionDays: parsePositiveInteger(
      'VELA_FILE_RETENTION_DAYS',
      env.VELA_FILE_RETENTION_DAYS,
      DEFAULT_FILE_RETENTION_DAYS,
    ),
    publicUrl: parsePublicUrl(env.VELA_PUBLIC_URL),
    s3: readS3(env),
    mailIdle: env.VELA_MAIL_IDLE !== '0',
  };
}
