import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldsEditor } from '../RecordFieldsEditor.js';

interface Props {
  objectApi: string;
  recordId: string;
  api: string;
  label: string;
  onSaved: () => void;
  /** The class names of the wrapper, the value and the pencil, for the place it is drawn in. */
  classNames: { root: string; value: string; pencil: string };
  children: ReactNode;
}

/**
 * A field's value with a pencil beside it, on a record page or in a list cell: the pencil (or a double click
 * on the value) swaps the value for the field's editor, which saves like the form does, with the record's
 * version (issue 26 item 9). Enter saves, Escape cancels.
 */
export function InlineEditableValue({
  objectApi,
  recordId,
  api,
  label,
  onSaved,
  classNames,
  children,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <RecordFieldsEditor
        request={{ objectApi, mode: 'EDIT', recordId }}
        fields={[api]}
        variant="inline"
        onSaved={() => {
          setOpen(false);
          onSaved();
        }}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <span className={classNames.root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button is the keyboard's way */}
      <span className={classNames.value} onDoubleClick={() => setOpen(true)}>
        {children}
      </span>
      <Button
        type="text"
        size="small"
        className={classNames.pencil}
        icon={<EditOutlined aria-hidden />}
        aria-label={t('recordDetail.editField', { field: label })}
        onClick={() => setOpen(true)}
      />
    </span>
  );
}
