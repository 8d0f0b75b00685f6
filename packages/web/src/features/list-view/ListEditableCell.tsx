import type { ReactNode } from 'react';
import { InlineEditableValue } from '../record-form/index.js';

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
  return (
    <InlineEditableValue
      objectApi={edit.objectApi}
      recordId={recordId}
      api={api}
      label={label}
      onSaved={edit.onSaved}
      classNames={LIST_CELL_CLASSES}
    >
      {children}
    </InlineEditableValue>
  );
}

const LIST_CELL_CLASSES = {
  root: 'vela-list__editable',
  value: 'vela-list__editable-value',
  pencil: 'vela-list__pencil',
};
