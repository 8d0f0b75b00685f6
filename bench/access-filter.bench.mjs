import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { generateTimed, makePrivate, openSeededDatabase, summarise, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { rebuildAccessGraph } = await import(dist('modules/access/access-graph.js'));
const { queueRuleJob, ruleSharesHandler, RULE_SHARES_JOB } = await import(
  dist('modules/access/rule-jobs.js')
);
const { createJobRunner } = await import(dist('modules/jobs/index.js'));
const { accessFilter, rememberObjects } = await import(dist('modules/access/access-filter.js'));
const { currentMetadata, nameOrder } = await import(dist('modules/metadata/index.js'));

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '60' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/access-filter.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const ORG = 'org_demo';
const log = (line) => process.stdout.write(`${line}\n`);

/** 5 levels of roles (1, 3, 9, 27, 27) and 200 users: 1 CEO, 3 VPs, 9 directors, 27 managers, 160 reps. */
async function buildHierarchy(database) {
  const at = new Date().toISOString();
  const levels = [[{ id: 'bench_r1_0', parent: null }]];
  for (let level = 2; level <= 5; level += 1) {
    const above = levels.at(-1);
    const roles = [];
    above.forEach((parent, index) => {
      const children = level === 5 ? 1 : 3;
      for (let child = 0; child < children; child += 1)
        roles.push({ id: `bench_r${level}_${index * children + child}`, parent: parent.id });
    });
    levels.push(roles);
  }
  for (const roles of levels)
    for (const role of roles)
      await database.db
        .insertInto('access_role')
        .values({
          id: role.id,
          org_id: ORG,
          name: role.id,
          parent_role_id: role.parent,
          subordinate_access: 'edit',
        })
        .execute();
  const users = [];
  const add = (role, index) =>
    users.push({ id: `005bench${String(users.length).padStart(11, '0')}`, role, index });
  for (const roles of levels.slice(0, 4)) {
    for (const [index, role] of roles.entries()) add(role.id, index);
  }
  for (let rep = 0; rep < 160; rep += 1) add(levels[4][rep % levels[4].length].id, rep);
  for (const user of users) {
    await database.db
      .insertInto('app_user')
      .values({
        id: user.id,
        org_id: ORG,
        email: `${user.id}@bench.local`,
        name: `Bench ${user.id}`,
        password_hash: 'x',
        profile_id: user.role === 'bench_r1_0' ? 'system_admin' : 'standard_user',
        role_id: user.role,
        is_active: 1,
        must_change_password: 0,
        failed_login_count: 0,
        password_changed_at: at,
        setup_json: '{}',
        created_at: at,
      })
      .execute();
  }
  // Only the 200 bench users own the generated accounts.
  await database.db
    .updateTable('app_user')
    .set({ is_active: 0 })
    .where('org_id', '=', ORG)
    .where('id', 'not like', '005bench%')
    .execute();
  await rebuildAccessGraph(database, ORG);
  return users;
}

function currentUser(row) {
  return {
    userId: row.id,
    orgId: ORG,
    email: `${row.id}@bench.local`,
    name: row.id,
    isPartner: false,
    partnerAccountId: null,
    profileId: row.role === 'bench_r1_0' ? 'system_admin' : 'standard_user',
    roleId: row.role,
    sessionId: null,
    channelId: null,
  };
}

async function timePage(database, object, user) {
  const page = () =>
    database.db
      .selectFrom(object.tableName)
      .select(['id', 'name', 'ownerid', 'createdate'])
      .where('is_deleted', '=', 0)
      .where(accessFilter(user, object, 'read'))
      .orderBy(nameOrder(database.dialect))
      .orderBy('id')
      .limit(25)
      .execute();
  for (let warm = 0; warm < 3; warm += 1) await page();
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    rows = (await page()).length;
    times.push(performance.now() - start);
  }
  return { ...summarise(times), rows };
}

/**
 * A criteria-based rule over every account (industry = Retail, to a role) recomputed by the background
 * job, while single-row updates (a save's write) run beside it: the job's length, and how long an update
 * waits at worst (one batch).
 */
async function timeRuleRecompute(database, object) {
  const at = new Date().toISOString();
  await database.db
    .insertInto('access_sharing_rule')
    .values({
      id: 'bench_rule',
      org_id: ORG,
      object_id: object.id,
      name: 'Retail to support',
      kind: 'criteria',
      source_group: null,
      criteria_json: JSON.stringify([{ field: 'industry', operator: 'equals', value: 'Retail' }]),
      target_group: 'roleSub:bench_r2_0',
      access_level: 1,
      revision: 1,
      created_at: at,
    })
    .execute();
  await queueRuleJob(
    database,
    { orgId: ORG, ruleId: 'bench_rule', reason: 'rule:bench_rule:1', objectId: object.id, action: 'apply' },
    new Date(),
  );
  const ids = (await database.db.selectFrom(object.tableName).select('id').limit(200).execute()).map(
    (row) => row.id,
  );
  const started = performance.now();
  let running = true;
  const log = {
    error: (context, message) => console.error(message, context),
    warn: () => {},
    info: () => {},
  };
  const runner = createJobRunner({ database, log });
  runner.registerJobHandler(
    RULE_SHARES_JOB,
    ruleSharesHandler(database, () => new Date()),
  );
  const job = runner.runJobsUntilIdle().finally(() => {
    running = false;
  });
  const waits = [];
  for (let i = 0; running; i += 1) {
    const start = performance.now();
    await database.db
      .updateTable(object.tableName)
      .set({ description: `touched ${i}` })
      .where('id', '=', ids[i % ids.length])
      .execute();
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await job;
  const seconds = (performance.now() - started) / 1000;
  const shares = await database.db
    .selectFrom('record_share')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('reason', '=', 'rule:bench_rule:1')
    .executeTakeFirst();
  const summary = {
    jobSeconds: Math.round(seconds * 10) / 10,
    shares: Number(shares?.n ?? 0),
    updatesDuringJob: summarise(waits),
    maxUpdateMs: Math.round(Math.max(...waits)),
  };
  log(
    `  criteria rule over ${RECORDS.toLocaleString('en')} accounts: ${summary.shares.toLocaleString('en')} shares in ${summary.jobSeconds} s; ${waits.length} updates meanwhile, median ${summary.updatesDuringJob.median} ms, worst ${summary.maxUpdateMs} ms`,
  );
  return summary;
}

async function runOn(dialect) {
  const { database, cleanup } = await openSeededDatabase(dialect, 'vela-access-bench');
  try {
    const users = await buildHierarchy(database);
    const snapshot = await currentMetadata(database);
    rememberObjects(snapshot);
    const object = snapshot.byApi.get('account');
    await makePrivate(database, ORG, object.id);
    await generateTimed(database, dialect, { objectApi: 'Account', count: RECORDS, orgId: ORG, seed: 7 });
    await sql`analyze`.execute(database.db);
    const admin = users.find((user) => user.role === 'bench_r1_0');
    const manager = users.find((user) => user.role === 'bench_r3_0');
    const rep = users.find((user) => user.role.startsWith('bench_r5_'));
    const result = {};
    for (const [label, user] of [
      ['administrator', admin],
      ['manager (level 3)', manager],
      ['rep (level 5)', rep],
    ]) {
      result[label] = await timePage(database, object, currentUser(user));
      log(
        `  ${label}: median ${result[label].median} ms, p95 ${result[label].p95} ms (${result[label].rows} rows)`,
      );
    }
    result.managerToAdmin =
      Math.round((result['manager (level 3)'].median / result.administrator.median) * 100) / 100;
    log(`  manager / administrator: ${result.managerToAdmin}x (target <= 1.5x)`);
    result.ruleRecompute = await timeRuleRecompute(database, object);
    return result;
  } finally {
    if (process.env.VELA_BENCH_KEEP) log(`kept the ${dialect} database`);
    else await cleanup();
  }
}

const results = {
  records: RECORDS,
  requests: REQUESTS,
  at: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
};
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results[dialect] = await runOn(dialect);
}
writeResults(args.out, results);
