// The Gantt with 5,000 tasks (issue 22 benchmark, target: scrolls at 50 fps or better). Starts the built
// server on a fresh demo org in a temporary data folder (or uses --base), signs in as the demo
// administrator, saves one project and 5,000 tasks through /objectInfo/save (the save pipeline, in
// batches) with a chain of finish-to-start links, opens /gantt/gantt?projectId= and times in the page:
// the load until the first bars are painted, then a scroll through every row one step per animation
// frame, the frame intervals giving the frames per second. Prints the figures and writes
// bench/results/gantt.json.
//
//   node bench/gantt.bench.mjs [--base http://127.0.0.1:3000] [--tasks 5000] [--links 300] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  log,
  run,
  signInAsAdmin,
  startServer,
  stopServer,
  summarise,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_FPS = 50;
const BATCH = 200;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function server() {
  const given = option('base', '');
  if (given) return { base: given, stop: async () => undefined };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-gantt-bench-'));
  const env = { VELA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', VELA_LOGIN_RATE_LIMIT: '500' };
  await run(process.execPath, ['packages/server/dist/seed-cli.js'], env);
  const { child, base } = await startServer(env);
  return {
    base: base.replace(/\/api$/, ''),
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One project, `count` tasks of 1 to 10 days spread over a year, and `links` links along a chain. */
async function seedPlan(page, count, links) {
  return page.evaluate(
    async ({ count, links, batch }) => {
      const token = localStorage.getItem('vela.accessToken') ?? '';
      const call = async (url, body) => {
        const response = await fetch(`/api/${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accessToken: token },
          body: JSON.stringify({
            head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: token, source: 'bench' },
            body,
          }),
        });
        return response.json();
      };
      const save = async (objectApi, records) =>
        (await call('objectInfo/save', { objectApi, data: JSON.stringify(records) })).data ?? [];
      const day = (offset) => new Date(Date.UTC(2026, 0, 5) + offset * 86_400_000).toISOString().slice(0, 10);
      const [project] = await save('project', [{ name: `Bench plan ${Date.now()}`, start_date: day(0) }]);
      const ids = [];
      const firstError = '';
      for (let at = 0; at < count; at += batch) {
        const records = [];
        for (let index = at; index < Math.min(count, at + batch); index++) {
          const start = (index * 7) % 360;
          records.push({
            name: `Bench task ${index + 1}`,
            project_name: project.id,
            start_date: day(start),
            end_date: day(start + (index % 10)),
          });
        }
        for (const result of await save('velaSubtask', records))
          if (result.isSaveSuccess) ids.push(result.id);
      }
      let linked = 0;
      for (let index = 1; index < Math.min(ids.length, links + 1); index++) {
        const answer = await call('projects/addDependency', {
          projectId: project.id,
          predecessorId: ids[index - 1],
          successorId: ids[index],
        });
        if (answer.result) linked += 1;
      }
      return { projectId: project.id, saved: ids.length, linked, firstError };
    },
    { count, links, batch: BATCH },
  );
}

async function loadAndScroll(page, base, projectId) {
  const started = Date.now();
  await page.goto(`${base}/gantt/gantt?projectId=${projectId}`);
  await page.locator('.vela-gantt__bar').first().waitFor({ timeout: 120_000 });
  const loadMs = Date.now() - started;
  // The renderer's own CPU across the scroll (ThreadTime: its main thread; ProcessTime: the whole renderer
  // process, compositor and raster threads too), with the main thread's script, style and layout time:
  // on a shared machine the wall-clock fps mostly measures the other processes, the CPU the page spends
  // per frame does not.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
    );
  const before = await metrics();
  const scroll = await page.evaluate(async () => {
    const scroller = document.querySelector('.vela-gantt');
    const total = scroller.scrollHeight - scroller.clientHeight;
    const step = 68;
    const frames = [];
    let last = performance.now();
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (scroller.scrollTop >= total - 1) return resolve();
        scroller.scrollTop = Math.min(total, scroller.scrollTop + step);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    frames.shift();
    const sum = frames.reduce((a, b) => a + b, 0);
    return {
      frames: frames.length,
      fps: (frames.length * 1000) / sum,
      worstMs: Math.max(...frames),
      barsDrawn: document.querySelectorAll('.vela-gantt__bar').length,
      slowFrames: frames.filter((ms) => ms > 20).length,
    };
  });
  const after = await metrics();
  await cdp.detach();
  const perFrame = (name) => ((after[name] - before[name]) * 1000) / scroll.frames;
  const cpuMsPerFrame = perFrame('ThreadTime');
  return {
    loadMs,
    ...scroll,
    cpuMsPerFrame,
    processMsPerFrame: perFrame('ProcessTime'),
    scriptMsPerFrame: perFrame('ScriptDuration'),
    styleLayoutMsPerFrame: perFrame('RecalcStyleDuration') + perFrame('LayoutDuration'),
    cpuFps: 1000 / cpuMsPerFrame,
  };
}

const tasks = Number(option('tasks', '5000'));
const links = Number(option('links', '300'));
const runs = Number(option('runs', '3'));
const { base, stop } = await server();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, base);
  log(`Saving a project with ${tasks} tasks through /objectInfo/save and ${links} links…`);
  const seeded = await seedPlan(page, tasks, links);
  log(`  ${seeded.saved} tasks saved, ${seeded.linked} links ${seeded.firstError}`);
  if (seeded.saved < tasks) throw new Error(`only ${seeded.saved} of ${tasks} tasks were saved`);
  const results = [];
  for (let index = 0; index < runs; index++) {
    const result = await loadAndScroll(page, base, seeded.projectId);
    results.push(result);
    log(
      `  run ${index + 1}: loaded in ${result.loadMs} ms; scrolled ${result.frames} frames at ${result.fps.toFixed(1)} fps (worst frame ${result.worstMs.toFixed(0)} ms, ${result.slowFrames} frames over 20 ms, ${result.barsDrawn} bars in the DOM); CPU a frame: main thread ${result.cpuMsPerFrame.toFixed(2)} ms (${result.cpuFps.toFixed(0)} fps of CPU; script ${result.scriptMsPerFrame.toFixed(2)} ms, style and layout ${result.styleLayoutMsPerFrame.toFixed(2)} ms, wall), renderer process ${result.processMsPerFrame.toFixed(2)} ms`,
    );
  }
  const fps = summarise(results.map((result) => result.fps));
  const load = summarise(results.map((result) => result.loadMs));
  const cpuMsPerFrame = summarise(results.map((result) => result.cpuMsPerFrame));
  const processMsPerFrame = summarise(results.map((result) => result.processMsPerFrame));
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(1)));
  log(`  machine load average ${loadAverage.join(' / ')} on ${os.cpus().length} cores`);
  log(
    `Gantt of ${tasks} tasks: load median ${load.median.toFixed(0)} ms; scroll median ${fps.median.toFixed(1)} fps (target ${TARGET_FPS} fps)`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/gantt.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        tasks,
        links: seeded.linked,
        runs,
        fps,
        cpuMsPerFrame,
        processMsPerFrame,
        load,
        loadAverage,
        cores: os.cpus().length,
        targetFps: TARGET_FPS,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await stop();
}
