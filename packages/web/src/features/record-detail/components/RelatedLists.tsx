import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RelatedList } from '../record-detail-api.js';
import type { DisplayLocale } from '../state/display-value.js';
import { RelatedListCard } from './RelatedListCard.js';

interface RelatedListsProps {
  recordId: string;
  lists: readonly RelatedList[];
  locale: DisplayLocale;
  /** Spec 1 §2.7 isShowRelationDetail: the rows inside each list, or only its header and count. */
  showRows: boolean;
  canAdd: boolean;
  onNew: (list: RelatedList) => void;
  /** Where "Add existing" leads for a list (add-relevant-obj), when offered. */
  addExistingPath?: (list: RelatedList) => string;
}

/** A list's own name: the object's plural, and the lookup when the object points here more than once. */
function listTitle(list: RelatedList, lists: readonly RelatedList[]): string {
  const twice = lists.filter((other) => other.objectApi === list.objectApi).length > 1;
  return twice ? `${list.labelName} (${list.fieldLabel})` : list.labelName;
}

/** The record's related lists: the records of every object whose lookup points at it, with New per list. */
export function RelatedLists({
  recordId,
  lists,
  showRows,
  canAdd,
  locale,
  onNew,
  addExistingPath,
}: RelatedListsProps) {
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
      {ordered.map((list) => (
        <RelatedListCard
          key={`${list.objectApi}.${list.fieldApi}`}
          recordId={recordId}
          list={list}
          title={listTitle(list, lists)}
          showRows={showRows}
          canAdd={canAdd}
          locale={locale}
          onNew={onNew}
          addExistingPath={addExistingPath?.(list)}
        />
      ))}
    </div>
  );
}
