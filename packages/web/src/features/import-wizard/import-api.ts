import {
  buildRequestHead,
  type cancelImportContract,
  type dryRunImportContract,
  type getImportContract,
  type getImportMappingContract,
  type getImportObjectsContract,
  type getImportSettingsContract,
  IMPORT_RAW_UPLOAD_PATH,
  type ImportFailureFormat,
  type ImportSettings,
  type ImportView,
  type listImportsContract,
  type rollbackImportContract,
  type runImportContract,
  type saveImportSettingsContract,
  type UploadImportRawQuery,
} from '@vela/core';
import { uploadFile } from '../../api/file-upload.js';
import { api } from '../../api/index.js';

/** The import wizard's calls (issue 21, server module imports): types from core's contracts. */
export type {
  ColumnMapping,
  ImportFailureFormat,
  ImportField,
  ImportObject,
  ImportSummary,
  ImportView,
} from '@vela/core';

export const IMPORT_QUERY_KEY = 'importWizard';

export const fetchImportObjects = async () =>
  (await api.call<typeof getImportObjectsContract>('/importFile/getObjects', {})).data;

/**
 * Step 1's upload: the file streamed as multipart (any size up to the organisation's import limit), the
 * choices in the query string. A refused file (its reason names the row) is shown on the step, not as a dialog.
 */
export const uploadImportFile = async (file: File, choices: UploadImportRawQuery) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams(choices).toString();
  return (
    await uploadFile<ImportView>(`${IMPORT_RAW_UPLOAD_PATH}?${query}`, form, {
      callerHandlesErrors: true,
      timeoutMs: 30 * 60_000,
    })
  ).data;
};

/** The organisation's import size limit, checked before a file is sent. */
export const fetchImportSettings = async () =>
  (await api.call<typeof getImportSettingsContract>('/importFile/getSettings', {})).data;

/** Setup: the organisation's import size limit changed (system administrators; the server says why not). */
export const saveImportSettings = async (settings: ImportSettings) =>
  (
    await api.call<typeof saveImportSettingsContract>('/importFile/saveSettings', settings, {
      callerHandlesErrors: true,
    })
  ).data;

export const fetchImportHistory = async () =>
  (await api.call<typeof listImportsContract>('/importFile/listImports', {})).data;

export const fetchImport = async (importId: string) =>
  (await api.call<typeof getImportContract>('/importFile/getImport', { importId })).data;

export const fetchImportMapping = async (importId: string) =>
  (await api.call<typeof getImportMappingContract>('/importFile/getMapping', { importId })).data;

export const startDryRun = async (question: Parameters<typeof api.call<typeof dryRunImportContract>>[1]) =>
  (await api.call<typeof dryRunImportContract>('/importFile/dryRun', question)).data;

export const startImport = async (importId: string) =>
  (await api.call<typeof runImportContract>('/importFile/run', { importId })).data;

export const cancelImport = async (importId: string) =>
  (await api.call<typeof cancelImportContract>('/importFile/cancel', { importId })).data;

/** Rolls a finished import back; a refusal (records changed since, too late) is shown as the app's error toast. */
export const rollbackImport = async (importId: string) =>
  (await api.call<typeof rollbackImportContract>('/importFile/rollback', { importId })).data;

/** The failed rows with their reasons, as the CSV or Excel file the server writes (a raw download, spec 1 §7). */
export const downloadFailFile = (importId: string, format: ImportFailureFormat) =>
  api.download(
    'importFile/downloadFailFile',
    // The token travels in the accessToken header, as on every call.
    { method: 'post', body: { head: buildRequestHead(''), body: { importId, format } } },
    { timeoutMs: 5 * 60_000 },
  );

export const wizardPath = (step: 'home' | 'step1' | 'step2' | 'step3', importId?: string) =>
  `/importmodule/${step}${importId ? `?importId=${encodeURIComponent(importId)}` : ''}`;
