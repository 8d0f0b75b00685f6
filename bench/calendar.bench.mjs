// The calendar's month view with 2,000 events (issue 22 benchmark, target: painted in under 300 ms in
// Chromium). Starts the built server on a fresh demo org in a temporary data folder (or uses --base),
// signs in as the demo administrator, saves 2,000 events of this month through /objectInfo/save (the
// save pipeline, in batches), opens /calendarheader in week view and times, in the page, the click on
// "month" until the frame that shows the month with its events painted (performance marks). Prints the
// figures and writes bench/results/calendar.json.
//
//   node bench/calendar.bench.mjs [--base http://127.0.0.1:3000] [--events 2000] [--runs 8]
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
const TARGET_MS = 300;
const BATCH = 200;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function server() {
  const given = option('base', '');
  if (given) return { base: given, stop: async () => undefined };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-calendar-bench-'));
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

/** 2,000 events spread over the days of this month, 8:00 to 18:00 UTC, saved as the signed-in admin. */
async function seedEvents(page, count) {
  return page.evaluate(
    async ({ count, batch }) => {
      const token = localStorage.getItem('vela.accessToken') ?? '';
      const now = new Date();
      const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
      const stamp = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
      let saved = 0;
      for (let at = 0; at < count; at += batch) {
        const records = [];
        for (let index = at; index < Math.min(count, at + batch); index++) {
          const start = Date.UTC(
            now.getUTCFullYear(),
            now.getUTCMonth(),
            1 + (index % days),
            8 + (index % 10),
          );
          records.push({
            subject: `Bench event ${index + 1}`,
            begintime: stamp(start),
            endtime: stamp(start + 3_600_000),
          });
        }
        const response = await fetch('/api/objectInfo/save', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accessToken: token },
          body: JSON.stringify({
            head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: token, source: 'bench' },
            body: { objectApi: 'Event', data: JSON.stringify(records) },
          }),
        });
        const json = await response.json();
        saved += (json.data ?? []).filter((result) => result.isSaveSuccess).length;
      }
      return saved;
    },
    { count, batch: BATCH },
  );
}

async function monthPaint(page, base) {
  await page.goto(`${base}/calendarheader`);
  await page.locator('.fc-timeGridWeek-view .fc-event').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const button = await page.locator('.fc-dayGridMonth-button').elementHandle();
  return page.evaluate(async (target) => {
    performance.mark('calendar:click');
    const started = performance.now();
    let dataAt = null;
    const requests = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (dataAt === null && entry.name.includes('/calendar/getCalendar'))
          dataAt = entry.responseEnd - started;
    });
    requests.observe({ type: 'resource', buffered: false });
    target.click();
    await new Promise((resolve, reject) => {
      const check = () => {
        const grid = document.querySelector('[data-testid="calendar-grid"]');
        const month = document.querySelector('.fc-dayGridMonth-view');
        const painted =
          month &&
          grid?.getAttribute('aria-busy') === 'false' &&
          month.querySelectorAll('.fc-daygrid-event').length > 100;
        if (painted) requestAnimationFrame(() => setTimeout(resolve, 0));
        else if (performance.now() - started > 30_000) reject(new Error('the month was not painted in 30 s'));
        else requestAnimationFrame(check);
      };
      check();
    });
    performance.mark('calendar:painted');
    requests.disconnect();
    const total = performance.measure('calendar:month', 'calendar:click', 'calendar:painted').duration;
    return { total, dataAt, shown: document.querySelectorAll('.fc-daygrid-event').length };
  }, button);
}

const events = Number(option('events', '2000'));
const runs = Number(option('runs', '8'));
const { base, stop } = await server();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, base);
  log(`Saving ${events} events of this month through /objectInfo/save…`);
  const saved = await seedEvents(page, events);
  log(`  ${saved} saved`);
  if (saved < events) throw new Error(`only ${saved} of ${events} events were saved`);
  const times = [];
  let last = null;
  for (let index = 0; index <= runs; index++) {
    last = await monthPaint(page, base);
    if (index > 0) times.push(last.total);
    log(
      `  run ${index}: ${last.total.toFixed(0)} ms (data at ${last.dataAt?.toFixed(0) ?? '—'} ms, ${last.shown} events drawn)`,
    );
  }
  const summary = summarise(times);
  log(
    `Month view with ${events} events, click to painted: median ${summary.median.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms (target ${TARGET_MS} ms)`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/calendar.json'),
    JSON.stringify(
      { date: new Date().toISOString(), events, saved, runs, summary, targetMs: TARGET_MS },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await stop();
}
