import { useQuery } from '@tanstack/react-query';
import { loadFormData } from '../record-form-api.js';
import { buildFormModel } from '../state/form-model.js';
import { createFormState, fieldView } from '../state/form-state.js';

/** Address and group fields are edited through their parts, which the record page does not show apart. */
const WHOLE_ONLY = new Set(['AD', 'LT']);

/**
 * The fields of a record the user may change in place: the ones its edit form
 * would let them change (field security, read-only, formula and system fields
 * and the layout rules' read-only all come from there). `version` refetches
 * after a save, as layout rules may follow the values.
 */
export function useEditableFields(
  record: { objectApi: string; recordId: string; version: string },
  enabled: boolean,
): ReadonlySet<string> {
  const query = useQuery({
    queryKey: ['recordForm', 'editable', record.objectApi, record.recordId, record.version],
    queryFn: async () => {
      const data = await loadFormData({
        objectApi: record.objectApi,
        mode: 'EDIT',
        recordId: record.recordId,
      });
      const model = buildFormModel(data, 'EDIT');
      const state = createFormState(model, 'EDIT');
      const editable = new Set<string>();
      for (const field of model.fields.values()) {
        if (field.parentApi || WHOLE_ONLY.has(field.type)) continue;
        const view = fieldView(model, state, field.api);
        if (!view.readOnly && !view.disabled) editable.add(field.api);
      }
      return editable;
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  return query.data ?? NONE;
}

const NONE: ReadonlySet<string> = new Set();
