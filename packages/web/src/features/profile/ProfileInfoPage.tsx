import { Card, Descriptions, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES, toSupportedLanguage } from '../../i18n/index.js';
import { useGlobalStore } from '../../state/index.js';
import { AwaySettingsButton } from '../approvals/index.js';
import { changeLanguage } from './change-language.js';
import { ProfileFrame } from './ProfileFrame.js';

const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

function isPartner(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** profileSetting/profileInfo: who the user is, in which language and time zone, and who approves for them while away. */
export default function ProfileInfoPage() {
  const { t } = useTranslation();
  const user = useGlobalStore((state) => state.userInfo);
  const language = toSupportedLanguage(user?.language);
  const [switching, setSwitching] = useState(false);
  const choose = (next: Language) => {
    setSwitching(true);
    // A refused save is reported by the request client; the language then stays as it was.
    void changeLanguage(next)
      .catch(() => undefined)
      .finally(() => setSwitching(false));
  };
  return (
    <ProfileFrame active="profileInfo">
      <Card>
        <Descriptions column={{ xs: 1, md: 2, xxl: 3 }} bordered size="middle">
          <Descriptions.Item label={t('profile.info.userName')}>{user?.userName}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.email')}>{user?.email}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.organisation')}>{user?.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.language')}>
            <Select
              aria-label={t('profile.info.language')}
              value={language}
              options={LANGUAGE_OPTIONS}
              onChange={choose}
              loading={switching}
              disabled={switching}
              style={{ minWidth: 200 }}
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.info.timeZone')}>{user?.timeZone}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.country')}>{user?.countryCode}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.currency')}>{user?.currencyCode}</Descriptions.Item>
          <Descriptions.Item label={t('profile.info.partner')}>
            {isPartner(user?.ispartner) ? t('common.yes') : t('common.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.info.approvals')}>
            <AwaySettingsButton />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </ProfileFrame>
  );
}
