import { CloseOutlined } from '@ant-design/icons';
import { VALIDATION_POPOVER_WIDTH_PX } from '@vela/core';
import { Button } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToField } from '../hooks/useRecordFormSave.js';
import type { FormModel } from '../state/form-model.js';
import type { ValidationEntry } from '../state/form-state.js';

interface Props {
  model: FormModel | undefined;
  failing: readonly ValidationEntry[];
  onClose: () => void;
  children: ReactNode;
}

/**
 * The validation summary over the save button (S2-B-026, S2-B-027,
 * S2-K-001): a 269 px popover listing the failing fields by label; a click
 * scrolls to the field. Opened by a failed save only, it stays while the
 * person works through the list, until closed (× or Esc) or the next save.
 */
export function ValidationSummary({ model, failing, onClose, children }: Props) {
  const { t } = useTranslation();
  const open = failing.length > 0 && model !== undefined;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <span className="vela-record-form__summary-anchor">
      {children}
      {open && model ? (
        <nav
          className="vela-record-form__summary"
          aria-label={t('recordForm.summaryTitle')}
          style={{ width: VALIDATION_POPOVER_WIDTH_PX }}
        >
          <div className="vela-record-form__summary-title">
            <strong>{t('recordForm.summaryTitle')}</strong>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('common.close')}
              onClick={onClose}
            />
          </div>
          <div className="vela-record-form__summary-count">
            {t('recordForm.summaryCount', { count: failing.length })}
          </div>
          <ul>
            {failing.map((entry) => (
              <li key={entry.field}>
                <button type="button" onClick={() => scrollToField(entry.field)}>
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </span>
  );
}
