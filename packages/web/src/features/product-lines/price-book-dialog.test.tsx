import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPrice } from '@vela/core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { PriceBookDialog } from './PriceBookDialog.js';

const SLOW = { timeout: 20_000 } as const;
const price = (productId: string, productName: string, productCode: string): ProductPrice => ({
  id: `pbe-${productId}`,
  productId,
  productName,
  productCode,
  family: 'Hardware',
  unitPrice: 10,
  sourceCurrency: 'USD',
  price: 10,
  currency: 'USD',
  exchangeRate: '1.000000',
  pricebookId: 'pb-std',
});
const PRODUCTS = [
  price('p1', 'Vela Cloud Seat', 'VC-1'),
  price('p2', 'Harbor Sensor Kit', 'HW-7'),
  price('p3', 'Field Service Van Kit', 'HW-9'),
];

let server: FakeServer;
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  server.on(
    'pricebook/queryProductPricebookItems',
    envelopeRoute<{ keyword?: string }>(({ keyword }) => {
      const rows = PRODUCTS.filter(
        (row) =>
          !keyword || `${row.productName} ${row.productCode}`.toLowerCase().includes(keyword.toLowerCase()),
      );
      return ok({
        pricebooks: [{ id: 'pb-std', name: 'Standard', currency: 'USD', isStandard: true }],
        pricebook: { id: 'pb-std', name: 'Standard', currency: 'USD' },
        dataList: rows,
        totalCount: rows.length,
      });
    }),
  );
});
afterEach(() => resetGlobalState());

it('[S2-C-038] the add-products picker searches the price book while the person types (issue 26 item 14)', async () => {
  await renderWithApp(
    <PriceBookDialog
      objectApi="quote"
      customerId="001A"
      recordCurrency="USD"
      pricebookId="pb-std"
      withoutPriceBooks={false}
      onAdd={() => undefined}
      onClose={() => undefined}
    />,
  );
  expect(await screen.findByText('Vela Cloud Seat', {}, SLOW)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by product name or code' }), 'kit');
  await waitFor(() => expect(screen.queryByText('Vela Cloud Seat')).not.toBeInTheDocument(), SLOW);
  expect(screen.getByText('Harbor Sensor Kit')).toBeInTheDocument();
  expect(screen.getByText('Field Service Van Kit')).toBeInTheDocument();
  expect(envelopePayload(server.callsTo('pricebook/queryProductPricebookItems').at(-1))).toEqual(
    expect.objectContaining({ keyword: 'kit', page: 1 }),
  );
});
