// E-mail benchmark (never part of npm test; issue 23): a real dovecot (Debian's dovecot-imapd) holds N
// messages (default 10,000) in threads of five from demo contacts, written as maildir files; the mail
// module's sync job reads them all into a fresh SQLite database (parsing, threading, relating by
// address), then opening a thread (the message, its thread, attachments and related records, as
// /mail/messages/get answers) is timed over 200 messages.
// Targets: synchronising 10,000 messages under 60 s; opening a thread under 100 ms.
// Run: node bench/mail.bench.mjs [--messages N] after `npx tsc -b packages/core packages/server`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoAdminUser, summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { openSqlite } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDemoOrgIfEmpty } = await import(dist('db/seed.js'));
const { syncObjectCatalogue, currentMetadata } = await import(dist('modules/metadata/index.js'));
const { readConfig } = await import(dist('config.js'));
// The tests' dovecot starter is TypeScript outside the build: transpiled here, as the tests load it.
const ts = (await import('typescript')).default;
const starter = path.join(os.tmpdir(), `vela-dovecot-starter-${process.pid}.mjs`);
fs.writeFileSync(
  starter,
  ts.transpileModule(fs.readFileSync(path.join(root, 'e2e/support/dovecot.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText,
);
const { startDovecot } = await import(starter);
fs.rmSync(starter);
const { syncMailbox } = await import(dist('modules/mail/sync.js'));
const { getMessage } = await import(dist('modules/mail/mail-service.js'));
const { seal, serverSecretKey } = await import(dist('modules/mail/secret-box.js'));
const { recordsDb } = await import(dist('modules/records/index.js'));

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    opens: { type: 'string', default: '200' },
    out: { type: 'string', default: path.join(root, 'bench/results/mail.json') },
  },
});
const total = Number(args.messages);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mail-bench-'));
const config = { ...readConfig({ VELA_DATA_DIR: dir }), logLevel: 'silent' };
const database = openSqlite(path.join(dir, 'vela.db'));
const dovecot = await startDovecot([{ user: 'bench', password: 'bench' }]);
try {
  await migrateToLatest(database);
  await syncObjectCatalogue(database);
  const phase = (name) => console.error(`${new Date().toISOString()} ${name}`);
  phase('seeding the demo org');
  await seedDemoOrgIfEmpty(database, config);
  phase('writing the messages');
  const user = await demoAdminUser(database);
  const contact = (await currentMetadata(database)).byApi.get('contact');
  const emailColumn = contact.fieldsByApi.get('email').columnName;
  const contacts = await recordsDb(database)
    .selectFrom(contact.tableName)
    .select(['name', `${emailColumn} as address`])
    .where(emailColumn, 'is not', null)
    .limit(200)
    .execute();

  // The messages as maildir files (what a delivery agent writes), threads of five.
  const maildir = path.join(dovecot.dir, 'mail', 'bench');
  for (const sub of ['cur', 'new', 'tmp']) fs.mkdirSync(path.join(maildir, sub), { recursive: true });
  const started = Date.now();
  for (let i = 0; i < total; i += 1) {
    const from = contacts[i % contacts.length];
    const thread = Math.floor(i / 5);
    const inThread = i % 5;
    const id = `<bench-${i}@example.com>`;
    const parent = inThread > 0 ? `<bench-${i - 1}@example.com>` : '';
    const text = [
      `From: ${from.name} <${from.address}>`,
      'To: Avery Admin <admin@vela.local>',
      `Subject: ${inThread > 0 ? 'Re: ' : ''}Order question ${thread}`,
      `Message-ID: ${id}`,
      ...(parent ? [`In-Reply-To: ${parent}`, `References: ${parent}`] : []),
      `Date: ${new Date(started - (total - i) * 60_000).toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>Hello Avery,</p><p>about order ${thread}: message ${inThread + 1} of the thread. ${'Lorem ipsum dolor sit amet. '.repeat(20)}</p>`,
      '',
    ].join('\r\n');
    fs.writeFileSync(path.join(maildir, 'cur', `${started}.${i}.bench:2,S`), text);
  }
  if (os.userInfo().uid === 0)
    for (const entry of fs.readdirSync(path.join(dovecot.dir, 'mail'), { recursive: true }))
      fs.chownSync(path.join(dovecot.dir, 'mail', String(entry)), 65534, 65534);
  fs.chownSync(
    maildir,
    os.userInfo().uid === 0 ? 65534 : os.userInfo().uid,
    os.userInfo().uid === 0 ? 65534 : os.userInfo().gid,
  );

  const now = new Date().toISOString();
  await database.db
    .insertInto('mail_mailbox')
    .values({
      id: '0mbbench000000000x',
      org_id: user.orgId,
      user_id: user.userId,
      user_json: JSON.stringify(user),
      email_address: 'admin@vela.local',
      display_name: 'Avery Admin',
      imap_host: dovecot.host,
      imap_port: dovecot.port,
      imap_tls: 0,
      use_org_smtp: 0,
      smtp_host: '127.0.0.1',
      smtp_port: 25,
      smtp_tls: 0,
      username: 'bench',
      password_enc: seal(serverSecretKey(dir), 'bench'),
      sync_state_json: '{}',
      last_sync_at: '',
      sync_queued_at: '',
      last_error: '',
      created_at: now,
      updated_at: now,
    })
    .execute();

  const context = { database, dataDir: dir, now: () => new Date() };
  phase('synchronising');
  const syncStart = performance.now();
  const outcome = await syncMailbox(context, '0mbbench000000000x');
  const syncSeconds = (performance.now() - syncStart) / 1000;
  if (outcome.error) throw new Error(outcome.error);

  phase('opening threads');
  const ids = (
    await database.db.selectFrom('mail_message').select('id').where('user_id', '=', user.userId).execute()
  ).map((row) => row.id);
  const times = [];
  const moduleContext = { database, config, now: () => new Date(), jobs: null };
  for (let i = 0; i < Number(args.opens); i += 1) {
    const id = ids[Math.floor(Math.random() * ids.length)];
    const t = performance.now();
    const opened = await getMessage(moduleContext, user, id);
    times.push(performance.now() - t);
    if (opened.thread.length < 1) throw new Error('empty thread');
  }
  const relations = await database.db
    .selectFrom('mail_relation')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const result = {
    date: new Date().toISOString(),
    messages: total,
    created: outcome.created,
    relations: Number(relations?.n ?? 0),
    syncSeconds: Math.round(syncSeconds * 10) / 10,
    messagesPerSecond: Math.round(outcome.created / syncSeconds),
    openThreadMs: summarise(times),
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await database.destroy();
  await dovecot.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
