import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';

/** Formats ISO-8601 times in the user's language and time zone. */
export function useDateTimeFormat(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (iso) => {
      if (!iso) return '';
      const when = new Date(iso);
      return Number.isNaN(when.getTime()) ? iso : format.format(when);
    };
  }, [i18n.language, timeZone]);
}
