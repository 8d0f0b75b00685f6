import { useTranslation } from 'react-i18next';
import { useCurrentRouteEntry } from './route-handle.js';

/** The current route's title in the user's language where it has one, else its English title. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const entry = useCurrentRouteEntry();
  if (!entry) return '';
  return entry.titleKey ? t(entry.titleKey) : entry.title;
}
