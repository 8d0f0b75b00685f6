export type { ContentStore } from './content-store.js';
export { filesDemoSeeder } from './demo-seed.js';
export { fileAccessOf } from './file-centre-store.js';
export { fileInfo } from './file-info.js';
export { filesOfRecord, linkFilesToRecord, type RecordFileLink } from './file-links.js';
export { fileHeaders } from './file-reply.js';
export { isFileId, readFileBytes, readFileInfo, type StoredFileInfo, storeFile } from './file-store.js';
export { fileToPassOn, type PassedOnFile, passedOnContent } from './passed-on-files.js';
export { filesModule } from './routes.js';
