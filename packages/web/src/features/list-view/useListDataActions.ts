import { EXPORT_ROW_LIMIT, exportIsCapped } from '@vela/core';
import type { MessageInstance } from 'antd/es/message/interface';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import {
  type ExportFormat,
  exportList,
  type FieldUpdateResult,
  type FieldValue,
  type ListFieldInfo,
  type ListQuestion,
  updateFieldOfRecords,
  type ViewSort,
} from './list-view-api.js';
import type { ListViewState } from './useListViewState.js';

/** A file name for the download: the object, the view and the day, as the server names it. */
export function exportFileName(label: string, view: string, format: ExportFormat, day = new Date()): string {
  const stem = `${label}-${view}-${day.toISOString().slice(0, 10)}`.replace(/[^\p{L}\p{N}._ -]+/gu, '_');
  return `${stem}.${format}`;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The toast of a finished export. A keyword search's file holds the matches
 * the table sorts among, no more (the server's header gives the bound): the
 * toast says so, as a warning that stays a little longer.
 */
export function exportedMessage(
  t: Translate,
  file: {
    name: string;
    keywordBound: number | null;
    keyword: string;
    language: string;
    /** The list's count (exact or estimated): past the export limit the file holds only its first rows. */
    count?: number | undefined;
  },
) {
  const { name, keywordBound } = file;
  if (keywordBound === null && exportIsCapped(file.count))
    return {
      type: 'warning' as const,
      content: t('listView.exportedCapped', {
        name,
        limit: new Intl.NumberFormat(file.language || 'en').format(EXPORT_ROW_LIMIT),
      }),
      key: 'export',
      duration: 8,
    };
  if (keywordBound === null)
    return { type: 'success' as const, content: t('listView.exported', { name }), key: 'export' };
  return {
    type: 'warning' as const,
    content: t('listView.exportedBounded', {
      name,
      limit: new Intl.NumberFormat(file.language || 'en').format(keywordBound),
      keyword: file.keyword.trim(),
    }),
    key: 'export',
    duration: 8,
  };
}

interface DataActionsInput {
  state: ListViewState;
  objectApi: string;
  messages: MessageInstance;
}

/** Export of the list as the user sees it, and mass edit of the selected rows. */
export function useListDataActions({ state, objectApi, messages }: DataActionsInput) {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [massEditOpen, setMassEditOpen] = useState(false);
  const [massEditBusy, setMassEditBusy] = useState(false);
  const [massEditResult, setMassEditResult] = useState<FieldUpdateResult | null>(null);
  const question: ListQuestion = {
    objectApi,
    viewId: state.viewId,
    filters: state.filter,
    keyword: state.keyword,
  };

  const exportAs = (format: ExportFormat, sort: ViewSort | undefined) => {
    const catalogue = state.catalogue.data;
    const view = catalogue?.views.find((entry) => entry.id === state.viewId);
    const name = exportFileName(catalogue?.pluralLabel ?? objectApi, view?.name ?? '', format);
    setExporting(true);
    void messages.open({ type: 'loading', content: t('listView.exporting'), key: 'export', duration: 0 });
    exportList(question, sort, format)
      .then(({ file, keywordBound }) => {
        saveFile(file, name);
        const told = exportedMessage(t, {
          name,
          keywordBound,
          keyword: state.keyword,
          language: i18n.language,
          count: state.count.data?.count,
        });
        // The bound's note names the file and the words searched: it wraps rather than run off the screen.
        void messages.open(
          told.type === 'warning'
            ? {
                ...told,
                content: createElement('span', { className: 'vela-list-export-bounded' }, told.content),
              }
            : told,
        );
      })
      .catch(() => void messages.open({ type: 'error', content: t('listView.exportFailed'), key: 'export' }))
      .finally(() => setExporting(false));
  };

  const applyMassEdit = (field: ListFieldInfo, value: FieldValue) => {
    setMassEditBusy(true);
    updateFieldOfRecords(objectApi, [...state.selected], field.apiName, value)
      .then(async (result) => {
        if (result.failed.length === 0) {
          void messages.success(t('listView.massEditDone', { count: result.done.length }));
          setMassEditOpen(false);
          setMassEditResult(null);
          state.setSelected([]);
        } else {
          // The refused records stay selected, so a second try is one click away.
          setMassEditResult(result);
          state.setSelected(result.failed.map((entry) => entry.id));
        }
        await state.refresh();
      })
      .catch(() => undefined)
      .finally(() => setMassEditBusy(false));
  };

  return {
    exporting,
    exportAs,
    massEdit: {
      open: massEditOpen,
      busy: massEditBusy,
      result: massEditResult,
      start: () => {
        setMassEditResult(null);
        setMassEditOpen(true);
      },
      apply: applyMassEdit,
      close: () => {
        setMassEditOpen(false);
        setMassEditResult(null);
      },
    },
  };
}
