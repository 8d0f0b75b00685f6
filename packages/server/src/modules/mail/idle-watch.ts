import { ImapFlow } from 'imapflow';
import type { ModuleContext } from '../module.js';
import { CONNECT_TIMEOUT_MS, silentLogger } from './mail-servers.js';
import { type MailboxRow, mailboxById } from './mail-store.js';
import { serverSecretKey, unseal } from './secret-box.js';
import { MAIL_SYNC_JOB } from './sync.js';

/**
 * New mail in seconds (issue 23): one long-lived IMAP connection per mailbox holds its INBOX open and
 * waits in IDLE (RFC 2177) where the server offers it; a server without IDLE is asked with NOOP every
 * POLL_MS instead (imapflow's fallback). Either way, news of a new message queues the mailbox's sync job,
 * which does the fetching as it does for "sync now" (the watcher only listens). A dropped connection is
 * made again after a pause that doubles up to RECONNECT_MAX_MS. The job runner's every-5-minutes sync
 * stays the safety net for whatever a watcher missed (a process without watchers, a restart).
 */

/** IDLE is broken and sent again this often: servers may drop an IDLE after 30 minutes (RFC 2177). */
const IDLE_RENEW_MS = 10 * 60_000;
/** Without IDLE, the INBOX is asked this often (by NOOP): new mail within a minute. */
const POLL_MS = 45_000;
const RECONNECT_FIRST_MS = 5_000;
const RECONNECT_MAX_MS = 5 * 60_000;

export type WatchMode = 'idle' | 'polling' | 'connecting';

interface Watcher {
  mailboxId: string;
  client: ImapFlow | null;
  mode: WatchMode;
  stopped: boolean;
  retryMs: number;
  timer: NodeJS.Timeout | null;
}

export class MailboxWatchers {
  private readonly watchers = new Map<string, Watcher>();

  constructor(private readonly context: Pick<ModuleContext, 'database' | 'config' | 'jobs'>) {}

  /** Watches every mailbox of every organisation (the server's start). */
  async startAll(): Promise<void> {
    const mailboxes = await this.context.database.db.selectFrom('mail_mailbox').select('id').execute();
    await Promise.all(mailboxes.map((mailbox) => this.watch(mailbox.id)));
  }

  /** Watches one mailbox afresh (its settings were saved): the old connection, if any, is closed first. */
  async watch(mailboxId: string): Promise<void> {
    this.stop(mailboxId);
    const watcher: Watcher = {
      mailboxId,
      client: null,
      mode: 'connecting',
      stopped: false,
      retryMs: RECONNECT_FIRST_MS,
      timer: null,
    };
    this.watchers.set(mailboxId, watcher);
    await this.connect(watcher);
  }

  /** How a mailbox is watched now: undefined when it is not. */
  modeOf(mailboxId: string): WatchMode | undefined {
    return this.watchers.get(mailboxId)?.mode;
  }

  stop(mailboxId: string): void {
    const watcher = this.watchers.get(mailboxId);
    if (!watcher) return;
    watcher.stopped = true;
    if (watcher.timer) clearTimeout(watcher.timer);
    watcher.client?.close();
    this.watchers.delete(mailboxId);
  }

  stopAll(): void {
    for (const id of [...this.watchers.keys()]) this.stop(id);
  }

  private queueSync(row: Pick<MailboxRow, 'id' | 'org_id'>): void {
    void this.context.jobs
      .enqueueJob(
        MAIL_SYNC_JOB,
        { mailboxId: row.id },
        { orgId: row.org_id, uniqueKey: `${MAIL_SYNC_JOB}:${row.id}`, maxAttempts: 3 },
      )
      .catch(() => undefined);
  }

  private retry(watcher: Watcher): void {
    if (watcher.stopped) return;
    watcher.mode = 'connecting';
    watcher.client = null;
    const wait = watcher.retryMs;
    watcher.retryMs = Math.min(RECONNECT_MAX_MS, watcher.retryMs * 2);
    watcher.timer = setTimeout(() => {
      watcher.timer = null;
      void this.connect(watcher);
    }, wait);
    watcher.timer.unref();
  }

  private async connect(watcher: Watcher): Promise<void> {
    const row = await mailboxById(this.context.database, watcher.mailboxId).catch(() => undefined);
    if (watcher.stopped) return;
    if (!row) {
      this.stop(watcher.mailboxId);
      return;
    }
    let password: string;
    try {
      password = unseal(serverSecretKey(this.context.config.dataDir), row.password_enc);
    } catch {
      this.stop(watcher.mailboxId);
      return;
    }
    const client = new ImapFlow({
      host: row.imap_host,
      port: Number(row.imap_port),
      secure: Number(row.imap_tls) === 1,
      auth: { user: row.username, pass: password },
      logger: silentLogger,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      doSTARTTLS: Number(row.imap_tls) === 1 ? undefined : false,
      // IDLE is entered here, not after imapflow's 15 s of quiet; it renews it every IDLE_RENEW_MS.
      disableAutoIdle: true,
      maxIdleTime: IDLE_RENEW_MS,
    });
    watcher.client = client;
    client.on('error', () => undefined);
    client.on('exists', (update: { count: number; prevCount: number }) => {
      if (update.count > update.prevCount) this.queueSync(row);
    });
    client.on('close', () => {
      if (watcher.client === client) this.retry(watcher);
    });
    try {
      await client.connect();
      if (watcher.stopped) {
        client.close();
        return;
      }
      await client.mailboxOpen('INBOX', { readOnly: true });
      watcher.retryMs = RECONNECT_FIRST_MS;
      if (client.capabilities.has('IDLE')) {
        watcher.mode = 'idle';
        this.idle(watcher, client);
      } else {
        watcher.mode = 'polling';
        this.poll(watcher, client);
      }
      // What arrived while it was not watching.
      this.queueSync(row);
    } catch {
      if (watcher.client === client) {
        watcher.client = null;
        client.close();
        this.retry(watcher);
      }
    }
  }

  /** IDLE until the connection ends (its 'close' makes it again); an IDLE that ends otherwise is entered again. */
  private idle(watcher: Watcher, client: ImapFlow): void {
    client
      .idle()
      .then(() => {
        if (!watcher.stopped && watcher.client === client && client.usable) this.idle(watcher, client);
      })
      .catch(() => undefined);
  }

  /** A server without IDLE: NOOP now and then makes it tell of new messages (the 'exists' event). */
  private poll(watcher: Watcher, client: ImapFlow): void {
    watcher.timer = setTimeout(() => {
      watcher.timer = null;
      if (watcher.stopped || watcher.client !== client) return;
      client
        .noop()
        .then(() => this.poll(watcher, client))
        .catch(() => undefined);
    }, POLL_MS);
    watcher.timer.unref();
  }
}
