import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { readAccessToken, storeTargetPath } from '../../api/index.js';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useStartup } from '../../shell/index.js';
import { CustomPageView } from './CustomPagePage.js';

/**
 * injectionComponent1 and customPageWindowPopup (spec 1 §2.3, §2.6; S1-R-157, S1-R-232): a custom page
 * alone in a browser tab or pop-up window, outside the shell — no menu, no top bar. It still needs the
 * signed-in user (the page's lists and records follow their access), so it signs in first and runs the
 * same startup as the shell for the components that read it.
 */
export default function CustomPageWindow() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  if (!readAccessToken()) {
    storeTargetPath(`${pathname}${search}`);
    return <Navigate to="/login" replace />;
  }
  return <SignedInWindow id={params.get('pageId') || params.get('page') || ''} />;
}

function SignedInWindow({ id }: { id: string }) {
  const { t } = useTranslation();
  const startup = useStartup();
  if (startup.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (startup.isError)
    return (
      <StatusScreen
        heading={t('console.pageFailed')}
        lines={[]}
        action={<Button onClick={() => void startup.refetch()}>{t('customPage.retry')}</Button>}
      />
    );
  return (
    <div className="vela-custom-page-window">
      <CustomPageView id={id} />
    </div>
  );
}
