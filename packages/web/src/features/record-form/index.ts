export {
  closeRecordForm,
  type OpenRecordFormOptions,
  openRecordForm,
  useOpenRecordForm,
} from './open-record-form.js';
export { RecordFormHost } from './RecordFormHost.js';
export type { WireValue } from './state/form-wire.js';
