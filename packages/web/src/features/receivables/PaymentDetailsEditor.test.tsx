import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIVABLE_QUICK_CREATE_MS } from '@vela/core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { PaymentDetailsEditor } from './PaymentDetailsEditor.js';
import { usePaymentDetails } from './usePaymentDetails.js';

let server: FakeServer;

function Receivable() {
  const payments = usePaymentDetails({
    objectApi: 'velaproceed',
    mode: 'NEW',
    values: { amount: '', paymentdate: '2026-11-25' },
  });
  return payments ? <PaymentDetailsEditor payments={payments} /> : null;
}

let typeAmount: (amount: string) => void = () => undefined;

/** A receivable whose amount received the test types, one keystroke at a time. */
function TypedReceivable() {
  const [amount, setAmount] = useState('');
  typeAmount = setAmount;
  const payments = usePaymentDetails({
    objectApi: 'velaproceed',
    mode: 'NEW',
    values: { amount, paymentdate: '2026-11-25' },
  });
  return payments ? <PaymentDetailsEditor payments={payments} /> : null;
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  server.on(
    'field/getFieldList',
    envelopeRoute(() =>
      ok([
        { id: 'fld-amount', apiname: 'amount', fieldType: 'c' },
        { id: 'fld-mode', apiname: 'paymentmode', fieldType: 'L' },
      ]),
    ),
  );
  server.on(
    'view/getSelectValue',
    envelopeRoute<{ fieldId: string }>(({ fieldId }) =>
      ok(
        fieldId === 'fld-mode'
          ? [
              { codekey: 'wire', codevalue: 'Virement', isdefaultvalue: false, order: 0 },
              { codekey: 'crypto', codevalue: 'Stablecoin', isdefaultvalue: true, order: 1 },
            ]
          : [],
      ),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  resetGlobalState();
});

describe('receivable payment rows', () => {
  it("[S2-D-041] offers the payment-detail object's own paymentmode picklist, its default on new rows", async () => {
    await renderWithApp(<Receivable />);
    await waitFor(() => expect(server.callsTo('view/getSelectValue')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Add payment/ }));
    const select = await screen.findByRole('combobox', { name: 'Payment mode, payment 1' });
    // The picklist's default is already chosen on the new row.
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent('Stablecoin'));
    await userEvent.click(select);
    await screen.findAllByRole('option');
    // antd draws the visible choices apart from its hidden accessible list.
    const shown = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(shown.map((option) => option.textContent)).toEqual(['Virement', 'Stablecoin']);
    expect(screen.queryByText('Cheque')).toBeNull();
  });

  it('[S2-K-009] the first payment for the whole amount is made 800 ms after the typing of the amount rests, the timer starting again at each keystroke', async () => {
    expect(RECEIVABLE_QUICK_CREATE_MS).toBe(800);
    await renderWithApp(<TypedReceivable />);
    await waitFor(() => expect(server.callsTo('view/getSelectValue')).toHaveLength(1));
    vi.useFakeTimers();
    const firstRow = () => screen.queryByRole('textbox', { name: 'Amount, payment 1' });
    act(() => typeAmount('1'));
    act(() => vi.advanceTimersByTime(500));
    act(() => typeAmount('12'));
    act(() => vi.advanceTimersByTime(799));
    expect(firstRow()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(firstRow()).toHaveValue('12');
  });
});
