import { VALIDATION_POPOVER_WIDTH_PX } from '@vela/core';
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToField } from '../hooks/useRecordFormSave.js';
import type { FormModel } from '../state/form-model.js';

interface Props {
  model: FormModel | undefined;
  failing: readonly string[];
  onClose: () => void;
  children: ReactNode;
}

/**
 * The validation summary beside the save button (S2-B-026, S2-B-027,
 * S2-K-001): the failing fields by label; a click scrolls to the field.
 */
export function ValidationSummary({ model, failing, onClose, children }: Props) {
  const { t } = useTranslation();
  const open = failing.length > 0 && model !== undefined;
  const content = model ? (
    <nav className="vela-record-form__summary" aria-label={t('recordForm.summaryTitle')}>
      <div>{t('recordForm.summaryCount', { count: failing.length })}</div>
      <ul>
        {failing.map((api) => {
          const field = model.fields.get(api);
          const parent = field?.parentApi ? model.fields.get(field.parentApi) : undefined;
          return (
            <li key={api}>
              <button type="button" onClick={() => scrollToField(api)}>
                {field?.label ?? parent?.label ?? api}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  ) : null;
  return (
    <Popover
      open={open}
      title={t('recordForm.summaryTitle')}
      content={content}
      placement="topRight"
      trigger="click"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      rootClassName="vela-record-form__summary-popover"
      styles={{ root: { width: VALIDATION_POPOVER_WIDTH_PX } }}
      zIndex={3100}
    >
      <span>{children}</span>
    </Popover>
  );
}
