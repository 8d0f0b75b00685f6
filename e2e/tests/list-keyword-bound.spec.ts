import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Saving a few hundred records and exporting them takes longer than a glance.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Projects named after one word of this run, more than a keyword search sorts among (500). */
async function manyProjects(page: Page, word: string, count: number) {
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, index) => ({
      name: `${word} ${String(start + index).padStart(4, '0')}`,
      start_date: '2026-01-05',
    }));
    const saved = await callApiOrFail<Array<{ isSaveSuccess: boolean; errormessage: string }>>(
      page,
      '/objectInfo/save',
      { objectApi: 'project', data: JSON.stringify(batch) },
    );
    for (const result of saved) expect(result.isSaveSuccess, result.errormessage).toBe(true);
  }
}

test('a keyword search that reached the 500 matches a list sorts among says so on the list, the printed table and the export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const word = `Boundword${Date.now()}`;
  await manyProjects(page, word, 520);
  const note = 'Sorted among the first 500 matches: refine the search to reach the others';

  await page.goto('/commonObjects/views/table/project/project/p01');
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page.getByTestId('list-search-bounded')).toHaveText(note);

  // The printed table says what the list says.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Print list' }).click();
  const sheet = await opened;
  await expect(sheet.getByRole('table')).toContainText(word);
  await expect(sheet.getByTestId('print-search-bounded')).toHaveText(note);
  await keepScreenshot(sheet, { path: 'test-results/print-table-bounded.png', fullPage: true });
  await sheet.close();

  // The export holds those 500 matches, and its message says so.
  await page.getByRole('button', { name: /Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (comma-separated)' }).click();
  const csv = await download;
  const lines = (await readFile(await csv.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines.slice(1)).toHaveLength(500);
  await expect(
    page.getByText(
      new RegExp(
        `^Downloaded Projects-.*\\.csv with the first 500 matches of "${word}" only: refine the search to export the others\\.$`,
      ),
    ),
  ).toBeVisible();
  await page.waitForTimeout(500);
  await keepScreenshot(page, { path: 'test-results/export-bounded.png' });

  // A narrower search is not bounded: no note on the list or the paper, a plain message for the file.
  await search.fill(`${word} 0007`);
  await search.press('Enter');
  await expect(page.locator('.vela-list__table tbody tr.vela-list__row')).toHaveCount(1);
  await expect(page.getByTestId('list-search-bounded')).toHaveCount(0);
  await page.getByRole('button', { name: /Export/ }).click();
  const narrow = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (comma-separated)' }).click();
  await narrow;
  await expect(page.getByText(/^Downloaded Projects-.*\.csv\.$/)).toBeVisible();
});
