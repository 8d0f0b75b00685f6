import { lazy, Suspense } from 'react';
import { loadFormExtensions } from './extensions/form-extensions.js';
import { closeRecordForm, useOpenRecordForm } from './open-record-form.js';

// The form's code loads when a form first opens, not with the shell; its extensions' code loads beside it.
const RecordFormDialog = lazy(async () => {
  const [module] = await Promise.all([import('./RecordFormDialog.js'), loadFormExtensions()]);
  return { default: module.RecordFormDialog };
});

/** Shows the dialog form `openRecordForm` asked for; mounted once in the shell. */
export function RecordFormHost() {
  const open = useOpenRecordForm((state) => state.open);
  const opening = useOpenRecordForm((state) => state.opening);
  if (!open) return null;
  const { consoleStyle, onSaved, onClientPool, ...request } = open;
  return (
    <Suspense fallback={null}>
      <RecordFormDialog
        key={opening}
        request={request}
        onClose={closeRecordForm}
        consoleStyle={consoleStyle ?? false}
        onClientPool={onClientPool ?? false}
        {...(onSaved ? { onSaved } : {})}
      />
    </Suspense>
  );
}
