import type { getFileInfoContract, StoredFile, uploadFileContract } from '@vela/core';
import { api, uploadFile } from '../../api/index.js';

export type { StoredFile } from '@vela/core';

export const FILE_PATHS = {
  upload: '/file/upload' satisfies (typeof uploadFileContract)['path'],
  info: '/file/getFileInfo' satisfies (typeof getFileInfoContract)['path'],
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
  return (await api.call<typeof getFileInfoContract>(FILE_PATHS.info, { ids: [...ids] })).data;
}

export function downloadStoredFile(id: string): Promise<Blob> {
  return api.download(FILE_PATHS.download, { params: { id } });
}
