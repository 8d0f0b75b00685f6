/** The list views of issue 7: the table view screen is loaded by the route table. */
export { detailPath } from './ListCell.js';
export type { FilterCriterion, ListViewInfo } from './list-view-api.js';
