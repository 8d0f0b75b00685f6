// One report export in a process of its own, as a freshly started server would run it: the reports bench
// starts it on the database it generated, so the memory measured is the export's, not the generator's.
// Usage: node bench/report-export.child.mjs <sqlite|postgres> <file or URL> <user e-mail> <definition JSON>
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { openPostgres, openSqlite } = await import(dist('db/database.js'));
const { currentMetadata } = await import(dist('modules/metadata/index.js'));
const { rememberObjects } = await import(dist('modules/access/access-filter.js'));
const { planReport } = await import(dist('modules/reports/report-plan.js'));
const { writeReportTable } = await import(dist('modules/reports/report-export.js'));

const [dialect, location, email, definitionJson] = process.argv.slice(2);
const database = dialect === 'sqlite' ? openSqlite(location) : openPostgres(location, 4);

/** CPU milliseconds (user + system) of one process, from /proc (Linux): the PostgreSQL backends'. */
function procCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
async function databaseCpuMs() {
  if (dialect !== 'postgres') return 0;
  const { sql } = await import('kysely');
  const found = await sql`select pid from pg_stat_activity where datname = current_database()`.execute(
    database.db,
  );
  return found.rows.reduce((sum, row) => sum + procCpuMs(row.pid), 0);
}
const processCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

try {
  rememberObjects(await currentMetadata(database));
  const row = await database.db
    .selectFrom('app_user')
    .select(['id', 'org_id', 'profile_id', 'role_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const user = {
    userId: row.id,
    orgId: row.org_id,
    email,
    name: email,
    isPartner: false,
    partnerAccountId: null,
    profileId: row.profile_id,
    roleId: row.role_id,
    sessionId: null,
    channelId: null,
  };
  const context = { database, now: () => new Date() };
  const plan = await planReport(context, user, JSON.parse(definitionJson));
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const before = process.memoryUsage();
  const rssBefore = before.rss;
  let peak = rssBefore;
  // What the process held when its RSS peaked: the JavaScript heap (live and garbage not yet collected)
  // or memory outside it (Buffers, zlib, SQLite), to tell which part of an export's memory to attack.
  let atPeak = before;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak) {
      peak = now.rss;
      atPeak = now;
    }
  }, 50);
  const cpuBefore = processCpuMs();
  const dbBefore = await databaseCpuMs();
  const start = performance.now();
  const tally = { rows: 0 };
  await writeReportTable(context, user, plan, 'xlsx', sink, tally);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(
    `${JSON.stringify({
      rows: tally.rows,
      seconds: Math.round(seconds * 10) / 10,
      cpuSeconds: Math.round(processCpuMs() - cpuBefore) / 1000,
      databaseCpuSeconds: Math.round((await databaseCpuMs()) - dbBefore) / 1000,
      megabytes: Math.round(bytes / 1e5) / 10,
      rssBeforeMb: Math.round(rssBefore / 1e6),
      rssPeakMb: Math.round(peak / 1e6),
      heapUsedBeforeMb: Math.round(before.heapUsed / 1e6),
      atPeakMb: {
        heapUsed: Math.round(atPeak.heapUsed / 1e6),
        heapTotal: Math.round(atPeak.heapTotal / 1e6),
        external: Math.round(atPeak.external / 1e6),
        arrayBuffers: Math.round(atPeak.arrayBuffers / 1e6),
      },
      nodeOptions: process.env.NODE_OPTIONS ?? '',
    })}\n`,
  );
} finally {
  await database.destroy();
}
