import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ObjectIcon } from '../record-detail/index.js';
import {
  GLOBAL_SEARCH_QUERY_KEY,
  type SearchGroup,
  searchEverywhere,
  searchPath,
} from './global-search-api.js';
import './global-search.css';

/** How often the page asks again while keyword indexes are still being prepared. */
export const SEARCH_RECHECK_MS = 5_000;

/** The record's own page: spec 1 §2.1 commonObjects/detail/{id}/DETAIL. */
const detailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/** globalsearch/{searchObjId}/{userInput?}: what the top bar's search found, grouped by object. */
export default function GlobalSearchPage() {
  const { searchObjId = 'all', userInput = '' } = useParams();
  const { t } = useTranslation();
  const keyword = userInput.trim();
  const answer = useQuery({
    queryKey: [GLOBAL_SEARCH_QUERY_KEY, searchObjId, keyword],
    queryFn: () => searchEverywhere(keyword, searchObjId),
    enabled: keyword !== '',
    retry: false,
    // While some object's keyword index is being built, its records are found by name beginnings only:
    // ask again until every index is ready, so the page fills in by itself.
    refetchInterval: (query) =>
      (query.state.data?.keywordIndexPreparing?.length ?? 0) > 0 ? SEARCH_RECHECK_MS : false,
  });

  if (keyword === '') {
    return (
      <div className="vela-search">
        <Card>
          <Empty description={t('globalSearch.typeSomething')} />
        </Card>
      </div>
    );
  }
  const groups = answer.data?.groups ?? [];
  const corrected = (answer.data?.corrections ?? []).flatMap((entry) => entry.meant);
  return (
    <div className="vela-search">
      <div className="vela-search__head">
        <Typography.Title level={3} className="vela-search__title">
          {t('globalSearch.resultsFor', { keyword })}
        </Typography.Title>
        {searchObjId !== 'all' && (
          <Link to={searchPath(keyword)}>
            <Button>{t('globalSearch.allObjects')}</Button>
          </Link>
        )}
      </div>
      {corrected.length > 0 && (
        <Typography.Text type="secondary" className="vela-search__corrected">
          {t('globalSearch.corrected', { words: corrected.join(', ') })}
        </Typography.Text>
      )}
      {(answer.data?.keywordIndexPreparing?.length ?? 0) > 0 && (
        <Alert type="info" showIcon title={t('globalSearch.preparing')} role="status" />
      )}
      {answer.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('globalSearch.failed')}
          action={<Button onClick={() => void answer.refetch()}>{t('common.retry')}</Button>}
        />
      ) : answer.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <Empty
            description={
              <>
                <div>{t('globalSearch.nothing', { keyword })}</div>
                <Typography.Text type="secondary">{t('globalSearch.nothingHint')}</Typography.Text>
              </>
            }
          />
        </Card>
      ) : (
        <div className="vela-search__groups">
          {groups.map((group) => (
            <ResultGroup key={group.objId} group={group} keyword={keyword} />
          ))}
        </div>
      )}
    </div>
  );
}

function ResultGroup({ group, keyword }: { group: SearchGroup; keyword: string }) {
  const { t } = useTranslation();
  const headingId = `vela-search-group-${group.objId}`;
  return (
    <Card
      className="vela-search__group"
      title={
        <span className="vela-search__group-title">
          <ObjectIcon objectApi={group.objectApi} size="small" />
          <span id={headingId}>{group.pluralLabel}</span>
          <Typography.Text type="secondary" className="vela-search__count">
            {t('globalSearch.groupCount', { count: group.records.length })}
          </Typography.Text>
        </span>
      }
    >
      <ul className="vela-search__records" aria-labelledby={headingId}>
        {group.records.map((record) => (
          <li key={record.id} className="vela-search__record">
            <Link to={detailPath(record.id)}>{record.name || record.id}</Link>
            {record.matched && (
              <Typography.Text type="secondary" className="vela-search__matched">
                {t('globalSearch.matchedIn', { field: record.matched.label, value: record.matched.value })}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
      {group.hasMore && (
        <Link to={searchPath(keyword, group.objId)} className="vela-search__more">
          {t('globalSearch.showMore', { objects: group.pluralLabel })}
        </Link>
      )}
    </Card>
  );
}
