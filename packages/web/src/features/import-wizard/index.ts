/** The import wizard (issue 21): its screen is loaded by the route table; other features need nothing of it. */
export { wizardPath } from './import-api.js';
