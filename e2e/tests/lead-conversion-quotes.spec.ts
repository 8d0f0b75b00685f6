import { expect, type Page, test } from '@playwright/test';
import { callApi, callApiOrFail } from '../support/call-api.js';
import { expectShell, signIn } from '../support/sign-in.js';

interface Detail {
  data: Record<string, unknown>;
}

const detail = (page: Page, id: string) => callApiOrFail<Detail>(page, '/objectdetail/getDetail', { id });

/** A demo record of the object whose values pass `fits`, from the end of the lookup's list (pools and other specs use the first ones). */
async function demoRecord(page: Page, objId: string, fits: (values: Record<string, unknown>) => boolean) {
  const found = await callApiOrFail<{ dataList: Array<{ id: string }> }>(page, '/lookup/getLookupData', {
    objId,
    keyword: '',
    pageSize: 50,
  });
  for (const row of [...found.dataList].reverse()) {
    const values = (await detail(page, row.id)).data;
    if (fits(values)) return { id: row.id, values };
  }
  throw new Error(`no demo ${objId} fits`);
}

const toast = (page: Page) => page.locator('.ant-message-notice');
const recordName = (page: Page) => page.locator('#vela-detail-record-name');

// Each test walks a flow through several screens; the shared machine is slow.
test.describe.configure({ timeout: 180_000 });

test('a person converts a demo lead from its page into an account, a contact and an opportunity, and lands on the new account', async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  const lead = await demoRecord(
    page,
    'lead',
    (values) =>
      values.marketsea !== true && values.status !== 'Converted' && String(values.company ?? '') !== '',
  );
  const company = String(lead.values.company);
  await page.goto(`/commonObjects/detail/${lead.id}/DETAIL`);
  await expect(recordName(page)).toHaveText(String(lead.values.name));
  await page.getByRole('button', { name: 'Convert', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Convert lead' });
  await expect(dialog.getByRole('textbox', { name: 'Account name' })).toHaveValue(company);
  await expect(dialog.getByRole('textbox', { name: 'Opportunity name' })).toHaveValue(`${company}-`);
  await dialog.getByRole('textbox', { name: 'Opportunity name' }).fill(`${company} first order`);
  await dialog.getByRole('button', { name: 'Convert', exact: true }).click();

  const done = page.getByRole('dialog', { name: 'Your lead has been converted' });
  await expect(done.getByRole('link', { name: `${company} first order` })).toBeVisible();
  await expect(done.getByRole('link', { name: String(lead.values.name) })).toBeVisible();
  await done.getByRole('link', { name: company, exact: true }).click();
  await expect(recordName(page)).toHaveText(company);
  await expect(page.locator('.vela-detail-title__object')).toHaveText('Account');

  // The lead is Converted, linked to what it became, and offers no Edit any more.
  await page.goto(`/commonObjects/detail/${lead.id}/DETAIL`);
  await expect(
    page.locator('.vela-detail-title .ant-tag').getByText('Converted', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const converted = (await detail(page, lead.id)).data;
  expect(converted.status).toBe('Converted');
  expect(converted.convertedaccountidccname).toBe(company);
});

test('a person makes a quote from an opportunity, syncs it, accepts it and creates an order from it', async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  const deal = await demoRecord(
    page,
    'opportunity',
    (values) => typeof values.khmc === 'string' && values.khmc !== '' && !values.syncedquoteid,
  );
  const dealName = String(deal.values.name);
  await page.goto(`/commonObjects/detail/${deal.id}/DETAIL`);
  await expect(recordName(page)).toHaveText(dealName);
  await page.getByRole('button', { name: 'New quote' }).click();
  await expect(page.locator('.vela-detail-title__object')).toHaveText('Quote');
  await expect(recordName(page)).toHaveText(dealName);
  const quoteId = decodeURIComponent(/detail\/([^/]+)\//.exec(page.url())?.[1] ?? '');
  const quote = (await detail(page, quoteId)).data;
  expect(quote.khmc).toBe(deal.values.khmc);
  expect(String(quote.quotenumber)).toMatch(/^Q-\d{6}$/);

  // Two licences on the quote (the line editor has its own spec).
  const products = await callApiOrFail<{ dataList: Array<{ id: string; name: string }> }>(
    page,
    '/lookup/getLookupData',
    { objId: 'product', keyword: 'Vela Console', pageSize: 5 },
  );
  const product = products.dataList[0];
  if (!product) throw new Error('no demo product');
  const [saved] = await callApi<Array<{ isSaveSuccess: boolean; errormessage: string }>>(
    page,
    '/objectInfo/save',
    {
      objectApi: 'quote',
      data: JSON.stringify([{ id: quoteId }]),
      masterdata: JSON.stringify([
        {
          objectApi: 'quotedetail',
          relatedField: 'quoteid',
          data: [{ name: product.name, product: product.id, qty: 2, listprice: '1000' }],
        },
      ]),
    },
  );
  expect(saved?.isSaveSuccess, saved?.errormessage).toBe(true);
  await page.reload();

  await page.getByRole('button', { name: 'Sync with opportunity' }).click();
  await expect(toast(page)).toContainText("this quote's lines and total");
  await expect(page.locator('.vela-detail-title').getByText('Syncing', { exact: true })).toBeVisible();
  const synced = (await detail(page, deal.id)).data;
  expect(synced.syncedquoteid).toBe(quoteId);
  expect(Number(synced.amount)).toBe(2000);

  // Not accepted yet: no Create order.
  await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0);
  await callApiOrFail(page, '/objectInfo/save', {
    objectApi: 'quote',
    data: JSON.stringify([{ id: quoteId, status: 'Accepted' }]),
  });
  await page.reload();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.locator('.vela-detail-title__object')).toHaveText('Order');
  await expect(recordName(page)).toHaveText(dealName);
  await expect(toast(page)).toContainText(/Order ORD-\d{6} created/);
  const orderId = decodeURIComponent(/detail\/([^/]+)\//.exec(page.url())?.[1] ?? '');
  const order = (await detail(page, orderId)).data;
  expect(order).toMatchObject({ quoteid: quoteId, accountid: deal.values.khmc });
  expect(Number(order.amount)).toBe(2000);
});
