/** The record detail page of issue 7: the screen is loaded by the route table. */

export { ObjectIcon } from './components/ObjectIcon.js';
export { RecordDetail } from './RecordDetailPage.js';
export {
  DETAIL_VISIBILITY_FLAGS,
  readDetailVisibility,
  writeDetailVisibility,
} from './state/detail-visibility.js';
export { recordPath } from './state/record-actions.js';
