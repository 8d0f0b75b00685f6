import { useQuery } from '@tanstack/react-query';
import { mayAdministerAccess } from '@vela/core';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useGlobalStore } from '../../state/index.js';
import { CustomPageView } from './CustomPagePage.js';
import { fetchDefaultCustomPage } from './custom-page-api.js';

/** Where an administrator chooses the default page (setup's custom page manager). */
const CUSTOM_PAGES_SETUP = '/systemSettings/setuppage/costomui/pageList';

/**
 * defaultCustomPage (spec 1 §2.3, S1-R-152): the custom page the organisation chose as its default in
 * setup. None chosen: said so, with the way to choose one for an administrator.
 */
export default function DefaultCustomPage() {
  const { t } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const page = useQuery({ queryKey: ['customPage', 'default'], queryFn: fetchDefaultCustomPage });
  if (page.isError) return <StatusScreen heading={t('console.pageFailed')} lines={[]} />;
  if (page.data === undefined) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (page.data === null) {
    const admin = mayAdministerAccess(profileId);
    return (
      <StatusScreen
        heading={t('customPage.noDefault.title')}
        lines={[t(admin ? 'customPage.noDefault.admin' : 'customPage.noDefault.user')]}
        action={admin ? <Link to={CUSTOM_PAGES_SETUP}>{t('customPage.noDefault.choose')}</Link> : undefined}
      />
    );
  }
  return <CustomPageView id={page.data.id} />;
}
