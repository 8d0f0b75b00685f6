import { api, uploadFile } from '../../api/index.js';

/** A stored file as /file/upload and /file/getFileInfo answer it. */
export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
}

export const FILE_PATHS = {
  upload: '/file/upload',
  info: '/file/getFileInfo',
  download: 'file/downloadFile',
} as const;

/** One file per call: the server's body limit fits one 10 MB file, and progress is per file. */
export async function uploadOne(file: File, onProgress?: (fraction: number) => void): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await uploadFile<StoredFile>(FILE_PATHS.upload, form, { onProgress, callerHandlesErrors: true }))
    .data;
}

export async function fetchFileInfo(ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return (await api.postFormat<StoredFile[]>(FILE_PATHS.info, { ids: [...ids] })).data ?? [];
}

export function downloadStoredFile(id: string): Promise<Blob> {
  return api.download(FILE_PATHS.download, { params: { id } });
}
