/** The recycle bin and duplicate check and merge of issue 7: the screens are loaded by the route table. */
export { FindDuplicatesButton } from './FindDuplicatesButton.js';
export { mergePath } from './record-cleanup-api.js';
