// The shell's speed in headless Chromium (issue 5): cold start to an interactive home page with an empty
// cache, the JavaScript the browser loads before sign-in (gzipped), and switching between two open
// console tabs. Starts the built server on a temporary data folder (or uses --base URL), drives
// /usr/bin/chromium with the flags of e2e/support/chromium.ts, prints a table and writes
// bench/results/shell.json.
//
//   node bench/shell.bench.mjs [--base http://127.0.0.1:3000] [--runs 7] [--switches 20] [--out file]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInAsAdmin, summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { coldStartMs: 1500, preSignInGzipKB: 250, tabSwitchMs: 100 };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-shell-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', VELA_DATA_DIR: dataDir },
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script the login page loads, each gzipped here (level 9, as a static host would serve it). */
async function preSignInJavaScript(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await context.close();
  let raw = 0;
  let gzipped = 0;
  const files = [];
  for (const [url, body] of scripts) {
    const size = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += size;
    files.push({ file: new URL(url).pathname, bytes: body.length, gzipBytes: size });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, rawKB: raw / 1024, gzipKB: gzipped / 1024 };
}

/**
 * From navigation start to the home page being usable: its heading drawn and the app menu
 * answering clicks. A fresh browser context each run: no HTTP cache, no service worker, with the
 * access token of an earlier sign-in in local storage (as a returning user has it).
 */
async function coldStart(browser, base, token, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('vela.accessToken', value), token);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'App menu' }).getByRole('menuitem').first().waitFor();
    // The page's own clock: from navigation start to now, after the next frame is painted.
    const inPage = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
        ),
    );
    times.push({ wallMs: Date.now() - started, navigationToInteractiveMs: inPage });
    await context.close();
  }
  return times;
}

/** Console app with two open tabs; each switch is timed in the page from the click to the next painted frame. */
async function tabSwitching(browser, base, token, switches) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('vela.accessToken', value), token);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 30_000 });
  // Start from no open console tabs (a --base server may keep some from earlier runs).
  await page.evaluate(async () => {
    const accessToken = localStorage.getItem('vela.accessToken') ?? '';
    const call = async (url, body) => {
      const response = await fetch(`/api/${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken },
        body: JSON.stringify({ head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken }, body }),
      });
      return (await response.json()).data;
    };
    for (const app of await call('application/getApplicationList', {}))
      if (app.navigationStyle === 'console')
        await call('consoleSaveTab', { appid: app.id, opentab: '{"tabs":[]}' });
  });
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Service Console', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'App menu' });
  await menu.getByRole('menuitem', { name: 'Knowledge' }).click();
  await page.getByRole('region', { name: 'Knowledge' }).getByRole('heading').first().waitFor();
  await menu.getByRole('menuitem', { name: 'Dispatching units' }).click();
  await page.getByRole('region', { name: 'Dispatching units' }).getByRole('heading').first().waitFor();
  const times = [];
  for (let i = 0; i < switches; i++) {
    const target = i % 2 === 0 ? 'Knowledge' : 'Dispatching units';
    const ms = await page.evaluate(async (title) => {
      const tabs = [...document.querySelectorAll('[aria-label="Workspace tabs"] [role="tab"]')];
      const tab = tabs.find((candidate) => candidate.textContent === title);
      const pane = document.querySelector(`section[aria-label="${title}"]`);
      if (!tab || !pane) throw new Error(`no tab ${title}`);
      const started = performance.now();
      tab.click();
      // Shown when its pane is no longer hidden and the browser has painted a frame with it.
      await new Promise((resolve) => {
        const check = () =>
          pane.hidden ? requestAnimationFrame(check) : requestAnimationFrame(() => resolve());
        check();
      });
      return performance.now() - started;
    }, target);
    times.push(ms);
  }
  await context.close();
  return times;
}

const round = (value) => Math.round(value * 10) / 10;

async function main() {
  const runs = Number(option('runs', '7'));
  const switches = Number(option('switches', '20'));
  const out = option('out', path.join(root, 'bench/results/shell.json'));
  const given = option('base', undefined);
  const server = given
    ? { base: given.replace(/\/+$/, ''), stop: async () => undefined }
    : await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const bundle = await preSignInJavaScript(browser, server.base);
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signInAsAdmin(signInPage, server.base);
    const token = await signInPage.evaluate(() => localStorage.getItem('vela.accessToken'));
    await signInContext.close();
    // One throwaway run: the server's own caches (file system, statements) warm, the browser's stay cold.
    await coldStart(browser, server.base, token, 1);
    const cold = await coldStart(browser, server.base, token, runs);
    const switching = await tabSwitching(browser, server.base, token, switches);

    const coldSummary = summarise(cold.map((run) => run.navigationToInteractiveMs));
    const wallSummary = summarise(cold.map((run) => run.wallMs));
    const switchSummary = summarise(switching);
    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      targets: TARGETS,
      preSignInJavaScript: bundle,
      coldStart: { runs: cold, navigationToInteractive: coldSummary, wall: wallSummary },
      tabSwitch: { switches: switching, summary: switchSummary },
    };
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

    const line = (name, value, target, unit) =>
      console.log(
        `${name.padEnd(44)} ${String(round(value)).padStart(8)} ${unit.padEnd(3)} target < ${target} ${unit}  ${value < target ? 'met' : 'MISSED'}`,
      );
    console.log(`\nShell benchmark (${os.cpus().length} cores, Chromium headless, ${server.base})`);
    line('JavaScript before sign-in (gzipped)', bundle.gzipKB, TARGETS.preSignInGzipKB, 'KB');
    line(`Cold start to interactive home (median of ${runs})`, coldSummary.median, TARGETS.coldStartMs, 'ms');
    line(
      '  same, worst run',
      Math.max(...cold.map((run) => run.navigationToInteractiveMs)),
      TARGETS.coldStartMs,
      'ms',
    );
    line(`Console tab switch (median of ${switches})`, switchSummary.median, TARGETS.tabSwitchMs, 'ms');
    line(`  same, 95th percentile`, switchSummary.p95, TARGETS.tabSwitchMs, 'ms');
    console.log(`Raw results: ${path.relative(root, out)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
