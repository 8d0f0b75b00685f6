/** The record page's extras (issue 7): pages are loaded by the route table; the record page uses these parts. */

export { ClientPoolsAdmin } from './components/ClientPoolsAdmin.js';
export { FollowButton } from './components/FollowButton.js';
export { RecordFilesTab } from './components/RecordFilesTab.js';
export { ReturnToPoolButton } from './components/ReturnToPoolButton.js';
export { addRelatedPath, hierarchyPath } from './paths.js';
