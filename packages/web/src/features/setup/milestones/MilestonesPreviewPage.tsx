import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordPicker } from '../../lead-conversion/index.js';
import { MilestoneTimeline } from '../../milestones/index.js';
import { SetupFrame } from '../SetupGuard.js';
import { MAJOR_EVENTS_PATH, newMilestonePath, previewPath } from './milestone-paths.js';

/** setuppage/seePage (?accountId=): an account's milestones as its page's Milestones tab shows them. */
export default function MilestonesPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountId = params.get('accountId') ?? undefined;
  return (
    <SetupFrame
      trail={[
        { title: t('setup.milestones.title'), to: MAJOR_EVENTS_PATH },
        { title: t('setup.milestones.preview') },
      ]}
    >
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('setup.milestones.preview')}
        </Typography.Title>
        <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
          <RecordPicker
            objId="account"
            label={t('setup.milestones.account')}
            value={accountId ? { id: accountId, name: accountId } : undefined}
            suggested={[]}
            onChange={(record) => void navigate(previewPath(record?.id))}
          />
          {accountId && (
            <>
              <Space>
                <Link to={`/commonObjects/detail/${accountId}/DETAIL`}>
                  {t('setup.milestones.openAccount')}
                </Link>
                <Link to={newMilestonePath({ accountId })}>{t('setup.milestones.newMilestone')}</Link>
              </Space>
              <MilestoneTimeline accountId={accountId} />
            </>
          )}
        </Space>
      </Card>
    </SetupFrame>
  );
}
