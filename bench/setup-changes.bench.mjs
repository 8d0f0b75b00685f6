// Setup benchmark (issue 18; never part of npm test): on a custom object with N records (default
// 100,000), how long until adding a field, and adding a picklist value, is seen by the next request.
// Each sample times the change call (the metadata transaction and, for a field, ALTER TABLE ADD COLUMN)
// plus the next request's metadata read (currentMetadata: the revision check and the snapshot reload
// that follows a change), until the new field or value is in it. Target (issue 18): under 1 s.
// Run: node bench/setup-changes.bench.mjs [--records N] [--requests N] [--only sqlite|postgres]
// after `npx tsc -b packages/core packages/server`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { log, openSeededDatabase, summarise, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { currentMetadata } = await import(dist('modules/metadata/index.js'));
const { generateRecords } = await import(dist('modules/demo-data/index.js'));
const { createObject } = await import(dist('modules/metadata/changes/create-object.js'));
const { addField } = await import(dist('modules/metadata/changes/add-field.js'));
const { savePicklistValues } = await import(dist('modules/metadata/changes/save-picklist-values.js'));

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '10' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/setup-changes.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const ORG = 'org_demo';

async function adminUser(database) {
  const row = await database.db
    .selectFrom('app_user')
    .select(['id', 'profile_id', 'role_id', 'name'])
    .where('email', '=', 'admin@vela.local')
    .executeTakeFirstOrThrow();
  return {
    userId: row.id,
    orgId: ORG,
    email: 'admin@vela.local',
    name: row.name,
    isPartner: false,
    partnerAccountId: null,
    profileId: row.profile_id,
    roleId: row.role_id,
    sessionId: null,
    channelId: null,
  };
}

async function untilSeen(database, seen) {
  for (let tries = 0; tries < 100; tries += 1) if (seen(await currentMetadata(database))) return;
  throw new Error('the change was not seen');
}

async function runOn(dialect) {
  const { database, cleanup } = await openSeededDatabase(dialect, 'vela-setup-bench');
  try {
    const context = { database, now: () => new Date() };
    const user = await adminUser(database);
    const { objId } = await createObject(context, user, {
      api: 'BenchCargo',
      label: 'Cargo',
      plural: 'Cargo',
      fields: [
        { api: 'weight', type: 'N', label: 'Weight', decimals: 2 },
        {
          api: 'status',
          type: 'L',
          label: 'Status',
          options: [
            ['new', 'New'],
            ['sent', 'Sent'],
          ],
        },
        { api: 'note', type: 'S', label: 'Note' },
      ],
    });
    const started = performance.now();
    await generateRecords(database, { objectApi: 'BenchCargo', count: RECORDS, orgId: ORG, seed: 18 });
    log(
      `${dialect}: ${RECORDS.toLocaleString('en')} cargo records in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await sql`analyze`.execute(database.db);
    const statusId = (await currentMetadata(database)).byId.get(objId).fieldsByApi.get('status').id;

    const fieldTimes = [];
    const valueTimes = [];
    const values = [
      { codekey: 'new', codevalue: 'New' },
      { codekey: 'sent', codevalue: 'Sent' },
    ];
    for (let i = 0; i < REQUESTS + 1; i += 1) {
      const api = `extra${i}`;
      let start = performance.now();
      await addField(context, user, { objId, field: { api, type: 'S', label: `Extra ${i}` } });
      await untilSeen(database, (snapshot) => snapshot.byId.get(objId).fieldsByApi.has(api));
      if (i > 0) fieldTimes.push(performance.now() - start);

      values.push({ codekey: `v${i}`, codevalue: `Value ${i}` });
      start = performance.now();
      await savePicklistValues(context, user, { fieldId: statusId, values });
      await untilSeen(database, (snapshot) =>
        snapshot.fieldsById.get(statusId).picklist.some((value) => value.codeKey === `v${i}`),
      );
      if (i > 0) valueTimes.push(performance.now() - start);
    }
    const result = {
      'add a field, seen by the next request': summarise(fieldTimes),
      'add a picklist value, seen by the next request': summarise(valueTimes),
    };
    for (const [key, figure] of Object.entries(result))
      log(`  ${key}: median ${figure.median} ms, p95 ${figure.p95} ms (${figure.count} samples)`);
    return result;
  } finally {
    await cleanup();
  }
}

const results = { records: RECORDS, requests: REQUESTS, at: new Date().toISOString(), load: os.loadavg()[0] };
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results[dialect] = await runOn(dialect);
}
writeResults(args.out, results);
