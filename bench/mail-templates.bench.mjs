// Filling an e-mail template from a record (issue 23): what the composer waits for when a template is
// picked, and what mail merge and mass e-mail do once per recipient. Seeds the demo org (with its
// "Renewal follow-up" template in three languages) in a temporary SQLite folder, then fills the template
// for the demo contacts, in turn, through the mail module's renderTemplate (record access, field access,
// lookup names, merge). Prints the figures and writes bench/results/mail-templates.json.
//
//   node scripts/build.mjs && node bench/mail-templates.bench.mjs [--fills 500]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoAdminUser, log, summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { openSqlite } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDemoOrgIfEmpty } = await import(dist('db/seed.js'));
const { syncObjectCatalogue, currentMetadata } = await import(dist('modules/metadata/index.js'));
const { readConfig } = await import(dist('config.js'));
const { renderTemplate } = await import(dist('modules/mail/templates.js'));
const { recordsDb } = await import(dist('modules/records/index.js'));

const TARGET_MS = 50;
const { values: args } = parseArgs({
  options: {
    fills: { type: 'string', default: '500' },
    out: { type: 'string', default: path.join(root, 'bench/results/mail-templates.json') },
  },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-template-bench-'));
const config = { ...readConfig({ VELA_DATA_DIR: dir }), logLevel: 'silent' };
const database = openSqlite(path.join(dir, 'vela.db'));
try {
  await migrateToLatest(database);
  await syncObjectCatalogue(database);
  await seedDemoOrgIfEmpty(database, config);
  const user = await demoAdminUser(database);
  const template = await database.db
    .selectFrom('mail_template')
    .select('id')
    .where('name', '=', 'Renewal follow-up')
    .executeTakeFirstOrThrow();
  const contact = (await currentMetadata(database)).byApi.get('contact');
  const contacts = await recordsDb(database)
    .selectFrom(contact.tableName)
    .select('id')
    .where('is_deleted', '=', 0)
    .execute();
  const context = { database, now: () => new Date() };
  const languages = ['en', 'de', 'fr'];
  const times = [];
  const fills = Number(args.fills);
  for (let i = 0; i < fills; i += 1) {
    const recordId = contacts[i % contacts.length].id;
    const started = performance.now();
    await renderTemplate(context, user, { id: template.id, recordId, language: languages[i % 3] });
    times.push(performance.now() - started);
  }
  const result = {
    when: new Date().toISOString(),
    database: 'sqlite',
    contacts: contacts.length,
    fill: summarise(times),
    targetMs: TARGET_MS,
    note: 'measured under load (parallel work)',
  };
  log(
    `template fills: ${fills} over ${contacts.length} contacts, median ${result.fill.median} ms, p95 ${result.fill.p95} ms (target < ${TARGET_MS} ms)`,
  );
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await database.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
