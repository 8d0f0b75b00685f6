import { expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

const DEALS_TABLE = '/commonObjects/views/table/Opportunity/opportunity/006';
const STAGES = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed won', 'Closed lost'];
const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');

/** The text of one column's cells on the page shown, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.vela-list__table thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  return dataRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

test('[S1-K-027][S1-R-003] a person sorts deals by stage in the stage order, filters them and reads the filter in words, and opens a customer from its cell (issue 26 item 15)', async ({
  page,
}) => {
  await signIn(page, { to: DEALS_TABLE });
  await expectShell(page);
  await expect(page.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(25);

  // Sorted by Stage going up: Prospecting first, then the stages in the order the picklist defines them.
  await page.locator('.vela-list__table thead th').filter({ hasText: 'Stage' }).click();
  await expect.poll(async () => (await columnTexts(page, 'Stage'))[0]).toBe('Prospecting');
  const positions = (await columnTexts(page, 'Stage')).map((stage) => STAGES.indexOf(stage.trim()));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  // A filter applied reads as words above the rows.
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, panel, 'Field', 'Stage');
  await choose(page, panel, 'Value', 'Proposal');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  const summary = page.getByRole('region', { name: 'Filtered by' });
  await expect(summary).toContainText('Stage equals Proposal');
  await expect.poll(async () => [...new Set(await columnTexts(page, 'Stage'))]).toEqual(['Proposal']);
  await keepScreenshot(page, { path: 'test-results/list-readable.png', fullPage: true });

  // Clear all takes the filter and its words away.
  await summary.getByRole('button', { name: 'Clear all' }).click();
  await expect(summary).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(25);

  // The customer column links to the customer's own page.
  const customer = dataRows(page).first().getByRole('link').nth(1);
  const customerName = (await customer.innerText()).trim();
  await customer.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[\w-]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customerName.replace(/…$/, ''));
});
