/** The list views of issue 7: the table view screen is loaded by the route table. */
export { detailPath } from './ListCell.js';
export type { FilterCriterion, ListViewInfo } from './list-view-api.js';
export {
  fetchListCount,
  fetchListPage,
  fetchViewCatalogue,
  type ListCount,
  type ListQuestion,
  type ListRow,
  type ViewCatalogue,
} from './list-view-api.js';
/** Picks a person of the organisation by name (flows name the user a notice goes to). */
export { OwnerPicker } from './OwnerPicker.js';
export { type RecordStream, STREAM_PAGE_SIZE, useRecordStream } from './useRecordStream.js';
export {
  rowElementId,
  VIRTUAL_ROW_HEIGHT,
  type VirtualListHandle,
  VirtualListTable,
} from './VirtualListTable.js';
