import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineLogic } from './combine-logic.js';
import { DeleteRefusals } from './DeleteRefusals.js';
import type { ViewAction } from './ListToolbar.js';
import {
  deleteView,
  forgetColumns,
  type MassResult,
  massDelete,
  massTransferOwner,
  renameView,
  saveView,
  shareView,
} from './list-view-api.js';
import type { ListViewState } from './useListViewState.js';
import type { ViewNameDraft } from './ViewNameDialog.js';

interface ActionsInput {
  state: ListViewState;
  objectApi: string;
  messages: MessageInstance;
  modal: HookAPI;
  onOwnerDone: () => void;
}

/** What the toolbar's buttons do: view management and the mass actions on selected rows. */
export function useListViewActions({ state, objectApi, messages, modal, onOwnerDone }: ActionsInput) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [naming, setNaming] = useState<'create' | 'saveAs' | 'rename' | null>(null);
  const current = state.catalogue.data?.views.find((view) => view.id === state.viewId);
  const namingInitial = useMemo<ViewNameDraft>(
    () => ({
      name: naming === 'rename' ? (current?.name ?? '') : '',
      scope: current?.scope ?? 'all',
      shared: false,
    }),
    [naming, current],
  );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const reportSkipped = (skipped: string[]) => {
    if (skipped.length > 0) void messages.warning(t('listView.skipped', { count: skipped.length }));
  };

  // Records left with a reason are listed with it; the others are only counted.
  const reportRefused = (result: MassResult) => {
    const refused = result.refused ?? [];
    const told = new Set(refused.map((refusal) => refusal.id));
    reportSkipped(result.skipped.filter((id) => !told.has(id)));
    if (refused.length > 0)
      void modal.warning({
        title: t('listView.deleteRefused', { count: refused.length }),
        content: createElement(DeleteRefusals, { refused }),
        okText: t('common.ok'),
      });
  };

  const deleteSelected = () => {
    const ids = [...state.selected];
    void modal.confirm({
      title: t('listView.deleteConfirm', { count: ids.length }),
      okText: t('listView.deleteSelected'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await massDelete(objectApi, ids);
        if (result.done.length > 0)
          void messages.success(t('listView.deleted', { count: result.done.length }));
        reportRefused(result);
        state.setSelected([]);
        await state.refresh();
      },
    });
  };

  const transferOwner = (ownerId: string, ownerName: string) =>
    void run(async () => {
      const result = await massTransferOwner(objectApi, [...state.selected], ownerId);
      void messages.success(t('listView.ownerChanged', { count: result.done.length, name: ownerName }));
      reportSkipped(result.skipped);
      state.setSelected([]);
      onOwnerDone();
      await state.refresh();
    });

  const removeView = () => {
    if (!current) return;
    void modal.confirm({
      title: t('listView.deleteViewConfirm', { name: current.name }),
      okText: t('listView.deleteView'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteView(current.id);
        } catch {
          // Spec 1 §8: no error dialog for deleteView; the list says it here instead.
          void messages.error(t('listView.deleteViewFailed'));
          return;
        }
        await state.refresh();
        const fallback = state.catalogue.data?.defaultViewId;
        if (fallback) state.chooseView(fallback);
      },
    });
  };

  const onViewAction = (action: ViewAction) => {
    if (!current && action !== 'create') return;
    switch (action) {
      case 'create':
      case 'saveAs':
      case 'rename':
        setNaming(action);
        return;
      case 'share':
      case 'unshare':
        void run(async () => {
          await shareView(current?.id ?? '', action === 'share');
          await state.refresh();
        });
        return;
      case 'resetColumns':
        void run(async () => {
          await forgetColumns(current?.id ?? '').catch(() => undefined);
          await state.refresh();
        });
        return;
      case 'delete':
        removeView();
        return;
    }
  };

  const confirmName = (draft: ViewNameDraft) =>
    void run(async () => {
      if (naming === 'rename' && current) {
        await renameView(current.id, draft.name);
        setNaming(null);
        await state.refresh();
        return;
      }
      const base = naming === 'saveAs' && current ? current : undefined;
      const combined = base
        ? combineLogic(base.criteria, base.logic, state.filter.criteria, state.filter.logic)
        : { criteria: state.filter.criteria, logic: state.filter.logic };
      const saved = await saveView(objectApi, {
        name: draft.name,
        scope: draft.scope,
        shared: draft.shared,
        criteria: combined.criteria,
        logic: combined.logic,
        ...(state.page.data ? { columns: state.page.data.columns.map((column) => column.apiName) } : {}),
        ...(state.sort ? { sort: state.sort } : {}),
      });
      setNaming(null);
      await state.refresh();
      state.chooseView(saved.id);
    });

  return {
    busy,
    naming: naming === 'saveAs' ? ('create' as const) : naming,
    namingInitial,
    confirmName,
    cancelName: () => setNaming(null),
    onViewAction,
    deleteSelected,
    transferOwner,
  };
}
