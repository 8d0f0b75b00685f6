import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { ADMIN_EMAIL, DEMO_PASSWORD } from '../support/sign-in.js';
import { REPO_ROOT, type RunningVela, startVela } from '../support/vela-server.js';

test.afterEach(closeOtherContexts);

/**
 * A demo org with 10,000 more accounts, on its own server and data folder (the
 * shared one keeps its small lists for the other tests): made the way the
 * README says, `npm run seed -- --records 10000`, then `npm start`.
 */
const EXTRA_ACCOUNTS = 10_000;
let vela: RunningVela;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-e2e-10k-'));
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'packages/server/dist/seed-cli.js'), '--records', String(EXTRA_ACCOUNTS)],
    { cwd: REPO_ROOT, env: { ...process.env, VELA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  vela = await startVela({ VELA_LOGIN_RATE_LIMIT: '500' }, { dataDir });
});

test.afterAll(async () => {
  await vela?.stop();
});

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: vela.baseUrl, viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  return page;
}

const renderedRows = (page: Page) => page.locator('.vela-list__virtual tr.vela-list__row');
const readCount = async (page: Page) => {
  const text = (await page.getByTestId('list-streamed').innerText()).replace(/,/g, '');
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
};

test('[S1-R-003][S1-B-039] a person scrolls through 10,000+ accounts in one table; only the rows in sight are in the page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  // Past the exact-count limit the total is an estimate, and says so.
  await expect(page.getByTestId('list-total')).toHaveText(/^About [\d,]+ items \(estimate\)$/);

  // "All, scrolling" in the page-size list: one table that reads on as the person scrolls.
  await page.getByLabel('Rows per page').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('All, scrolling').click();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await expect(page.getByTestId('list-streamed')).toHaveText('200 rows read');
  await expect(renderedRows(page).first()).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath('list-virtual-top.png') });

  const body = page.locator('.vela-list__virtual > .vela-list__scroll');
  const box = await body.first().boundingBox();
  if (!box) throw new Error('the table body is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  let largestDom = 0;
  let previousFirst = '';
  const started = Date.now();
  for (let turn = 0; turn < 600; turn++) {
    await page.mouse.wheel(0, 12_000);
    // Rows in sight are drawn (with names), and the page never holds more than a screenful or two.
    await expect(renderedRows(page).first().locator('.vela-list__name')).not.toHaveText('');
    const inDom = await renderedRows(page).count();
    largestDom = Math.max(largestDom, inDom);
    expect(inDom).toBeLessThan(80);
    const status = await page.getByTestId('list-streamed').innerText();
    if (status.startsWith('All ')) break;
    if (turn % 10 === 0) {
      const first = await renderedRows(page).first().innerText();
      expect(first).not.toBe(previousFirst);
      previousFirst = first;
    }
  }
  await expect(page.getByTestId('list-streamed')).toHaveText(/^All [\d,]+ rows read$/);
  expect(await readCount(page)).toBeGreaterThan(EXTRA_ACCOUNTS);
  test
    .info()
    .annotations.push({ type: 'scrolled through', description: `${(Date.now() - started) / 1000} s` });
  // At the very end: the last rows are drawn, still only a few dozen in the DOM.
  await page.mouse.wheel(0, 100_000);
  await expect(renderedRows(page).last().locator('.vela-list__name')).toBeVisible();
  expect(await renderedRows(page).count()).toBeLessThan(80);
  test.info().annotations.push({ type: 'largest DOM row count', description: String(largestDom) });
  await keepScreenshot(page, { path: test.info().outputPath('list-virtual-bottom.png') });
});
