export { useEditableFields } from './hooks/useEditableFields.js';
export {
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
export type { WireValue } from './state/form-wire.js';
