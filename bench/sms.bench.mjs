// Draining queued text messages (issue 23): how many queued texts per second the job runner hands to the
// built-in test provider, each one a send job (provider call, outbox row, status) and the provider's
// delivery report job. Seeds the demo org in a temporary SQLite folder, sets the test provider, queues
// the texts as textMessage/sendTextMessage does, then runs the jobs until none is left.
//
//   node scripts/build.mjs && node bench/sms.bench.mjs [--texts 2000]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoAdminUser, log, openSeededDatabase } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { createJobRunner } = await import(dist('modules/jobs/index.js'));
const { saveProvider } = await import(dist('modules/sms/provider-settings.js'));
const { applyTestReport, sendQueuedText } = await import(dist('modules/sms/sms-delivery.js'));
const { insertText, SMS_SEND_JOB, SMS_TEST_REPORT_JOB } = await import(dist('modules/sms/sms-store.js'));

const { values: args } = parseArgs({
  options: {
    texts: { type: 'string', default: '2000' },
    out: { type: 'string', default: path.join(root, 'bench/results/sms.json') },
  },
});
const texts = Number(args.texts);
const { database, config, cleanup } = await openSeededDatabase('sqlite', 'vela-sms-bench');
const silent = { error() {}, warn() {}, info() {} };
try {
  const dataDir = fs.mkdtempSync(path.join('/tmp', 'vela-sms-bench-data-'));
  const jobs = createJobRunner({ database, log: silent });
  const context = { database, config: { ...config, dataDir }, now: () => new Date(), jobs };
  jobs.registerJobHandler(SMS_SEND_JOB, (job) => sendQueuedText(context, job), { maxAttempts: 5 });
  jobs.registerJobHandler(SMS_TEST_REPORT_JOB, (job) => applyTestReport(context, job), { maxAttempts: 3 });
  const user = await demoAdminUser(database);
  await saveProvider(context, user, {
    kind: 'test',
    accountSid: '',
    authToken: 'bench-token',
    fromNumber: '+15005550006',
    apiBaseUrl: 'https://api.twilio.com',
    callbackBaseUrl: '',
    defaultCountryCode: '1',
  });
  for (let i = 0; i < texts; i += 1) {
    const id = await insertText(context, {
      org_id: user.orgId,
      direction: 'outbound',
      to_number: `+1415555${String(i % 10_000).padStart(4, '0')}`,
      from_number: '+15005550006',
      body: `Bench text ${i}`,
      status: 'queued',
      sender_id: user.userId,
      sender_name: user.name,
    });
    await jobs.enqueueJob(SMS_SEND_JOB, { messageId: id }, { orgId: user.orgId });
  }
  const started = performance.now();
  await jobs.runJobsUntilIdle();
  const seconds = (performance.now() - started) / 1000;
  const delivered = await database.db
    .selectFrom('sms_message')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'delivered')
    .executeTakeFirstOrThrow();
  const result = {
    when: new Date().toISOString(),
    database: 'sqlite',
    texts,
    delivered: Number(delivered.n),
    seconds: Number(seconds.toFixed(2)),
    textsPerSecond: Math.round(texts / seconds),
    note: 'measured under load (parallel work)',
  };
  log(
    `queued texts drained: ${texts} in ${result.seconds} s, ${result.textsPerSecond} texts/s, ${result.delivered} delivered`,
  );
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  fs.rmSync(dataDir, { recursive: true, force: true });
} finally {
  await cleanup();
}
