import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterSummaryText } from './filter-summary.js';
import { fetchFilterValueNames, type ListFieldInfo } from './list-view-api.js';
import type { AdHocFilter } from './starting-list-state.js';

const NO_NAMES: Record<string, string> = {};

/** Above the list while a filter applies: what it keeps, in words, with Edit and Clear all at hand. */
export function FilterSummary({
  objectApi,
  filter,
  fields,
  onEdit,
  onClear,
}: {
  objectApi: string;
  filter: AdHocFilter;
  fields: readonly ListFieldInfo[];
  onEdit: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  // A lookup criterion holds ids (an owner's user id): the server names them, as the list names its cells.
  const lookups = filter.criteria.filter(
    (criterion) =>
      criterion.value !== undefined &&
      fields.some((field) => field.apiName === criterion.field && field.lookupObjId),
  );
  const names = useQuery({
    queryKey: ['listView', 'filterNames', objectApi, lookups],
    queryFn: () => fetchFilterValueNames(objectApi, lookups),
    enabled: lookups.length > 0,
    staleTime: 60_000,
  });
  if (filter.criteria.length === 0) return null;
  const text = filterSummaryText(
    filter,
    fields,
    {
      operator: (operator) => t(`listView.op.${operator}`),
      yes: t('common.yes'),
      no: t('common.no'),
      and: t('listView.filter.and'),
    },
    names.data ?? NO_NAMES,
  );
  return (
    <section className="vela-list__filter-summary" aria-label={t('listView.filter.summary')}>
      <FilterOutlined aria-hidden />
      <span>
        <strong>{t('listView.filter.summary')}:</strong> {text}
      </span>
      <Button type="link" size="small" onClick={onEdit}>
        {t('listView.filter.edit')}
      </Button>
      <Button type="link" size="small" onClick={onClear}>
        {t('listView.filter.clear')}
      </Button>
    </section>
  );
}
