export * from './profile-api.js';
export { saveFile } from './save-file.js';
