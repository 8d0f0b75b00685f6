import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiSettings } from '../../api/api-settings.js';
import { subscribeFeedback } from '../../api/index.js';
import type { FeedbackEvent } from '../../api/user-feedback.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { loadPaymentModes } from './receivables-api.js';

/** Spec 2 §8: what the person sees when a picklist's values cannot be read (`/view/getSelectValue`). */
let server: FakeServer;
let feedback: FeedbackEvent[];
let unsubscribe: () => void;

beforeEach(() => {
  resetApiSettings();
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'user/reportClientError': () => ok(null),
    'field/getFieldList': envelopeRoute(() =>
      ok([{ id: 'fld-mode', apiname: 'paymentmode', fieldType: 'L' }]),
    ),
  });
  feedback = [];
  unsubscribe = subscribeFeedback((event) => feedback.push(event));
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('select values', () => {
  it('[S2-E-019] a refused select-value call shows its returnInfo as an error', async () => {
    server.on('view/getSelectValue', () => fail('400', 'Payment mode is not a picklist', 400));
    await expect(loadPaymentModes('en')).rejects.toMatchObject({
      response: { returnInfo: 'Payment mode is not a picklist' },
    });
    expect(feedback).toEqual([
      {
        type: 'dialog',
        dialog: expect.objectContaining({ text: { message: 'Payment mode is not a picklist' }, code: '400' }),
      },
    ]);
  });
});
