import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ImportHome } from './ImportHome.js';
import { StepChooseFile } from './StepChooseFile.js';
import { StepMapColumns } from './StepMapColumns.js';
import { StepRun } from './StepRun.js';
import './import-wizard.css';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** importmodule/home, step1, step2 and step3 (S1-R-124…127): the import wizard, one screen per step. */
export default function ImportWizardPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const importId = params.get('importId') ?? '';
  const step = STEPS.find((name) => pathname.endsWith(`/${name}`)) ?? 'home';
  const current = step === 'home' ? -1 : STEPS.indexOf(step);
  return (
    <div className="vela-import">
      <Typography.Title level={3} className="vela-import__title">
        {t('importWizard.title')}
      </Typography.Title>
      {current >= 0 && (
        <Steps
          className="vela-import__steps"
          size="small"
          current={current}
          items={[
            { title: t('importWizard.steps.file') },
            { title: t('importWizard.steps.map') },
            { title: t('importWizard.steps.run') },
          ]}
        />
      )}
      <div className="vela-import__body">
        {step === 'home' && <ImportHome />}
        {step === 'step1' && <StepChooseFile />}
        {step === 'step2' && <StepMapColumns importId={importId} />}
        {step === 'step3' && <StepRun importId={importId} />}
      </div>
    </div>
  );
}
