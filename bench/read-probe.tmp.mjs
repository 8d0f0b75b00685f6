// Starts a Vela server tree (argv[2]) on vela_perf, reads N records by id through /objectdetail/getDetail.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
const root = process.argv[2];
const N = Number(process.argv[3] ?? 30);
const KEY = 'vela_bench_perfkey0123456789abcdef';
const env = { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vela_perf', VELA_ADMIN_API_KEY: KEY, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], { cwd: root, env });
child.stderr.on('data', (c) => process.stderr.write(c));
const port = await new Promise((resolve, reject) => { let t = ''; child.stdout.on('data', (c) => { t += c; const m = /running at http:\/\/localhost:(\d+)/.exec(t); if (m) resolve(Number(m[1])); }); child.on('exit', (code) => reject(new Error(`exit ${code}`))); });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const post = (url, body) => new Promise((resolve, reject) => { const payload = JSON.stringify(body); const r = http.request(`http://127.0.0.1:${port}/api${url}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${KEY}` } }, (res) => { const ch = []; res.on('data', (c) => ch.push(c)); res.on('end', () => resolve(Buffer.concat(ch).toString())); }); r.on('error', reject); r.end(payload); });
const client = new pg.Client('postgres://postgres@127.0.0.1:5432/vela_perf'); await client.connect();
const ids = (await client.query('select id from obj_account order by random() limit $1', [N])).rows.map((r) => r.id);
await client.end();

const times = [];
for (const id of ids) { const t = performance.now(); const a = await post('/objectdetail/getDetail', { head: { appType: 'bench', appVersion: '1.0.0' }, body: { id } }); times.push(performance.now() - t); if (!a.includes('"result":true')) { console.log(a.slice(0, 300)); break; } }
times.sort((a, b) => a - b);
console.log('median', times[Math.floor(times.length / 2)].toFixed(2), 'ms');
child.kill('SIGTERM');
