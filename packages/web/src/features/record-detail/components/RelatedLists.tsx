import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RelatedList } from '../record-detail-api.js';
import { listViewPath, recordPath } from '../state/record-actions.js';
import { ObjectIcon } from './ObjectIcon.js';

interface RelatedListsProps {
  lists: readonly RelatedList[];
  /** Spec 1 §2.7 isShowRelationDetail: the rows inside each list, or only its header and count. */
  showRows: boolean;
  canAdd: boolean;
  onNew: (list: RelatedList) => void;
}

/** A list's own name: the object's plural, and the lookup when the object points here more than once. */
function listTitle(list: RelatedList, lists: readonly RelatedList[]): string {
  const twice = lists.filter((other) => other.objectApi === list.objectApi).length > 1;
  return twice ? `${list.labelName} (${list.fieldLabel})` : list.labelName;
}

/** The record's related lists: the records of every object whose lookup points at it, with New per list. */
export function RelatedLists({ lists, showRows, canAdd, onNew }: RelatedListsProps) {
  const { t } = useTranslation();
  if (lists.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recordDetail.noRelated')} />;
  // Lists with records first, the way people scan them; the order within each group is the server's.
  const ordered = [
    ...lists.filter((list) => list.totalCount > 0),
    ...lists.filter((list) => list.totalCount === 0),
  ];
  return (
    <div className="vela-detail-related">
      {ordered.map((list) => {
        const title = listTitle(list, lists);
        const headingId = `vela-related-${list.objectApi}-${list.fieldApi}`;
        return (
          <section
            key={`${list.objectApi}.${list.fieldApi}`}
            className="vela-detail-related__list"
            aria-labelledby={headingId}
          >
            <header className="vela-detail-related__head">
              <ObjectIcon objectApi={list.objectApi} size="small" />
              <h3 id={headingId}>
                {t('recordDetail.relatedCount', { object: title, count: list.totalCount })}
              </h3>
              {canAdd && (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={t('recordDetail.relatedNewLabel', { object: title })}
                  onClick={() => onNew(list)}
                >
                  {t('recordDetail.relatedNew')}
                </Button>
              )}
            </header>
            {showRows &&
              (list.dataList.length === 0 ? (
                <p className="vela-detail-related__empty">{t('recordDetail.relatedEmpty')}</p>
              ) : (
                <ul className="vela-detail-related__rows">
                  {list.dataList.map((row) => (
                    <li key={row.id}>
                      <Link to={recordPath(row.id)}>{row.name || row.id}</Link>
                    </li>
                  ))}
                </ul>
              ))}
            {showRows && list.totalCount > list.dataList.length && (
              <Link
                className="vela-detail-related__more"
                to={listViewPath(list.objectApi, list.objId, list.prefix)}
              >
                {t('recordDetail.relatedMore', { count: list.totalCount })}
              </Link>
            )}
          </section>
        );
      })}
    </div>
  );
}
