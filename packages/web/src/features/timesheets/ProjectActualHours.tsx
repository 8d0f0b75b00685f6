import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchProjectHours, TIMESHEET_KEYS } from './timesheets-api.js';

/** A project's actual hours rolled up from its time entries, for the project page (issue 22). */
export function ProjectActualHours({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const hours = useQuery({
    queryKey: TIMESHEET_KEYS.projectHours(projectId),
    queryFn: () => fetchProjectHours(projectId),
  });
  if (!hours.data) return null;
  return (
    <Typography.Text data-testid="project-actual-hours">
      <Typography.Text strong>{t('timesheets.actualHours')}:</Typography.Text>{' '}
      {t('timesheets.actualHoursValue', { total: hours.data.totalHours, billable: hours.data.billableHours })}
    </Typography.Text>
  );
}
