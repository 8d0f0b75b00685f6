import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldsEditor } from '../../record-form/index.js';

/** What a record's page needs to let its fields be edited in place. */
export interface InlineEditing {
  objectApi: string;
  recordId: string;
  /** The fields the user may change (useEditableFields). */
  editable: ReadonlySet<string>;
  onSaved: () => void;
}

interface Props {
  api: string;
  label: string;
  editing: InlineEditing;
  children: ReactNode;
}

/**
 * A field's value with a pencil beside it: the pencil (or a double click on
 * the value) swaps the value for the field's editor, which saves like the form
 * does (issue 26 item 9). Enter saves, Escape cancels.
 */
export function InlineEditValue({ api, label, editing, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <RecordFieldsEditor
        request={{ objectApi: editing.objectApi, mode: 'EDIT', recordId: editing.recordId }}
        fields={[api]}
        variant="inline"
        onSaved={() => {
          setOpen(false);
          editing.onSaved();
        }}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <span className="vela-detail-inline">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button is the keyboard's way */}
      <span className="vela-detail-inline__value" onDoubleClick={() => setOpen(true)}>
        {children}
      </span>
      <Button
        type="text"
        size="small"
        className="vela-detail-inline__pencil"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('recordDetail.editField', { field: label })}
        onClick={() => setOpen(true)}
      />
    </span>
  );
}
