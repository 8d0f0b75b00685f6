/** Marketing forms (web-to-lead): the list, templates, builder, preview, detail with submissions, and the public page. */
export { default as FormBuilderPage } from './FormBuilderPage.js';
export { default as FormDetailPage } from './FormDetailPage.js';
export { default as FormPreviewPage } from './FormPreviewPage.js';
export { default as MarketingFormListPage } from './MarketingFormListPage.js';
export { default as PublicFormPage } from './PublicFormPage.js';
export { default as SelectTemplatePage } from './SelectTemplatePage.js';
export { default as SubmissionsPage } from './SubmissionsPage.js';
