import { useGlobalStore } from '../../state/index.js';
import { useEditableFields } from '../record-form/index.js';
import type { InlineEditing } from './components/InlineEditValue.js';
import type { RecordDetail } from './record-detail-api.js';

/**
 * In-place editing of the record's fields: on when the user may edit the
 * record and has not turned inline editing off (user setup `inlineedit`).
 */
export function useInlineEditing(
  recordId: string,
  record: RecordDetail | undefined,
  onSaved: () => void,
): InlineEditing | undefined {
  const setting = useGlobalStore((state) => state.userSetup?.inlineedit);
  const on = Boolean(record?.permission.isEdit) && setting !== 'false';
  const editable = useEditableFields(
    {
      objectApi: record?.objectApi ?? '',
      recordId,
      version: String(record?.data.lastmodifydate ?? ''),
    },
    on,
  );
  if (!on || !record) return undefined;
  return { objectApi: record.objectApi, recordId, editable, onSaved };
}
