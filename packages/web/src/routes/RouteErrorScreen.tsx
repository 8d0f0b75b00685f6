import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './lazy-screen.js';
import { StatusScreen } from './StatusScreen.js';

/** Shown when a route's screen failed to load or threw while rendering. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  const heading = error instanceof ChunkLoadError ? t('route.chunkFailed') : t('label_popup_infoz');
  return (
    <StatusScreen
      heading={heading}
      lines={[message]}
      action={
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      }
    />
  );
}
