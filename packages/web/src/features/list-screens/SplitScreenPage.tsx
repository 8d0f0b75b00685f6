import { TableOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { RecordDetail } from '../record-detail/index.js';
import { CompactRecordList } from './CompactRecordList.js';
import { useListScreenState } from './useListScreenState.js';
import './list-screens.css';

/**
 * commonObjects/multi-screen/{objectApi}/{objId}/{prefix} (spec 1 §2.1, the
 * `splitscreen` menu layout): the object's list on the left, the chosen
 * record's page on the right. The view (?viewId=) and the record (?dataId=)
 * are in the address, so a reload or a link shows the same pair.
 */
export default function SplitScreenPage() {
  const { t } = useTranslation();
  const { objectApi = '', objId = '', prefix = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const state = useListScreenState({ objectApi }, search.get('viewId') ?? undefined);
  const activeId = search.get('dataId') ?? undefined;
  const remember = (name: 'viewId' | 'dataId', value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const tablePath = `/commonObjects/views/table/${objectApi}/${objId}/${prefix}${state.viewId ? `?viewId=${encodeURIComponent(state.viewId)}` : ''}`;
  return (
    <div className="vela-split">
      <section className="vela-split__list" aria-label={t('listScreens.listPane')}>
        <CompactRecordList
          state={{
            ...state,
            chooseView: (id: string) => {
              state.chooseView(id);
              remember('viewId', id);
            },
          }}
          activeId={activeId}
          onChoose={(row) => remember('dataId', row.id)}
          actions={
            <Link to={tablePath}>
              <Button size="small" icon={<TableOutlined />}>
                {t('listScreens.openTable')}
              </Button>
            </Link>
          }
        />
      </section>
      <section className="vela-split__record" aria-label={t('listScreens.recordPane')}>
        {activeId ? (
          <RecordDetail key={activeId} recordId={activeId} />
        ) : (
          <Empty className="vela-split__empty" description={t('listScreens.pickRecord')} />
        )}
      </section>
    </div>
  );
}
