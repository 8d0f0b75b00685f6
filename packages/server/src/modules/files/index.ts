export { filesOfRecord, linkFilesToRecord, type RecordFileLink } from './file-links.js';
export { isFileId, readFileInfo, type StoredFileInfo } from './file-store.js';
export { filesModule } from './routes.js';
