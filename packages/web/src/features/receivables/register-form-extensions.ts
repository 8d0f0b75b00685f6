import { registerFormExtension } from '../record-form/index.js';

// Imported once by the shell: the payment editor's code loads with the record form, not with the shell.
registerFormExtension(
  'paymentDetails',
  () => import('./form-extension.js').then((module) => module.paymentDetailsFormExtension),
  // The product-line renderer's payment-details editor (009, S2-B-024).
  { renderer: 'productLines' },
);
