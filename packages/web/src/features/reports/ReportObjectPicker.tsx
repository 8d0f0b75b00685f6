import { useQuery } from '@tanstack/react-query';
import { Alert, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchReportTypes, REPORTS_QUERY_KEY } from './reports-api.js';

type ReportTypeChoice = Awaited<ReturnType<typeof fetchReportTypes>>[number];

/**
 * The objects (and report types) a report or template can be built on, narrowed as the person types;
 * each is a link to `pathOf` it, so a choice is one keyboard step (Tab, Enter) from the filter.
 */
export function ReportObjectPicker({
  pathOf,
  autoFocus = false,
}: {
  pathOf: (type: ReportTypeChoice) => string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [typeFilter, setTypeFilter] = useState('');
  const types = useQuery({ queryKey: [REPORTS_QUERY_KEY, 'types'], queryFn: fetchReportTypes });
  const shownTypes = (types.data ?? []).filter((type) =>
    type.pluralLabel.toLowerCase().includes(typeFilter.trim().toLowerCase()),
  );
  return (
    <>
      <Input
        autoFocus={autoFocus}
        aria-label={t('reports.object')}
        placeholder={t('reports.object')}
        value={typeFilter}
        onChange={(event) => setTypeFilter(event.target.value)}
      />
      {types.isError && <Alert type="error" showIcon title={types.error.message} />}
      <List
        className="vela-report__types"
        loading={types.isLoading}
        dataSource={shownTypes}
        renderItem={(type) => (
          <List.Item>
            <Link to={pathOf(type)}>{type.pluralLabel}</Link>
          </List.Item>
        )}
      />
    </>
  );
}
