import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen.js';
import { useRouteTitle } from './useRouteTitle.js';

/** An honest page for a route whose screen is not built yet. */
export default function PendingScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return <StatusScreen heading={title} lines={[t('route.pending'), t('route.pendingDetail')]} />;
}
