import { expect, type Page, test } from '@playwright/test';
import { callApiAnswer } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

// No other spec signs in as Rita: her language can change for the length of this file.
const RITA = 'rita.rival@vela.local';

/** The answer's return code: '1' when saved, '400' for a language Vela does not have. */
async function saveLanguage(page: Page, language: string): Promise<string> {
  return (await callApiAnswer<{ returnCode: string }>(page, 'user/saveLanguage', { language })).returnCode;
}

test.describe('language', () => {
  test('[S1-K-034] a person switches to Japanese in their profile: menus, screens, antd and dates change without a reload, and stay after one', async ({
    page,
  }) => {
    await signIn(page, RITA);
    await expectShell(page);
    try {
      await page.goto('/profileSetting/profileInfo');
      await expect(page.getByRole('heading', { name: 'My settings' })).toBeVisible();
      // A marker on the window: it survives an in-place switch, never a reload.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('combobox', { name: 'Language' }).click();
      // antd draws the choices as a virtual list beside a hidden listbox: pick the visible one.
      await page.locator('.ant-select-item-option[title="日本語"]').click();

      await expect(page.getByRole('heading', { name: '個人設定' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('tab', { name: 'プロフィール' })).toBeVisible();
      await expect(page.getByRole('button', { name: /のユーザーメニュー$/ })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );

      // Another screen: its own texts, antd's pagination texts, and times written the Japanese way.
      await page.getByRole('tab', { name: 'ログイン履歴' }).click();
      await expect(page.getByRole('columnheader', { name: '日時' })).toBeVisible();
      await expect(page.locator('.ant-pagination-options')).toContainText('件 / ページ');
      await expect(
        page.getByRole('cell', { name: /^\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}$/ }).first(),
      ).toBeVisible();
      await keepScreenshot(page, { path: test.info().outputPath('shell-language-ja-login-history.png') });

      // A reload (and so every later sign-in) starts in Japanese: the choice is the user's, on the server.
      await page.reload();
      await expect(page.getByRole('heading', { name: '個人設定' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^ようこそ、.+ さん$/ })).toBeVisible();
      // A feature screen's messages come in the same language, and so do the menu's object names.
      await page.getByRole('menuitem', { name: '取引先' }).click();
      await expect(page.getByRole('button', { name: '新規' }).first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await keepScreenshot(page, { path: test.info().outputPath('shell-language-ja-accounts.png') });
    } finally {
      expect(await saveLanguage(page, 'en')).toBe('1');
    }
  });

  test('[S1-K-034] in German and Chinese the metadata speaks the language too: list heading, menu, form labels, sections, picklist values, detail', async ({
    page,
  }) => {
    await signIn(page, RITA);
    await expectShell(page);
    const rows = page.locator('.vela-list__table tbody tr.vela-list__row');
    const shot = (name: string) =>
      keepScreenshot(page, { path: test.info().outputPath(`labels-${name}.png`) });
    const words = {
      de: {
        accounts: 'Accounts',
        phone: 'Telefon',
        picker: 'Datensatztyp wählen',
        customer: 'Kunde',
        section: 'Accountinformationen',
        name: 'Accountname',
        rating: 'Bewertung',
        hot: 'Heiß',
        cases: 'Fälle',
        appMenu: 'App-Menü',
      },
      'zh-CN': {
        accounts: '客户',
        phone: '电话',
        picker: '选择记录类型',
        customer: '客户',
        section: '客户信息',
        name: '客户名称',
        rating: '评级',
        hot: '热',
        cases: '个案',
        appMenu: '应用菜单',
      },
    } as const;
    try {
      for (const [language, word] of Object.entries(words)) {
        expect(await saveLanguage(page, language)).toBe('1');
        await page.goto('/');
        await expectShell(page);
        const menu = page.getByRole('navigation', { name: word.appMenu, exact: true });
        await expect(menu.getByRole('menuitem', { name: word.cases, exact: true })).toBeVisible();
        await menu.getByRole('menuitem', { name: word.accounts, exact: true }).click();
        await expect(page.getByRole('heading', { name: word.accounts, exact: true })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: word.phone })).toBeVisible();
        await expect(rows.first()).toBeVisible();
        // A picklist value in a list cell: the account type, stored as Customer.
        // (read as text: where inline edit is on, the cell's name also holds its pencil's label)
        await expect(rows.first().getByRole('cell').getByText(word.customer, { exact: true })).toBeVisible();
        await shot(`${language}-list`);

        await rows.first().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
        await expect(page.getByRole('heading', { name: word.section })).toBeVisible();
        await expect(page.locator('.vela-detail-field[data-field="name"] dt')).toHaveText(word.name);
        await shot(`${language}-detail`);

        await page.goto('/home/create/table/Account/account/001');
        const picker = page.getByRole('dialog', { name: word.picker });
        await expect(picker.getByRole('radio', { name: word.customer })).toBeChecked();
        await expect(async () => {
          if (await picker.isVisible()) await picker.locator('.ant-btn-primary').click({ timeout: 2_000 });
          await expect(picker).toBeHidden({ timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await expect(page.getByRole('heading', { name: word.section })).toBeVisible();
        await expect(page.locator('[data-form-field="name"]')).toContainText(word.name);
        await page.getByLabel(word.rating, { exact: true }).click();
        await expect(
          page.locator('.ant-select-dropdown:visible').getByTitle(word.hot, { exact: true }),
        ).toBeVisible();
        await shot(`${language}-form`);
        await page.keyboard.press('Escape');
      }
    } finally {
      expect(await saveLanguage(page, 'en')).toBe('1');
    }
  });

  test('[S1-K-034] the server refuses a language outside the 16, naming the field', async ({ page }) => {
    await signIn(page, RITA);
    await expectShell(page);
    expect(await saveLanguage(page, 'xx')).toBe('400');
  });
});

test.describe('white page', () => {
  test('[S1-B-051] an address hash naming a language-only page loads that page alone, in the remembered language', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('vela.language', 'de'));
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto('/#/help?topic=start');
    await expect(page).toHaveURL(/\/help\?topic=start$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Hilfecenter' })).toBeVisible();
    // A white page: no shell around it and no startup calls behind it.
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(
      calls.filter((path) => /getUserInfo|getUserSetup|getAllTab|query-client|data-layer/i.test(path)),
    ).toEqual([]);
    await keepScreenshot(page, { path: test.info().outputPath('shell-white-page-help.png') });

    // A hash that names a signed-in page is not a white page: the address keeps it, the shell asks for a sign-in.
    await page.goto('/#/reportObject/reportList');
    await expect(page).toHaveURL(/\/login$/);
  });
});
