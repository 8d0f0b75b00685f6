import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailField, RecordDetail } from '../record-detail-api.js';
import { type DisplayLocale, displayValue } from '../state/display-value.js';
import type { RecordAction } from '../state/record-actions.js';
import { FieldValueView } from './FieldValueView.js';
import { ObjectIcon } from './ObjectIcon.js';

interface TitleBoxProps {
  detail: RecordDetail;
  keyFields: readonly DetailField[];
  showKeyInfo: boolean;
  actions: readonly RecordAction[];
  locale: DisplayLocale;
  onAction: (action: RecordAction) => void;
  /** More title-box controls beside the actions (follow, hierarchy, return to pool). */
  extra?: ReactNode;
}

const ACTION_ICONS: Record<RecordAction, ReactNode> = {
  edit: <EditOutlined aria-hidden />,
  clone: <CopyOutlined aria-hidden />,
  invoice: <FileDoneOutlined aria-hidden />,
  changeOwner: <UserSwitchOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
};

/** The highlights panel: object icon and label, the record's name, its actions and its key fields. */
export function TitleBox({
  detail,
  keyFields,
  showKeyInfo,
  actions,
  locale,
  onAction,
  extra,
}: TitleBoxProps) {
  const { t } = useTranslation();
  const name = String(detail.data.name ?? detail.data.id ?? '');
  return (
    <section className="vela-detail-title" aria-labelledby="vela-detail-record-name">
      <div className="vela-detail-title__head">
        <ObjectIcon objectApi={detail.objectApi} />
        <div className="vela-detail-title__names">
          <span className="vela-detail-title__object">{detail.labelName}</span>
          <h1 id="vela-detail-record-name" className="vela-detail-title__name">
            {name}
          </h1>
        </div>
        {actions.length > 0 && (
          <Space.Compact className="vela-detail-title__actions" aria-label={t('recordDetail.actions')}>
            {actions.map((action) => (
              <Button
                key={action}
                icon={ACTION_ICONS[action]}
                danger={action === 'delete'}
                onClick={() => onAction(action)}
              >
                {action === 'invoice' ? t('productLines.invoice') : t(`recordDetail.${action}`)}
              </Button>
            ))}
          </Space.Compact>
        )}
        {extra && (
          <Space wrap className="vela-detail-title__extra">
            {extra}
          </Space>
        )}
      </div>
      {showKeyInfo && keyFields.length > 0 && (
        <dl className="vela-detail-title__keys">
          {keyFields.map((field) => (
            <div key={field.apiname} className="vela-detail-title__key">
              <dt>{field.fieldLabel}</dt>
              <dd>
                <FieldValueView value={displayValue(field, detail.data, locale)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
