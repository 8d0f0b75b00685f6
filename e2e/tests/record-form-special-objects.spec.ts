import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApi, getApi, saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';
import { pickOption } from './record-form-steps.js';

/** The record form's special objects (spec 2 §4 "Special objects", §5), the way a person meets them. */

// The machine is shared by several engineers' builds and tests: give each step room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function openCreate(page: Page, path: string, heading: string) {
  await signIn(page, { to: path });
  await expect(page.getByRole('banner')).toBeVisible();
  // The machine is shared: the lazy form chunk and the layout may take a while.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.vela-record-form__sections')).toBeVisible({ timeout: 30_000 });
}

/** A field's input, by its api name (the id the label points at). */
const field = (page: Page, api: string) => page.locator(`#vela-record-field-${api}`);

async function typeDate(page: Page, api: string, date: string) {
  const input = field(page, api);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/**
 * Opens the operator field and checks its choices, read from its own dropdown (the one its combobox controls)
 * until they settle: the attribute's dropdown may still be closing, and the choices follow the attribute.
 */
const expectOperatorChoices = async (page: Page, expected: string[]): Promise<void> => {
  const operator = field(page, 'fieldoperator');
  await operator.click();
  const listId = await operator.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await expect.poll(() => dropdown.locator('.ant-select-item-option').allTextContents()).toEqual(expected);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
};

test('[S2-B-081][S2-C-023] work rule: the resource attribute switches the operators and the value input', async ({
  page,
}) => {
  await openCreate(page, '/home/create/table/WorkRule/workrule/0Wr', 'Create Work rule');
  await field(page, 'name').fill(`Active only ${Date.now()}`);
  // Before an attribute is chosen the operator waits for it.
  await expect(page.getByText('Select Resource attribute first').first()).toBeVisible();

  await pickOption(page, 'Resource attribute', 'Resource name');
  await expectOperatorChoices(page, ['equals', 'not equal', 'contains', 'does not contain', 'starts with']);
  await expect(field(page, 'resourcespropertyvalue')).toHaveAttribute('type', 'text');

  await pickOption(page, 'Resource attribute', 'Active');
  await expectOperatorChoices(page, ['equals', 'not equal']);
  const value = field(page, 'resourcespropertyvalue');
  await expect(value).toHaveAttribute('type', 'checkbox');
  await expect(value).toBeVisible();
  await value.check();
  await keepScreenshot(page, { path: 'test-results/special-work-rule.png', fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/0Wr[^/]+\/DETAIL$/);
});

test('[S2-V-010][S2-K-010] project: daily working hours above 24 block the save with the field named', async ({
  page,
}) => {
  await openCreate(page, '/home/create/table/project/project/p01', 'Create Project');
  await field(page, 'name').fill(`Hours ${Date.now()}`);
  await typeDate(page, 'start_date', '2026-03-02');
  const hours = field(page, 'daily_working_hours');
  await hours.fill('25');
  await hours.blur();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/objectInfo/save')) saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Daily working hours must be more than 0 and at most 24 hours').first(),
  ).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/special-working-hours.png', fullPage: true });
  expect(saves).toHaveLength(0);

  await hours.fill('7.5');
  // The refused save has answered: the next click saves at once, however soon it comes (S2-B-045).
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/p01[^/]+\/DETAIL$/);
  expect(saves).toHaveLength(1);
});

test('[S2-V-009] project: an end date before the start date blocks the save', async ({ page }) => {
  await openCreate(page, '/home/create/table/project/project/p01', 'Create Project');
  await field(page, 'name').fill(`Dates ${Date.now()}`);
  await typeDate(page, 'start_date', '2026-03-02');
  await typeDate(page, 'end_date', '2026-03-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The end must be later than the start.').first()).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/special-end-before-start.png', fullPage: true });
  await expect(page).toHaveURL(/\/home\/create\//);

  await typeDate(page, 'end_date', '2026-03-31');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/p01[^/]+\/DETAIL$/);
});

test('[S2-B-058][S2-B-059][S2-B-008] cloning a knowledge article saves a draft version and opens its detail', async ({
  page,
}) => {
  await openCreate(page, '/home/create/table/velaKArticle/velakarticle/ka0', 'Create Knowledge article');
  const title = `Reset a password ${Date.now()}`;
  await field(page, 'title').fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/ka0[^/]+\/DETAIL$/);
  const source = page.url().split('/detail/')[1]!.split('/')[0]!;

  await page.goto(`/home/create/table/velaKArticle/velakarticle/ka0?operation=COPY&id=${source}`);
  await expect(page.getByRole('heading', { name: 'Edit knowledge article', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(field(page, 'title')).toHaveValue(title);
  await field(page, 'title').fill(`${title} v2`);
  const cloned = page.waitForResponse((response) =>
    response.url().endsWith('/knowledgeArticleOperate/asDraftEdit'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await cloned).status()).toBe(200);
  await expect(page).toHaveURL(/\/commonObjects\/detail\/ka0[^/]+\/DETAIL$/);
  const draft = page.url().split('/detail/')[1]!.split('/')[0]!;
  expect(draft).not.toBe(source);
  await expect(page.getByText(`${title} v2`).first()).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/special-knowledge-clone.png', fullPage: true });
});

test('[S2-B-082][S2-B-083][S2-C-024] service goal: the qualification goal type makes the field a select grouped by object', async ({
  page,
}) => {
  await openCreate(page, '/home/create/table/ServiceGoal/servicegoal/0Sg', 'Create Service goal');
  await field(page, 'name').fill(`Skills ${Date.now()}`);
  await expect(field(page, 'qualificationfield')).toHaveAttribute('type', 'text');
  await pickOption(page, 'Goal type', 'Qualification');
  await field(page, 'qualificationfield').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown.locator('.ant-select-item-group', { hasText: 'Service crew' })).toBeVisible();
  await expect(dropdown.locator('.ant-select-item-group', { hasText: 'Service resource' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/special-service-goal.png', fullPage: true });
  await dropdown.getByTitle('Crew size', { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/0Sg[^/]+\/DETAIL$/);
});

/** Picks the first option of a lookup whose text contains `text`, after typing it into the lookup's box. */
async function pickLookup(page: Page, label: string, text: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

test('[S2-B-089][S2-B-090][S2-V-012][S2-V-013] service resource: the crew and user tips, and choosing one side clears the other', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const crew = `Crew ${Date.now()}`;
  await saveRecord(page, 'ServiceCrew', { name: crew, crewsize: 3 });
  await openCreate(page, '/home/create/table/ServiceResource/serviceresource/0Hn', 'Create Service resource');
  await field(page, 'name').fill(`Resource ${Date.now()}`);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/objectInfo/save')) saves.push(request.url());
  });

  // A technician (the default type) holding a crew but no user: the tip asks for the user.
  await pickLookup(page, 'Service crew', crew);
  await expect(page.locator('[data-form-field="servicecrewid"]')).toContainText(crew);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const userTip = page.getByText('This resource stands for one user, not a crew: choose the user').first();
  await expect(userTip).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/special-service-resource-user-tip.png', fullPage: true });
  expect(saves).toHaveLength(0);

  // Choosing the user clears the crew (one side only), and the tip goes.
  await pickLookup(page, 'User', 'Avery Admin');
  await expect(page.locator('[data-form-field="relatedrecordid"]')).toContainText('Avery Admin');
  await expect(page.locator('[data-form-field="servicecrewid"]')).not.toContainText(crew);
  await expect(userTip).toBeHidden();

  // A crew resource holding a user but no crew: the tip asks for the crew.
  await pickOption(page, 'Resource type', 'Crew');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('A crew resource stands for a service crew: choose the service crew').first(),
  ).toBeVisible();
  expect(saves).toHaveLength(0);
  await keepScreenshot(page, { path: 'test-results/special-service-resource-crew-tip.png', fullPage: true });

  // Choosing the crew clears the user, and the resource saves.
  await pickLookup(page, 'Service crew', crew);
  await expect(page.locator('[data-form-field="relatedrecordid"]')).not.toContainText('Avery Admin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/0Hn[^/]+\/DETAIL$/);
  await expect(page.getByText(crew).first()).toBeVisible();
});

test('[S2-B-084] product layout: the currency is the company currency and cannot be changed', async ({
  page,
}) => {
  await openCreate(page, '/home/create/table/Product/product/01t', 'Create Product');
  const company = await getApi<{ currency: string }>(page, '/master/getCompanyCurrency');
  const currency = page.locator('[data-form-field="currency"]');
  await expect(currency).toContainText(company.currency);
  // Read-only: no box to type or pick another currency in.
  await expect(
    currency.locator('input:not([type="hidden"]):enabled, .ant-select:not(.ant-select-disabled)'),
  ).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/special-product-currency.png', fullPage: true });
  const name = `Fixed currency ${Date.now()}`;
  await page.getByLabel('Product name').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/01t[^/]+\/DETAIL$/);
  const id = page.url().split('/detail/')[1]!.split('/')[0]!;
  const stored = await callApi<{ data: { currency: string } }>(page, '/objectdetail/getDetail', { id });
  expect(stored.data.currency).toBe(company.currency);
});
