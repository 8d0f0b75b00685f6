export { InlineEditableValue } from './components/InlineEditableValue.js';
/** The overlapping-events dialog (S2-K-011, S2-K-012), also shown by the calendar for a new or moved event. */
export { ConflictDialog as EventConflictDialog } from './components/SaveDialogs.js';
export {
  type ApprovalSubmit,
  type ConfirmChange,
  type FieldChange,
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionPart,
  registerFormExtension,
  type SaveRoute,
} from './extensions/form-extensions.js';
export { useEditableFields } from './hooks/useEditableFields.js';
export type { PayloadContribution, SaveAction, SaveDialog } from './hooks/useRecordFormSave.js';
export {
  type CheckedList,
  closeRecordForm,
  type OpenRecordFormOptions,
  openRecordForm,
  useOpenRecordForm,
} from './open-record-form.js';
export {
  type FieldsEditorRequest,
  RecordFieldsEditor,
  type RecordFieldsEditorProps,
} from './RecordFieldsEditor.js';
export { RecordFormHost } from './RecordFormHost.js';
export { checkEventConflict } from './record-form-api.js';
