/** Setup (issue 18): the settings home, the object manager and the audit trail; screens load through the route table. */
export { AUDIT_TRAIL_PATH, OBJECT_MANAGER_PATH, objectDetailPath } from './settings-catalogue.js';
