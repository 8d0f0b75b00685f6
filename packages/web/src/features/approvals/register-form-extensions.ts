import { registerFormExtension } from '../record-form/index.js';

// Imported once by the shell: the approval dialogs' code loads with the record form, not with the shell.
registerFormExtension('approval', () =>
  import('./form-extension.js').then((module) => module.approvalFormExtension),
);
