import { expect as baseExpect, test } from '@playwright/test';
import { saveRecord } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/work/shots';
const SALES_ASSISTANT = '/velaAi?agentId=agent_sales';
const stamp = Date.now().toString(36);

test('[S1-R-154][S1-B-043] a rep asks the Sales assistant for an account by name and opens it from the answer', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@vela.local');
  await expectShell(page);
  const name = `Aurora Kitesurf ${stamp}`;
  const accountId = await saveRecord(page, 'Account', { name });

  await page.goto(SALES_ASSISTANT);
  await expect(page.getByText('Sales assistant', { exact: true }).first()).toBeVisible();
  const question = page.getByRole('textbox', { name: /Ask something/ });
  await question.fill(`find the account ${name}`);
  await question.press('Enter');

  const answer = page
    .getByTestId('ai-message')
    .filter({ hasText: 'Built-in assistant (no AI model):' })
    .last();
  await expect(answer).toContainText(`Records matching “${name}”`);
  await expect(answer.getByTestId('ai-mode')).toHaveText('Built-in assistant (no AI model)');
  await keepScreenshot(page, { path: `${SHOTS}/ai-agent-answer.png`, fullPage: true });

  await answer.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/commonObjects/detail/${accountId}/`));
  await expect(page.getByText(name).first()).toBeVisible();

  // The conversation is kept: back on the page, the question and its answer are there.
  await page.goto(SALES_ASSISTANT);
  await expect(page.getByTestId('ai-message').filter({ hasText: `find the account ${name}` })).toBeVisible();
});

test('[S1-P-005] a rep asking for a deal they may not read gets nothing of it', async ({ browser }) => {
  // The deal is Maria's: a manager above Sam, whose deals no other spec counts (Rob's are counted by his
  // team lead's access journey, which runs alongside).
  const mariaContext = await browser.newContext();
  const maria = await mariaContext.newPage();
  await signIn(maria, 'maria.manager@vela.local');
  await expectShell(maria);
  const dealName = `Nebula Secret ${stamp}`;
  const accountId = await saveRecord(maria, 'Account', { name: `Nebula Holdings ${stamp}` });
  await saveRecord(maria, 'Opportunity', {
    name: dealName,
    khmc: accountId,
    stage: 'Prospecting',
    closedate: '2030-06-30',
  });
  await mariaContext.close();

  const samContext = await browser.newContext();
  const page = await samContext.newPage();
  await signIn(page, 'sam.sales@vela.local', { to: SALES_ASSISTANT });
  await expectShell(page);
  const question = page.getByRole('textbox', { name: /Ask something/ });
  await question.fill(`find "${dealName}"`);
  await question.press('Enter');
  const answer = page
    .getByTestId('ai-message')
    .filter({ hasText: `No record you can open matches “${dealName}”` });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link')).toHaveCount(0);
  await keepScreenshot(page, { path: `${SHOTS}/ai-agent-refused.png`, fullPage: true });
  await samContext.close();
});
