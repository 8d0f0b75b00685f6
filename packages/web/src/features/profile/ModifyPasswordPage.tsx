import { Alert, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../auth/index.js';
import { ProfileFrame } from './ProfileFrame.js';

/** profileSetting/modifyPassword. */
export default function ModifyPasswordPage() {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  return (
    <ProfileFrame active="modifyPassword">
      <Card style={{ maxWidth: 520 }}>
        {changed && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('profile.password.changed')}
            style={{ marginBottom: 16 }}
          />
        )}
        <PasswordChangeForm onChanged={() => setChanged(true)} />
      </Card>
    </ProfileFrame>
  );
}
