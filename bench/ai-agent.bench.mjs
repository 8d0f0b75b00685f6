// AI agent benchmark (issue 24; never part of npm test): starts the built server on a fresh demo org in a
// temporary data folder (the administrator's API key from VELA_ADMIN_API_KEY), fetches a bot token and
// times questions to the demo's Sales assistant (built-in mode) through the bot service
// (POST /api/bot/agents/ask, server-sent events): the first event and the whole answer, for a record
// search ("find …") and for a record read with its related lists ("open …").
//
//   node bench/ai-agent.bench.mjs [--asks 40]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiKey, call, log, run, startServer, stopServer, summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--asks');
const ASKS = at >= 0 ? Number(process.argv[at + 1]) : 40;

async function ask(base, token, text) {
  const started = performance.now();
  const response = await fetch(`${base}/bot/agents/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ agentId: 'agent_sales', text }),
  });
  if (response.status !== 200) throw new Error(`ask answered ${response.status}`);
  const reader = response.body.getReader();
  let first = 0;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === 0) first = performance.now() - started;
    body += new TextDecoder().decode(value);
  }
  if (!body.includes('"type":"done"')) throw new Error(`no answer: ${body.slice(0, 300)}`);
  return { first, whole: performance.now() - started };
}

async function series(base, token, label, text) {
  for (let i = 0; i < 3; i++) await ask(base, token, text);
  const firsts = [];
  const wholes = [];
  for (let i = 0; i < ASKS; i++) {
    const { first, whole } = await ask(base, token, text);
    firsts.push(first);
    wholes.push(whole);
  }
  const first = summarise(firsts);
  const whole = summarise(wholes);
  log(
    `  ${label}: first event median ${first.median} ms, whole answer median ${whole.median} ms, p95 ${whole.p95} ms`,
  );
  return { first, whole };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-ai-bench-'));
const env = { VELA_DATA_DIR: dataDir, VELA_ADMIN_API_KEY: benchApiKey };
await run(process.execPath, ['packages/server/dist/seed-cli.js'], env);
const { child, base } = await startServer(env);
try {
  const { token } = await call(base, '/aiAgent/getBotToken', {});
  log(`AI agent (built-in assistant), ${ASKS} questions each:`);
  const results = {
    measuredAt: new Date().toISOString(),
    asks: ASKS,
    search: await series(base, token, 'find an account', 'find Acme'),
    read: await series(base, token, 'open an account with its related lists', 'open Acme'),
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/ai-agent.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
