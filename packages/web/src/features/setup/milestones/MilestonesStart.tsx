import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SetupFrame } from '../SetupGuard.js';
import { editEventTypePath, MAJOR_EVENTS_PATH } from './milestone-paths.js';

/** What milestones look like before the first event type: one step to take (also setuppage/blankPage). */
export function MilestonesStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Empty description={t('setup.milestones.start')}>
      <Button type="primary" onClick={() => void navigate(editEventTypePath())}>
        {t('setup.milestones.firstType')}
      </Button>
    </Empty>
  );
}

/** setuppage/blankPage: the milestones' starting page, before anything is defined. */
export default function MilestonesBlankPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.milestones.title'), to: MAJOR_EVENTS_PATH }]}>
      <MilestonesStart />
    </SetupFrame>
  );
}
