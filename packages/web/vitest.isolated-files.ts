/**
 * Web test files that fail when they share a page and modules with other files (found by running the web
 * tests shared, in two orders): they read the message catalogue or a module's state as a fresh page has it,
 * sign in or out, or stub what others use. They run alone, each on a page of its own.
 */
export const ISOLATED_WEB_TESTS: string[] = [
  'src/api/ErrorDialog.test.tsx',
  'src/api/conformance-browser-db.test.tsx',
  'src/api/feedback-host.test.ts',
  'src/api/request-client.test.ts',
  'src/auth/LoginPage.test.tsx',
  'src/features/field-widgets/field-widgets.test.tsx',
  'src/features/file-centre/upload-zone.test.tsx',
  // Presses keys (Enter, Escape) in a dialog and sets the signed-in user's profile.
  'src/features/file-centre/file-delete.test.tsx',
  // Stands PDF.js in with a fake (the page has no canvas to draw into).
  'src/features/file-centre/file-pdf-preview.test.tsx',
  'src/features/field-widgets/file-widget.test.tsx',
  'src/features/field-widgets/lookup-widget.test.tsx',
  // Presses keys (Enter, Tab, Space) and stubs URL.createObjectURL for its downloads.
  'src/features/marketing-forms/marketing-forms-screens.test.tsx',
  // Registers a form extension of its own and sets IS_OPEN_NEW_CREATE_EDIT for every form.
  'src/features/product-lines/conformance-renderer.test.tsx',
  'src/features/profile/profile.test.tsx',
  'src/features/record-form/RecordFormConflict.test.tsx',
  'src/features/record-form/extensions/form-extensions.test.tsx',
  'src/features/record-form/state/refusal-text.test.ts',
  'src/features/shift-plan/shift-plan.test.tsx',
  'src/routes/route-frame.test.tsx',
  'src/shell/open-page/open-page.test.tsx',
  'src/shell/shell-places.test.tsx',
];
