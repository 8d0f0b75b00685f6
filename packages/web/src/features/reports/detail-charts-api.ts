import type {
  CallRequest,
  deleteDetailChartContract,
  getDetailChartsContract,
  runDetailChartContract,
  saveDetailChartContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Charts on record detail pages (issue 19, server module reports): requests and answers are core's contracts. */
export type { DetailChart, DetailChartDraft } from '@vela/core';

export const DETAIL_CHARTS_QUERY_KEY = 'detailCharts';

/**
 * Without an object: every chart (administrators); with one: what its detail page shows the caller,
 * quietly (a record page whose charts cannot be listed shows no Charts tab, never an error over the record).
 */
export const fetchDetailCharts = async (objectApi?: string) =>
  (
    await api.call<typeof getDetailChartsContract>(
      '/detailChart/list',
      objectApi ? { objectApi } : {},
      objectApi ? { callerHandlesErrors: true } : {},
    )
  ).data;
/** The dialog shows the server's refusal (naming the problem) in place. */
export const saveDetailChart = async (draft: CallRequest<typeof saveDetailChartContract>) =>
  (await api.call<typeof saveDetailChartContract>('/detailChart/save', draft, { callerHandlesErrors: true }))
    .data;
export const deleteDetailChart = async (id: string) =>
  (await api.call<typeof deleteDetailChartContract>('/detailChart/delete', { id })).data;
/** A chart that cannot run says why in its own card, not as a dialog over the record. */
export const runDetailChart = async (id: string, recordId: string) =>
  (
    await api.call<typeof runDetailChartContract>(
      '/detailChart/run',
      { id, recordId },
      { callerHandlesErrors: true },
    )
  ).data;
