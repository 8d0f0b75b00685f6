export { InlineEditableValue } from './components/InlineEditableValue.js';
export {
  type ApprovalSubmit,
  type ConfirmChange,
  type FieldChange,
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionPart,
  registerFormExtension,
} from './extensions/form-extensions.js';
export { useEditableFields } from './hooks/useEditableFields.js';
export type { PayloadContribution, SaveAction } from './hooks/useRecordFormSave.js';
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
