import { registerFormExtension } from '../record-form/index.js';

// Imported once by the shell: the editor's code loads with the record form, not with the shell.
registerFormExtension(
  'productLines',
  () => import('./form-extension.js').then((module) => module.productLinesFormExtension),
  // The product-line renderer's line editor (S2-B-024).
  { renderer: 'productLines' },
);
