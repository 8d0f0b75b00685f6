import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldsEditor } from '../record-form/index.js';

/** What a list needs for its cells to be edited in place (issue 26 item 9). */
export interface ListInlineEdit {
  objectApi: string;
  /** The columns the user may change (the catalogue's `editable`: field security, read-only, formulas). */
  editable: ReadonlySet<string>;
  onSaved: () => void;
}

interface Props {
  recordId: string;
  api: string;
  label: string;
  edit: ListInlineEdit;
  children: ReactNode;
}

/**
 * A list cell whose value can be changed where it is: the pencil or a double
 * click opens the field's editor, which saves through the record form's rules
 * with the record's version; Enter saves, Escape cancels.
 */
export function ListEditableCell({ recordId, api, label, edit, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <RecordFieldsEditor
        request={{ objectApi: edit.objectApi, mode: 'EDIT', recordId }}
        fields={[api]}
        variant="inline"
        onSaved={() => {
          setOpen(false);
          edit.onSaved();
        }}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <span className="vela-list__editable">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button is the keyboard's way */}
      <span className="vela-list__editable-value" onDoubleClick={() => setOpen(true)}>
        {children}
      </span>
      <Button
        type="text"
        size="small"
        className="vela-list__pencil"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('recordDetail.editField', { field: label })}
        onClick={() => setOpen(true)}
      />
    </span>
  );
}
