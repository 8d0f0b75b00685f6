import { Checkbox, Input, Modal, Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewScope } from './list-view-api.js';

export interface ViewNameDraft {
  name: string;
  scope: ViewScope;
  shared: boolean;
}

interface ViewNameDialogProps {
  /** 'create' asks for the scope and sharing too; 'rename' only for the name. */
  mode: 'create' | 'rename' | null;
  initial: ViewNameDraft;
  busy: boolean;
  onConfirm: (draft: ViewNameDraft) => void;
  onCancel: () => void;
}

/** Naming a new list view (with whose records it shows and whether everyone sees it), or renaming one. */
export function ViewNameDialog({ mode, initial, busy, onConfirm, onCancel }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const scopeId = useId();
  const [draft, setDraft] = useState(initial);
  useEffect(() => {
    if (mode) setDraft(initial);
  }, [mode, initial]);
  const valid = draft.name.trim() !== '';
  return (
    <Modal
      open={mode !== null}
      title={mode === 'rename' ? t('listView.renameView') : t('listView.newView')}
      okButtonProps={{ disabled: !valid, loading: busy }}
      okText={t('common.save')}
      onOk={() => valid && onConfirm({ ...draft, name: draft.name.trim() })}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="vela-list__form">
        <div className="vela-list__field">
          <label htmlFor={nameId}>{t('listView.viewName')}</label>
          <Input
            id={nameId}
            autoFocus
            maxLength={80}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            onPressEnter={() => valid && onConfirm({ ...draft, name: draft.name.trim() })}
          />
        </div>
        {mode === 'create' && (
          <>
            <div className="vela-list__field">
              <label htmlFor={scopeId}>{t('listView.scope')}</label>
              <Select
                id={scopeId}
                aria-label={t('listView.scope')}
                value={draft.scope}
                onChange={(scope: ViewScope) => setDraft({ ...draft, scope })}
                options={(['all', 'mine', 'team'] as const).map((scope) => ({
                  value: scope,
                  label: t(`listView.scope.${scope}`),
                }))}
              />
            </div>
            <Checkbox
              checked={draft.shared}
              onChange={(event) => setDraft({ ...draft, shared: event.target.checked })}
            >
              {t('listView.shareView')}
            </Checkbox>
          </>
        )}
      </div>
    </Modal>
  );
}
