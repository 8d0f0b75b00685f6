export { IMPORT_ID_PREFIX, type ImportNoticeKind, importNoticeText } from './import-notices.js';
export {
  IMPORT_REASON_CODES,
  type ImportReasonCode,
  type ImportReasonParams,
  importReasonText,
  isImportReasonCode,
} from './import-reasons.js';
