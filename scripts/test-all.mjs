// `npm test`: every check and test suite, then one plain closing line of totals that CI reads:
//   N passed, N failed, N skipped
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Runs a step printing its output as it comes, and keeps the output: an error vitest reports outside any
 * test is repeated at the end, next to the totals, where a reader of CI's last lines sees it.
 */
function runKeepingOutput(label, command, args) {
  process.stdout.write(`\n=== ${label} ===\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** The "Unhandled Errors" block of vitest's report, without colours, at most 6,000 characters. */
function unhandledErrorsIn(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape codes of a coloured terminal
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const start = plain.indexOf('Unhandled Error');
  if (start < 0) return '';
  const block = plain.slice(Math.max(0, plain.lastIndexOf('\n', start)));
  const end = block.search(/\n\s*Test Files\s/);
  return (end > 0 ? block.slice(0, end) : block).slice(0, 6000);
}

function record(label, status) {
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

// What the tests need from Debian: Chromium for the browser tests, and the Noto CJK and TLWG Thai fonts the
// printed PDFs in those languages are drawn with. Run as root, the test command installs them.
const SYSTEM_NEEDS = [
  { path: process.env.VELA_CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', pkg: 'fonts-noto-cjk' },
  { path: '/usr/share/fonts/truetype/tlwg/Garuda.ttf', pkg: 'fonts-thai-tlwg' },
  // The mail tests start their own IMAP server (issue 23).
  { path: '/usr/sbin/dovecot', pkg: 'dovecot-imapd' },
  // The backup round trip dumps and restores PostgreSQL with the server's own tools (issue 21).
  { path: '/usr/bin/pg_dump', pkg: 'postgresql-client-15' },
];

function ensureSystemPackages() {
  const missing = () => SYSTEM_NEEDS.filter((need) => !fs.existsSync(need.path)).map((need) => need.pkg);
  if (missing().length === 0) return;
  if (process.getuid?.() === 0) {
    run('installing Debian packages', 'bash', [
      '-c',
      `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing().join(' ')}`,
    ]);
  }
  const still = missing();
  if (still.length > 0) {
    process.stderr.write(
      `\nThe tests need these Debian packages: ${still.join(', ')}.\nInstall them with:  sudo apt-get update && sudo apt-get install -y ${still.join(' ')}\n`,
    );
    process.exit(1);
  }
}

// Lint, format and types count as one check each. The compilers are single-threaded: two run at once, and
// each check's output is printed whole when it ends. The web tests' types read what `tsc -b` writes for
// core, so they wait for it.
/** Runs a command with its output kept, to print whole when it ends (steps running at once do not interleave). */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

async function checkInBackground(label, command, args) {
  const { status, output } = await runQuietly(command, args);
  process.stdout.write(`\n=== ${label} ===\n${output}`);
  record(label, status);
}

async function buildInBackground() {
  const { output } = await runQuietly(process.execPath, ['scripts/build.mjs']);
  process.stdout.write(`\n=== build for the browser tests ===\n${output}`);
}

// The checks run beside vitest: vitest leaves about a third of the two cores idle (its server tests wait on
// PostgreSQL and sockets), which the compilers fill. No vitest test reads what `tsc -b` writes.
const typesBuilt = checkInBackground('types (tsc -b)', bin('tsc'), ['-b']);
const checks = Promise.all([
  typesBuilt.then(() =>
    checkInBackground('types of the web tests', bin('tsc'), ['-p', 'packages/web/tsconfig.tests.json']),
  ),
  // What the browser tests serve is built in that idle time too; `build()` before them then finds it newer
  // than every source and only checks. Its failure is not counted here: that `build()` repeats it and stops.
  typesBuilt.then(() => buildInBackground()),
  (async () => {
    await checkInBackground('lint and format (biome)', bin('biome'), ['check', '.']);
    await checkInBackground('types of the server and core tests', bin('tsc'), ['-p', 'tsconfig.tests.json']);
    // A server module is entered only through its index.ts, a web feature only through its index.
    await checkInBackground('module walls', process.execPath, ['scripts/check-boundaries.mjs']);
  })(),
]);

// Unit, server (SQLite and PostgreSQL) and web component tests.
const vitestJson = path.join(resultsDir, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitest = await runKeepingOutput('vitest (core, server, web)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestStatus = vitest.status;
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0) {
    totals.failed += report.numFailedTestSuites;
    failures.push('vitest suites that failed to load');
  }
}
if (vitestStatus !== 0 && !failures.some((f) => f.startsWith('vitest'))) {
  const report = fs.existsSync(vitestJson) ? JSON.parse(fs.readFileSync(vitestJson, 'utf8')) : {};
  if (!report.numFailedTests) {
    totals.failed += 1;
    failures.push('vitest (errors outside tests, or no report)');
    const unhandled = unhandledErrorsIn(vitest.output);
    if (unhandled) failures.push(`vitest's errors outside tests:\n${unhandled}\n`);
  }
}

await checks;

// Browser tests, against the server started as the README starts it.
ensureSystemPackages();
build();
const playwrightJson = path.join(root, 'e2e/test-results/results.json');
fs.rmSync(playwrightJson, { force: true });
const playwrightStatus = run('playwright (chromium)', bin('playwright'), ['test'], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
if (fs.existsSync(playwrightJson)) {
  const stats = JSON.parse(fs.readFileSync(playwrightJson, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  if (process.env.CI === 'true' && (stats.skipped ?? 0) > 0) {
    totals.failed += 1;
    failures.push(`${stats.skipped} browser tests were skipped (CI requires them all)`);
  }
  if (playwrightStatus !== 0 && !stats.unexpected) {
    totals.failed += 1;
    failures.push('playwright run failed outside a test (setup or teardown)');
  }
} else {
  totals.failed += 1;
  failures.push('playwright did not report');
}

if (failures.length) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
