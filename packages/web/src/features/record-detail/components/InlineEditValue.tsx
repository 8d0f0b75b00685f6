import type { ReactNode } from 'react';
import { InlineEditableValue } from '../../record-form/index.js';

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
  return (
    <InlineEditableValue
      objectApi={editing.objectApi}
      recordId={editing.recordId}
      api={api}
      label={label}
      onSaved={editing.onSaved}
      classNames={DETAIL_CLASSES}
    >
      {children}
    </InlineEditableValue>
  );
}

const DETAIL_CLASSES = {
  root: 'vela-detail-inline',
  value: 'vela-detail-inline__value',
  pencil: 'vela-detail-inline__pencil',
};
