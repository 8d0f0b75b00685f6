import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterSummaryText } from './filter-summary.js';
import type { ListFieldInfo } from './list-view-api.js';
import type { AdHocFilter } from './starting-list-state.js';

/** Above the list while a filter applies: what it keeps, in words, with Edit and Clear all at hand. */
export function FilterSummary({
  filter,
  fields,
  onEdit,
  onClear,
}: {
  filter: AdHocFilter;
  fields: readonly ListFieldInfo[];
  onEdit: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (filter.criteria.length === 0) return null;
  const text = filterSummaryText(filter, fields, {
    operator: (operator) => t(`listView.op.${operator}`),
    yes: t('common.yes'),
    no: t('common.no'),
    and: t('listView.filter.and'),
  });
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
