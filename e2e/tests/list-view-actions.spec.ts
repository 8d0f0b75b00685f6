import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Issue 7's list actions as a person uses them: kanban drag, export, mass edit. */
const DEALS_TABLE = '/commonObjects/views/table/Opportunity/opportunity/006';
const DEALS_BOARD = '/commonObjects/views/kanban/Opportunity/opportunity/006';
const SHOTS = 'test-results/list-view-actions';

const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');
const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const laneCount = async (page: Page, name: string) =>
  Number((await lane(page, name).getByTestId('kanban-count').innerText()).replace(/\D+/g, ''));

/** The demo's Opportunities menu item has the layout type Kanban, so the menu opens the board (S1-B-040). */
async function openDealsBoard(page: Page) {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Opportunities' })
    .click();
  await expect(page).toHaveURL(new RegExp(DEALS_BOARD));
  await expect(lane(page, 'Prospecting')).toBeVisible({ timeout: 20_000 });
}

async function openDeals(page: Page) {
  await openDealsBoard(page);
  await page.getByRole('radiogroup', { name: 'View as' }).getByText('Table').click();
  await expect(page).toHaveURL(new RegExp(DEALS_TABLE));
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
}

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/** Drags with the mouse in small steps, as a hand does (the board starts a drag after 6 px). */
/** Where a card is once it has stopped moving (a lane redraws its cards after a move is saved). */
async function settledBox(page: Page, card: Locator) {
  let box = await card.boundingBox();
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(100);
    const again = await card.boundingBox();
    if (box && again && again.x === box.x && again.y === box.y) return again;
    box = again;
  }
  return box;
}

async function drag(page: Page, from: Locator, to: Locator) {
  const start = await settledBox(page, from);
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('[S1-B-040][S1-R-003] a person opens the deals board from the menu, drags a deal to the next stage, and a refused move snaps back with the reason', async ({
  page,
}) => {
  await openDealsBoard(page);
  await expect(lane(page, 'Prospecting').getByTestId('kanban-sum')).toHaveText(/^Amount: [\d,]+\.\d\d$/);
  const cards = lane(page, 'Prospecting').getByRole('button', { name: /, in Prospecting$/ });
  await expect(cards.first()).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/kanban-board.png` });

  const prospecting = await laneCount(page, 'Prospecting');
  const qualification = await laneCount(page, 'Qualification');
  const card = cards.first();
  const name = await card.locator('.vela-list__name').innerText();
  await drag(page, card, lane(page, 'Qualification'));
  await expect(page.getByText(`${name} moved to Qualification.`)).toBeVisible();
  await expect(lane(page, 'Qualification').getByRole('link', { name, exact: true })).toBeVisible();
  await expect.poll(() => laneCount(page, 'Qualification')).toBe(qualification + 1);
  await expect.poll(() => laneCount(page, 'Prospecting')).toBe(prospecting - 1);

  // Closed lost needs a loss reason (the Opportunity validation rule): the move is refused and the card goes back.
  const moved = lane(page, 'Qualification').getByRole('button', { name: `${name}, in Qualification` });
  await drag(page, moved, lane(page, 'Closed lost'));
  await expect(
    page.getByText(`${name} stays in Qualification: Give the reason the opportunity was lost`),
  ).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/kanban-refused.png` });
  await expect(lane(page, 'Qualification').getByRole('link', { name, exact: true })).toBeVisible();
  await expect(lane(page, 'Closed lost').getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect.poll(() => laneCount(page, 'Qualification')).toBe(qualification + 1);

  // Put it back where it was, so other tests find the demo data as it was.
  await drag(page, moved, lane(page, 'Prospecting'));
  await expect(page.getByText(`${name} moved to Prospecting.`)).toBeVisible();
  // The switch keeps the list: back to the table, and to the board again.
  await page.getByRole('radiogroup', { name: 'View as' }).getByText('Table').click();
  await expect(page).toHaveURL(new RegExp(DEALS_TABLE));
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'View as' }).getByText('Kanban').click();
  await expect(page).toHaveURL(new RegExp(DEALS_BOARD));
  await expect(lane(page, 'Prospecting').getByRole('link', { name, exact: true })).toBeVisible();
});

test('a person exports the filtered, searched list as CSV and as XLSX, and the files hold the rows the table shows', async ({
  page,
}) => {
  await openDeals(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, panel, 'Field', 'Stage');
  await choose(page, panel, 'Value', 'Negotiation');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  const stageCells = () =>
    dataRows(page)
      .locator('td')
      .filter({ hasText: /^(Prospecting|Qualification|Proposal|Negotiation|Closed won|Closed lost)$/ })
      .allInnerTexts();
  await expect.poll(async () => [...new Set(await stageCells())]).toEqual(['Negotiation']);
  // Narrow it to less than a page, so every exported row is on the screen to compare with.
  const firstName = await dataRows(page).first().locator('.vela-list__name').innerText();
  const word = firstName.split(' ')[0] ?? '';
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(word);
  await search.press('Enter');
  await expect
    .poll(async () =>
      (await dataRows(page).locator('.vela-list__name').allInnerTexts()).every((name) =>
        name.toLowerCase().includes(word.toLowerCase()),
      ),
    )
    .toBe(true);
  const shownNames = await dataRows(page).locator('.vela-list__name').allInnerTexts();
  expect(shownNames.length).toBeGreaterThan(0);
  expect(shownNames.length).toBeLessThan(25);
  const headers = (await page.locator('.vela-list__table thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);

  await page.getByRole('button', { name: /Export/ }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (comma-separated)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^Opportunities-.*\.csv$/);
  const text = (await readFile(await csv.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(csvFields(lines[0] ?? '')).toEqual(headers);
  const records = lines.slice(1).map(csvFields);
  expect(records.map((record) => record[0])).toEqual(shownNames);
  for (const record of records) expect(record[headers.indexOf('Stage')]).toBe('Negotiation');
  await expect(page.getByText(/^Downloaded Opportunities-.*\.csv\.$/)).toBeVisible();

  await page.getByRole('button', { name: /Export/ }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(headers);
  expect(rows.slice(1).map((row) => row[0])).toEqual(shownNames);
  await keepScreenshot(page, { path: `${SHOTS}/export.png` });
});

test('a person selects a page of deals and sets their stage in one go: the ones the rules allow are saved, the others listed with the reason', async ({
  page,
}) => {
  await openDeals(page);
  // The first page, by name, holds lost deals (they carry a loss reason) and deals of other stages (none).
  const lost: string[] = [];
  const others: string[] = [];
  for (const row of await dataRows(page).all()) {
    const name = await row.locator('.vela-list__name').innerText();
    ((await row.innerText()).includes('Closed lost') ? lost : others).push(name);
  }
  const count = lost.length + others.length;
  expect(lost.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(1);
  await page.locator('.vela-list__table thead').getByRole('checkbox').check();
  await expect(page.getByText(`${count} selected`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Edit field/ }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${count} selected records` })).toBeVisible();
  // After a run the refused records stay selected, and the title counts them: ready to try again.
  const dialog = page.getByRole('dialog', { name: /^Edit \d+ selected records$/ });
  await choose(page, dialog, 'Field', 'Stage');
  await choose(page, dialog, 'New value', 'Closed lost');
  await dialog.getByRole('button', { name: 'Save all' }).click();
  const records = (n: number) => (n === 1 ? 'record' : 'records');
  await expect(dialog.getByText(`${lost.length} ${records(lost.length)} saved.`)).toBeVisible();
  await expect(
    dialog.getByText(
      `${others.length} ${records(others.length)} ${others.length === 1 ? 'was' : 'were'} not saved:`,
    ),
  ).toBeVisible();
  const refused = dialog.locator('.vela-list__failures tbody tr.ant-table-row');
  await expect(refused).toHaveCount(others.length);
  expect((await refused.locator('td:first-child').allInnerTexts()).sort()).toEqual([...others].sort());
  expect([...new Set(await refused.locator('td:last-child').allInnerTexts())]).toEqual([
    'Give the reason the opportunity was lost',
  ]);
  await keepScreenshot(page, { path: `${SHOTS}/mass-edit-refusals.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The refused deals stay selected, and none of them became lost.
  await expect(page.getByText(`${others.length} selected`, { exact: true })).toBeVisible();
  for (const name of others)
    await expect(dataRows(page).filter({ hasText: name }).first()).not.toContainText('Closed lost');

  // Two of them get a probability the rules allow: both are saved and the table shows it.
  // The header box is half-ticked: one click selects the whole page, the next clears it.
  const all = page.locator('.vela-list__table thead').getByRole('checkbox');
  await all.check();
  await all.uncheck();
  await expect(page.getByText(/^\d+ selected$/)).toHaveCount(0);
  const two = others.slice(0, 2);
  for (const name of two)
    await dataRows(page).filter({ hasText: name }).first().getByRole('checkbox').check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Edit field/ }).click();
  const again = page.getByRole('dialog', { name: 'Edit 2 selected records' });
  await choose(page, again, 'Field', 'Probability (%)');
  await again.getByLabel('New value').fill('15');
  await again.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByText('2 records saved.')).toBeVisible();
  await expect(again).toBeHidden();
  for (const name of two)
    await expect(dataRows(page).filter({ hasText: name }).first()).toContainText('15 %');
  await keepScreenshot(page, { path: `${SHOTS}/mass-edit-done.png` });
});
