import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchRelatedListRows, RECORD_DETAIL_QUERY_KEY, type RelatedList } from '../record-detail-api.js';
import type { DisplayLocale } from '../state/display-value.js';
import { listViewPath, recordPath } from '../state/record-actions.js';
import { relatedRowViews } from '../state/related-rows.js';
import { FieldValueView } from './FieldValueView.js';
import { ObjectIcon } from './ObjectIcon.js';

interface RelatedListCardProps {
  recordId: string;
  list: RelatedList;
  title: string;
  /** Spec 1 §2.7 isShowRelationDetail: the rows inside the list, or only its header and count. */
  showRows: boolean;
  canAdd: boolean;
  locale: DisplayLocale;
  onNew: (list: RelatedList) => void;
  /** add-relevant-obj: pick existing records to add to this list. */
  addExistingPath?: string | undefined;
}

export const RELATED_ROWS_SHOWN = 5;

/** One related list: header with count and New, then its first records with their key columns. */
export function RelatedListCard({
  recordId,
  list,
  title,
  showRows,
  canAdd,
  locale,
  onNew,
  addExistingPath,
}: RelatedListCardProps) {
  const { t } = useTranslation();
  const headingId = `vela-related-${list.objectApi}-${list.fieldApi}`;
  const rows = useQuery({
    queryKey: [
      RECORD_DETAIL_QUERY_KEY,
      recordId,
      'relatedRows',
      list.objectApi,
      list.fieldApi,
      locale.language,
    ],
    queryFn: () => fetchRelatedListRows(recordId, list, locale.language, RELATED_ROWS_SHOWN),
    enabled: showRows && list.totalCount > 0,
  });
  const views = rows.data ? relatedRowViews(rows.data, locale) : [];
  return (
    <section className="vela-detail-related__list" aria-labelledby={headingId}>
      <header className="vela-detail-related__head">
        <ObjectIcon objectApi={list.objectApi} size="small" />
        <h3 id={headingId}>{t('recordDetail.relatedCount', { object: title, count: list.totalCount })}</h3>
        {canAdd && (
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            aria-label={t('recordDetail.relatedNewLabel', { object: title })}
            onClick={() => onNew(list)}
          >
            {t('recordDetail.relatedNew')}
          </Button>
        )}
        {canAdd && addExistingPath && (
          <Link
            to={addExistingPath}
            className="ant-btn ant-btn-default ant-btn-sm"
            aria-label={t('recordExtras.addExistingLabel', { object: title })}
          >
            {t('recordExtras.addExisting')}
          </Link>
        )}
      </header>
      {showRows && list.totalCount === 0 && (
        <p className="vela-detail-related__empty">{t('recordDetail.relatedEmpty')}</p>
      )}
      {showRows && list.totalCount > 0 && rows.isLoading && (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
      {showRows && list.totalCount > 0 && !rows.isLoading && (
        <ul className="vela-detail-related__rows">
          {(rows.data ? views : list.dataList.map((row) => ({ ...row, cells: [] }))).map((row) => (
            <li key={row.id}>
              <Link to={recordPath(row.id)} className="vela-detail-related__name">
                {row.name || row.id}
              </Link>
              {row.cells.length > 0 && (
                <dl className="vela-detail-related__cells">
                  {row.cells.map((cell) => (
                    <div key={cell.apiName}>
                      <dt>{cell.label}:</dt>
                      <dd>
                        <FieldValueView value={cell.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
      {showRows && list.totalCount > RELATED_ROWS_SHOWN && (
        <Link
          className="vela-detail-related__more"
          to={listViewPath(list.objectApi, list.objId, list.prefix)}
        >
          {t('recordDetail.relatedMore', { count: list.totalCount })}
        </Link>
      )}
    </section>
  );
}
