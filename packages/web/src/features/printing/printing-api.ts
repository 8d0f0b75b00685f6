import type { PrintDocument, TotalWords } from '@vela/core';
import { api } from '../../api/index.js';

/** The printing calls (server module printing; payloads in docs/DESIGN-CHOICES.md "Printing"). */
export interface ReaderSettings {
  language: string;
  timeZone?: string;
  words: TotalWords;
}

export interface RecordPrintQuestion {
  kind: 'detail' | 'quotation' | 'invoice';
  id: string;
  objId?: string;
  userId?: string;
  orgId?: string;
}

export interface TablePrintQuestion {
  objectApi: string;
  objId?: string;
  prefix?: string;
  viewId?: string;
  pageNum: number;
  pageSize: number;
  keyword?: string;
  exact?: boolean;
  filters?: {
    criteria: Array<{ field: string; operator: string; value?: string | string[] }>;
    logic?: string;
  };
  sort?: { field: string; order: 'asc' | 'desc' };
  scope?: 'all' | 'mine' | 'team';
}

/** The print page says itself what went wrong: no error dialog over it. */
const PAGE_SHOWS_ERRORS = { callerHandlesErrors: true } as const;

export const PRINT_QUERY_KEY = 'printing';

export const fetchRecordPrint = async (question: RecordPrintQuestion, reader: ReaderSettings) =>
  (
    await api.postFormat<PrintDocument>(
      'print/getPrintDocument',
      { ...question, ...reader },
      PAGE_SHOWS_ERRORS,
    )
  ).data;

export const fetchTablePrint = async (question: TablePrintQuestion, reader: ReaderSettings) =>
  (await api.postFormat<PrintDocument>('print/getPrintTable', { ...question, ...reader }, PAGE_SHOWS_ERRORS))
    .data;

export const downloadRecordPdf = (question: RecordPrintQuestion, reader: ReaderSettings) =>
  api.download('print/downloadRecordPdf', { method: 'post', body: { ...question, ...reader } });

export const downloadTablePdf = (question: TablePrintQuestion, reader: ReaderSettings) =>
  api.download('print/downloadTablePdf', { method: 'post', body: { ...question, ...reader } });
