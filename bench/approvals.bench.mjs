// Approvals benchmark (issue 20; never part of npm test): what submitting for approval adds to a save
// (target: at most 5 ms). On the built server, in-process (Fastify inject, the demo administrator's API
// key), per run: a deal is saved (timed: the save), then submitted for approval to a two-step process
// (timed: the submission, which is what "save and submit" adds), then recalled (untimed) so the next
// run starts unlocked. Prints the medians and p95s per database and writes bench/results/approvals.json.
// Run: node bench/approvals.bench.mjs [--runs N] [--only sqlite|postgres] after `npx tsc -b packages/core packages/server`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, summarise, withInjectedApp, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/approvals.json') },
  },
});
const RUNS = Number(args.runs);
const TARGET_MS = 5;

async function runOn(dialect) {
  return withInjectedApp(dialect, 'vela-approvals-bench', async ({ call }) => {
    const users = (await call('/approval/getSetup', { objectApi: 'Opportunity' })).users;
    const maria = users.find((user) => user.name === 'Maria Manager');
    const tina = users.find((user) => user.name === 'Tina Lead');
    await call('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Bench deals',
      active: true,
      order: 0,
      criteria: 'amount = 777777',
      definition: {
        steps: [
          { name: 'Manager', approverKind: 'user', approverId: maria.id },
          { name: 'Finance', approverKind: 'user', approverId: tina.id },
        ],
        actions: [{ on: 'submit', kind: 'emailAlert', subject: 'Submitted', recipient: 'approvers' }],
      },
    });
    const account = (
      await call('/objectdetail/queryMoreDataByName', { objId: 'account', name: '', pageSize: 1, page: 1 })
    ).dataList[0].id;
    const [created] = await call('/objectInfo/save', {
      objectApi: 'Opportunity',
      data: JSON.stringify([
        { name: 'Bench deal', khmc: account, stage: 'Prospecting', closedate: '2026-12-31', amount: '1' },
      ]),
    });
    const id = created.id;
    const saves = [];
    const submits = [];
    for (let i = -20; i < RUNS; i += 1) {
      let started = performance.now();
      const [saved] = await call('/objectInfo/save', {
        objectApi: 'Opportunity',
        data: JSON.stringify([{ id, amount: '777777', loss_reason: `run ${i}`, lastWriterWins: true }]),
      });
      const save = performance.now() - started;
      if (!saved.isSaveSuccess) throw new Error(saved.errormessage);
      started = performance.now();
      await call('/approval/submitApproval', { relatedId: id, comments: '' });
      const submit = performance.now() - started;
      await call('/approval/recall', { relatedId: id, comments: '' });
      if (i >= 0) {
        saves.push(save);
        submits.push(submit);
      }
    }
    const result = {
      dialect,
      runs: RUNS,
      save: summarise(saves),
      submit: summarise(submits),
      targetMs: TARGET_MS,
    };
    log(
      `${dialect}: save median ${result.save.median.toFixed(2)} ms (p95 ${result.save.p95.toFixed(2)}); ` +
        `submit adds median ${result.submit.median.toFixed(2)} ms (p95 ${result.submit.p95.toFixed(2)}); target ≤ ${TARGET_MS} ms`,
    );
    return result;
  });
}

const results = [];
for (const dialect of ['sqlite', 'postgres'])
  if (!args.only || args.only === dialect) results.push(await runOn(dialect));
writeResults(args.out, { at: new Date().toISOString(), cpus: os.cpus().length, results });
