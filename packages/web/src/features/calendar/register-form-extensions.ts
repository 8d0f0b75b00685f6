import { registerFormExtension } from '../record-form/index.js';

// Imported once by the shell: the series question's code loads with the record form, not with the shell.
registerFormExtension('eventSeries', () =>
  import('./series-form-extension.js').then((module) => module.seriesFormExtension),
);
