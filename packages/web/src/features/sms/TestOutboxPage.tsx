import { mayAdministerAccess } from '@vela/core';
import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { MailTestOutbox } from '../mail/index.js';
import { SmsTestOutbox } from './SmsTestOutbox.js';
import './sms.css';

/**
 * The built-in test providers' outbox (issue 23): what the text-message and e-mail test providers
 * "sent" instead of a carrier or a mail server, so a demo or a trial shows that sending works.
 * Administrators only, as the providers' settings are.
 */
export default function TestOutboxPage() {
  const { t } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  if (!mayAdministerAccess(profileId))
    return (
      <div className="vela-sms">
        <Alert type="warning" showIcon role="alert" title={t('sms.outbox.adminOnly')} />
      </div>
    );
  return (
    <div className="vela-sms">
      <header className="vela-sms__header">
        <Typography.Title level={2}>{t('sms.outbox.title')}</Typography.Title>
      </header>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'sms', label: t('sms.outbox.tabTexts'), children: <SmsTestOutbox /> },
          { key: 'mail', label: t('sms.outbox.tabMail'), children: <MailTestOutbox /> },
        ]}
      />
    </div>
  );
}
