export {
  closeRecordForm,
  type OpenRecordFormOptions,
  openRecordForm,
} from './open-record-form.js';
export { RecordFormHost } from './RecordFormHost.js';
