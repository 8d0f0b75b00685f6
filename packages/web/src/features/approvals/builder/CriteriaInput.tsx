import { useQuery } from '@tanstack/react-query';
import { Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVALS_QUERY_KEY, checkCriteria } from '../approvals-api.js';

/** The builder's live syntax check: the server compiles with core's compiler as the user types. */
function useCriteriaCheck(objectApi: string, criteria: string) {
  const [debounced, setDebounced] = useState(criteria);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(criteria), 300);
    return () => clearTimeout(timer);
  }, [criteria]);
  return useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'check', objectApi, debounced],
    queryFn: () => checkCriteria(objectApi, debounced),
    enabled: debounced.trim() !== '',
  });
}

export function CriteriaInput({
  objectApi,
  value,
  onChange,
  label,
}: {
  objectApi: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const check = useCriteriaCheck(objectApi, value);
  const problem = value.trim() !== '' && check.data && !check.data.ok ? check.data.message : '';
  return (
    <div className="vela-approvals__field">
      <span className="vela-approval__label">{label}</span>
      <Input
        aria-label={label}
        value={value}
        status={problem ? 'error' : undefined}
        placeholder="amount > 100000"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== ''}
      />
      <Typography.Text type={problem ? 'danger' : 'secondary'} role="status">
        {value.trim() === ''
          ? t('approvals.builder.criteriaBlank')
          : problem || (check.data?.ok ? t('approvals.builder.criteriaOk') : '')}
      </Typography.Text>
    </div>
  );
}
