/** The file centre (issue 24): its screens load by route; the record page links here. */
export { fileDetailPath, fileListPath, recordFilesPath, saveBlob } from './file-centre-api.js';
