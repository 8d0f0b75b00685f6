import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wizardPath } from './import-api.js';

/** A step opened without an import of the caller's (a stale bookmark, someone else's link). */
export function MissingImport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t('importWizard.noImport')}
      extra={
        <Button type="primary" onClick={() => void navigate(wizardPath('step1'))}>
          {t('importWizard.home.start')}
        </Button>
      }
    />
  );
}
