/** Setup (issue 18): the settings home, the object manager and the audit trail; screens load through the route table. */
export { ChooseTrackedFieldsButton } from './ChooseTrackedFieldsButton.js';
/** The frame of every setup page (administrators only), for setup pages other features keep. */
export { SetupFrame } from './SetupGuard.js';
export { AUDIT_TRAIL_PATH, OBJECT_MANAGER_PATH, objectDetailPath } from './settings-catalogue.js';
