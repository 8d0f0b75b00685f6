import { useCallback, useRef, useState } from 'react';
import { fetchLookupFilterSetting, type LookupFilterSetting } from './lookup-api.js';

/**
 * A lookup field's filter settings, fetched the first time they are needed
 * (focus, typing or the search dialog) rather than when the form opens: a
 * form with twenty lookups should not make twenty calls before anyone types.
 */
export function useLookupSettings(fieldId: string): {
  settings: LookupFilterSetting | null;
  load: () => Promise<LookupFilterSetting | null>;
} {
  const [settings, setSettings] = useState<LookupFilterSetting | null>(null);
  const pending = useRef<Promise<LookupFilterSetting | null> | null>(null);
  const load = useCallback(() => {
    pending.current ??= fetchLookupFilterSetting(fieldId).then(
      (loaded) => {
        setSettings(loaded);
        return loaded;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [fieldId]);
  return { settings, load };
}
