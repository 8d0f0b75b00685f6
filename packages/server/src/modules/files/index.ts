export { isFileId, readFileInfo, type StoredFileInfo } from './file-store.js';
export { filesModule } from './routes.js';
