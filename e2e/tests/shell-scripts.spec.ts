import { expect, type Request, test } from '@playwright/test';
import { expectShell, signIn } from '../support/sign-in.js';

type LifecycleBody = { body: { event: string; page: string; pageId: string } };

test('[S1-B-081][S1-B-085][S1-C-022] page lifecycle events go to the server and the onLoad client script runs in its sandbox', async ({
  page,
}) => {
  const events: LifecycleBody['body'][] = [];
  const scriptLists: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/pageLifecycleEvent'))
      events.push((request.postDataJSON() as LifecycleBody).body);
    if (request.url().endsWith('/api/script/listClientScript')) scriptLists.push(request);
  });
  await signIn(page);
  await expectShell(page);
  // The demo org's onLoad script sets context.page.flags.demoScriptLoaded; the page shows the flags it got.
  await expect(page.locator('#vela-content')).toHaveAttribute('data-script-flags', 'demoScriptLoaded');
  expect(scriptLists[0]?.postDataJSON()).toMatchObject({ body: { usageScenario: 'PC' } });
  await expect.poll(() => events.map((e) => `${e.event} ${e.pageId}`)).toEqual(['created /', 'load /']);

  await page.getByRole('navigation', { name: 'App menu' }).getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reportObject\/reportList$/);
  await expect
    .poll(() => events.map((e) => `${e.event} ${e.pageId}`))
    .toEqual([
      'created /',
      'load /',
      'destroy /',
      'created /reportObject/reportList',
      'load /reportObject/reportList',
    ]);
  // The script list is fetched once per session, not per page.
  expect(scriptLists).toHaveLength(1);
  await expect(page.locator('#vela-content')).toHaveAttribute('data-script-flags', 'demoScriptLoaded');

  // Signed out, no event is sent.
  const before = events.length;
  await page.evaluate(() => localStorage.removeItem('vela.accessToken'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(events).toHaveLength(before);
});
