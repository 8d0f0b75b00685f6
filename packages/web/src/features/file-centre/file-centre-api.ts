import type {
  bindFileContract,
  deleteFileContract,
  FileDetail,
  FileListScope,
  FileSummary,
  fileTextPreviewContract,
  getFileDetailContract,
  listFilesContract,
  listSharePrincipalsContract,
  restoreFileVersionContract,
  StoredFile,
  shareFileContract,
  unbindFileContract,
  unshareFileContract,
} from '@vela/core';
import { api, uploadFile } from '../../api/index.js';

export type { FileDetail, FileLimits, FileListScope, FileSummary, SharePrincipal } from '@vela/core';

export const FILE_CENTRE_QUERY_KEY = 'fileCentre';

export const fileListPath = () => '/ccFileCenter/ccFileList';
export const fileDetailPath = (id: string) => `/ccFileCenter/fileDetail?id=${encodeURIComponent(id)}`;
export const recordFilesPath = (recordId: string) =>
  `/ccFileCenter/detailList?recordId=${encodeURIComponent(recordId)}`;

export async function fetchFiles(scope: FileListScope, search: string, recordId?: string) {
  return (
    await api.call<typeof listFilesContract>('/file/list', {
      scope,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(recordId ? { recordId } : {}),
    })
  ).data;
}

export async function fetchFileDetail(id: string): Promise<FileDetail> {
  // A file the caller may not open is said on the page itself, not in the general error dialog.
  return (
    await api.call<typeof getFileDetailContract>('/file/getDetail', { id }, { callerHandlesErrors: true })
  ).data;
}

/** One file per call with its progress (spec 1 §7's upload timeout and callback); `versionOf` adds a version. */
export async function uploadToCentre(
  file: File,
  onProgress: (fraction: number) => void,
  versionOf?: string,
): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = versionOf ? `/file/upload?versionOf=${encodeURIComponent(versionOf)}` : '/file/upload';
  return (await uploadFile<StoredFile>(url, form, { onProgress, callerHandlesErrors: true })).data;
}

/** Deletes a file with its versions (its owner or an administrator); the page says itself what failed. */
export async function deleteFile(id: string) {
  return (await api.call<typeof deleteFileContract>('/file/delete', { id }, { callerHandlesErrors: true }))
    .data;
}

export async function restoreVersion(id: string, version: number) {
  return (await api.call<typeof restoreFileVersionContract>('/file/restoreVersion', { id, version })).data;
}

export async function shareFile(
  id: string,
  principalKind: 'user' | 'group',
  principalId: string,
  level: 'view' | 'edit',
) {
  return (await api.call<typeof shareFileContract>('/file/share', { id, principalKind, principalId, level }))
    .data;
}

export async function unshareFile(id: string, principalKind: 'user' | 'group', principalId: string) {
  return (await api.call<typeof unshareFileContract>('/file/unshare', { id, principalKind, principalId }))
    .data;
}

export async function bindFile(id: string, recordId: string) {
  return (await api.call<typeof bindFileContract>('/file/bind', { id, recordId })).data;
}

export async function unbindFile(id: string, recordId: string) {
  return (await api.call<typeof unbindFileContract>('/file/unbind', { id, recordId })).data;
}

export async function fetchSharePrincipals() {
  return (await api.call<typeof listSharePrincipalsContract>('/file/sharePrincipals', {})).data;
}

export async function fetchPreviewText(id: string, version?: number) {
  return (
    await api.call<typeof fileTextPreviewContract>('/file/previewText', {
      id,
      ...(version ? { version } : {}),
    })
  ).data;
}

export function downloadFileBlob(id: string, version?: number): Promise<Blob> {
  return api.download('file/downloadAttachement', {
    params: version ? { id, version: String(version) } : { id },
  });
}

/** Hands a blob to the browser as a download under its name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function readableSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export type { FileSummary as FileRow };
