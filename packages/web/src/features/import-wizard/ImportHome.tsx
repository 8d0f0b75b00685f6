import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportPanel } from './ExportPanel.js';
import { ImportHistory } from './ImportHistory.js';
import { wizardPath } from './import-api.js';

/** importmodule/home: what an import does, and the way in; below it, exports of whole objects. */
export function ImportHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Card>
        <Typography.Paragraph>{t('importWizard.home.intro')}</Typography.Paragraph>
        <ol className="vela-import__home-steps">
          <li>{t('importWizard.steps.file')}</li>
          <li>{t('importWizard.steps.map')}</li>
          <li>{t('importWizard.steps.run')}</li>
        </ol>
        <Button type="primary" onClick={() => void navigate(wizardPath('step1'))}>
          {t('importWizard.home.start')}
        </Button>
        <ImportHistory />
      </Card>
      <ExportPanel />
    </>
  );
}
