import {
  buildRequestHead,
  type getExportContract,
  type getExportObjectsContract,
  type listExportsContract,
  type startExportContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Exports of whole objects (issue 21, server module exports): types from core's contracts. */
export type { ExportObject, ExportView } from '@vela/core';

export const EXPORT_QUERY_KEY = 'objectExports';

export const fetchExportObjects = async () =>
  (await api.call<typeof getExportObjectsContract>('/exportFile/getObjects', {})).data;

export const fetchExports = async () =>
  (await api.call<typeof listExportsContract>('/exportFile/listExports', {})).data;

export const fetchExport = async (exportId: number) =>
  (await api.call<typeof getExportContract>('/exportFile/getExport', { exportId })).data;

export const startExport = async (question: Parameters<typeof api.call<typeof startExportContract>>[1]) =>
  (await api.call<typeof startExportContract>('/exportFile/start', question)).data;

/** The finished file, as the job wrote it (a raw download). */
export const downloadExport = (exportId: number) =>
  api.download(
    'exportFile/download',
    { method: 'post', body: { head: buildRequestHead(''), body: { exportId } } },
    { timeoutMs: 5 * 60_000 },
  );
