import type { CallRequest, getPrintDocumentContract, getPrintTableContract, TotalWords } from '@vela/core';
import { api } from '../../api/index.js';

/** The printing calls (server module printing; payloads in docs/DESIGN-CHOICES.md "Printing"). */
export interface ReaderSettings {
  language: string;
  timeZone?: string;
  words: TotalWords;
}

/** What the print pages ask; the reader's settings are sent beside it. Core's contracts (issue 17). */
export type RecordPrintQuestion = Pick<
  CallRequest<typeof getPrintDocumentContract>,
  'kind' | 'id' | 'objId' | 'userId' | 'orgId'
>;
export type TablePrintQuestion = Omit<
  CallRequest<typeof getPrintTableContract>,
  'language' | 'timeZone' | 'words'
>;

/** The print page says itself what went wrong: no error dialog over it. */
const PAGE_SHOWS_ERRORS = { callerHandlesErrors: true } as const;

export const PRINT_QUERY_KEY = 'printing';

export const fetchRecordPrint = async (question: RecordPrintQuestion, reader: ReaderSettings) =>
  (
    await api.call<typeof getPrintDocumentContract>(
      '/print/getPrintDocument',
      { ...question, ...reader },
      PAGE_SHOWS_ERRORS,
    )
  ).data;

export const fetchTablePrint = async (question: TablePrintQuestion, reader: ReaderSettings) =>
  (
    await api.call<typeof getPrintTableContract>(
      '/print/getPrintTable',
      { ...question, ...reader },
      PAGE_SHOWS_ERRORS,
    )
  ).data;

export const downloadRecordPdf = (question: RecordPrintQuestion, reader: ReaderSettings) =>
  api.download('print/downloadRecordPdf', { method: 'post', body: { ...question, ...reader } });

export const downloadTablePdf = (question: TablePrintQuestion, reader: ReaderSettings) =>
  api.download('print/downloadTablePdf', { method: 'post', body: { ...question, ...reader } });
