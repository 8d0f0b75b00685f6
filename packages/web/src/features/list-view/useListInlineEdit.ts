import { useMemo, useRef } from 'react';
import { useGlobalStore } from '../../state/index.js';
import type { ListInlineEdit } from './ListEditableCell.js';
import type { ViewCatalogue } from './list-view-api.js';

/**
 * The list's cells edited in place: on when the user's setup has `inlineedit`
 * 'true' (spec 1 §3), for the fields the catalogue says the user may set.
 */
export function useListInlineEdit(
  catalogue: ViewCatalogue | undefined,
  onSaved: () => void,
): ListInlineEdit | undefined {
  const setting = useGlobalStore((state) => state.userSetup?.inlineedit);
  const latest = useRef(onSaved);
  latest.current = onSaved;
  return useMemo(() => {
    if (setting !== 'true' || !catalogue) return undefined;
    return {
      objectApi: catalogue.objectApi,
      editable: new Set(catalogue.fields.filter((field) => field.editable).map((field) => field.apiName)),
      onSaved: () => latest.current(),
    };
  }, [setting, catalogue]);
}
