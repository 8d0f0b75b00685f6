// Chat benchmark (issue 24; never part of npm test), on the built server:
//  1. send to screen: two server processes on one database and one Redis (REDIS_URL); the demo
//     administrator sends 1:1 messages to Sam over HTTP to the first, each timed until Sam's socket on
//     the second has it (the process holding the socket decides he may hear it). Server CPU per message.
//  2. memory: 1,000 signed-in sockets on one server process; its resident memory before and after.
// SQLite (a temporary data folder) and PostgreSQL (a scratch database), one after the other.
//
//   node bench/chat.bench.mjs [--messages 200] [--sockets 1000] [--sqlite-only]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_TYPE,
  APP_VERSION,
  deriveChannelKeyBytes,
  exportChannelPublicKey,
  generateChannelKeyPair,
  handshakeContract,
  importChannelKey,
  normaliseApiPath,
  openJson,
  sealJson,
  unifiedLoginContract,
} from '@vela/core';
import WebSocket from 'ws';
import {
  benchApiKey,
  log,
  run,
  startServer,
  stopServer,
  summarise,
  withScratchEnv,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const MESSAGES = option('--messages', 200);
const SOCKETS = option('--sockets', 1000);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PASSWORD = process.env.VELA_ADMIN_PASSWORD || 'Vela-demo-2026';
const HEAD = { appType: APP_TYPE, appVersion: APP_VERSION, source: 'bench' };

async function post(base, url, body, accessToken) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { accesstoken: accessToken } : {}) },
    body: JSON.stringify({ head: HEAD, body }),
  });
  const envelope = await response.json();
  if (!envelope.result) throw new Error(`${url} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Signs in as the SPA does (handshake, sealed credentials): a session's access token. */
async function accessTokenFor(base, userName) {
  const own = await generateChannelKeyPair();
  const channel = handshakeContract.response.parse(
    await post(base, handshakeContract.path, {
      clientPublicKey: await exportChannelPublicKey(own.publicKey),
    }),
  );
  const key = await importChannelKey(
    await deriveChannelKeyBytes(own.privateKey, channel.serverPublicKey, channel.channelId),
  );
  const purpose = normaliseApiPath(unifiedLoginContract.path);
  const sealed = await sealJson(key, channel.channelId, purpose, { userName, password: PASSWORD });
  const answer = await post(base, unifiedLoginContract.path, sealed);
  return unifiedLoginContract.response.parse(await openJson(key, purpose, answer)).accessToken;
}

/** A signed-in socket; `onEvent` hears each event. Resolves once the server said ready. */
function openSocket(base, token, onEvent = () => undefined) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws').replace(/\/api$/, '')}/ws`);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', accessToken: token })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'event') onEvent(message.event);
    });
    socket.once('close', (code) => reject(new Error(`socket closed (${code}) before it was ready`)));
  });
}

/** User and system CPU of a process so far, in ms (Linux /proc). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function sendToScreen(first, second) {
  const adminToken = await accessTokenFor(first.base, 'admin@vela.local');
  const samToken = await accessTokenFor(second.base, 'sam.sales@vela.local');
  const people = await post(first.base, '/chat/people', { search: 'Sam' }, adminToken);
  const sam = people.find((person) => person.name === 'Sam Sales');
  const chat = await post(first.base, '/chat/conversation/openDirect', { userId: sam.id }, adminToken);
  const waiting = new Map();
  const samSocket = await openSocket(second.base, samToken, (event) => {
    if (event.type !== 'chat.message') return;
    const wake = waiting.get(event.payload.message.text);
    if (wake) wake();
  });
  const once = async (text) => {
    const heard = new Promise((resolve) => waiting.set(text, resolve));
    const started = performance.now();
    await post(first.base, '/chat/message/send', { conversationId: chat.id, text }, adminToken);
    await heard;
    waiting.delete(text);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once(`warm-up ${i}`);
  const cpuBefore = cpuMs(first.child.pid) + cpuMs(second.child.pid);
  const times = [];
  for (let i = 0; i < MESSAGES; i++) times.push(await once(`message ${i}`));
  const cpuPerMessage = (cpuMs(first.child.pid) + cpuMs(second.child.pid) - cpuBefore) / MESSAGES;
  samSocket.close();
  const summary = summarise(times);
  const worst = Math.max(...times);
  log(
    `  send → other person's socket (2 processes, Redis): median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, worst ${worst.toFixed(1)} ms; server CPU ${cpuPerMessage.toFixed(2)} ms/message (${MESSAGES} messages, load ${load()})`,
  );
  return { ...summary, worst, cpuPerMessage, load: load() };
}

async function memoryOfSockets(server) {
  const people = ['admin@vela.local', 'sam.sales@vela.local', 'maria.manager@vela.local'];
  const tokens = [];
  for (const person of people) tokens.push(await accessTokenFor(server.base, person));
  const connectAll = async () => {
    const sockets = [];
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = [];
      for (let j = i; j < Math.min(SOCKETS, i + 50); j++)
        batch.push(openSocket(server.base, tokens[j % tokens.length]));
      sockets.push(...(await Promise.all(batch)));
    }
    return sockets;
  };
  const closeAll = async (sockets) => {
    const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of sockets) socket.close();
    await Promise.all(closed);
  };
  // A first round grows the heap and warms the code the way any running server has it; the baseline is
  // taken after it, so the figure is what 1,000 open sockets hold, not the first-use growth.
  await closeAll(await connectAll());
  const before = rssMb(server.child.pid);
  const sockets = await connectAll();
  const after = rssMb(server.child.pid);
  log(
    `  ${SOCKETS} signed-in sockets on one process: RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB, +${(after - before).toFixed(1)} MB (${((after - before) * 1024) / SOCKETS} kB a socket)`,
  );
  await closeAll(sockets);
  return { sockets: SOCKETS, beforeMb: before, afterMb: after, extraMb: after - before };
}

const results = { measuredAt: new Date().toISOString(), messages: MESSAGES };
const dialects = process.argv.includes('--sqlite-only') ? ['sqlite'] : ['sqlite', 'postgres'];
for (const dialect of dialects) {
  log(`\n== ${dialect}`);
  results[dialect] = await withScratchEnv(dialect, 'vela-chat-bench', benchApiKey, async (scratch) => {
    await run(process.execPath, ['packages/server/dist/seed-cli.js'], scratch);
    const env = { ...scratch, REDIS_URL, VELA_ADMIN_PASSWORD: PASSWORD };
    const first = await startServer(env);
    let second;
    try {
      second = await startServer(env);
      const latency = await sendToScreen(first, second);
      const memory = await memoryOfSockets(second);
      return { latency, memory };
    } finally {
      if (second) await stopServer(second.child);
      await stopServer(first.child);
    }
  });
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/chat.json'), `${JSON.stringify(results, null, 2)}\n`);
