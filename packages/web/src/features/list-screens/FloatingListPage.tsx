import { CloseOutlined, SwapOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { RecordDetail } from '../record-detail/index.js';
import { CompactRecordList } from './CompactRecordList.js';
import { useListScreenState } from './useListScreenState.js';
import './list-screens.css';

type Side = 'left' | 'right';

/**
 * commonObjects/suspension-list/{id}/{type} (and its console copy), the
 * floating list: a compact list of an object's records ({id}: the object's
 * objId or prefix; {type}: one of its list view ids, else its default view)
 * floats over the page; the record chosen in it opens underneath. The person
 * can hide the list to a button and move it to the other side. On the console route
 * (`console-commonObjects/suspension-list`) the list starts on the left, the console's
 * left list (spec 1 §2.2, S1-B-007); elsewhere on the right.
 */
export default function FloatingListPage() {
  const { t } = useTranslation();
  const { id = '', type = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const state = useListScreenState({ objId: id }, type);
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const [side, setSide] = useState<Side>(() => (pathname.startsWith('/console-') ? 'left' : 'right'));
  const activeId = search.get('dataId') ?? undefined;
  const choose = (recordId: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('dataId', recordId);
        return next;
      },
      { replace: true },
    );
  const title = state.catalogue.data?.pluralLabel ?? '';
  const otherSide: Side = side === 'right' ? 'left' : 'right';
  const moveLabel = t(otherSide === 'left' ? 'listScreens.moveLeft' : 'listScreens.moveRight');
  return (
    <div className="vela-floating">
      <div className="vela-floating__page">
        {activeId ? (
          <RecordDetail key={activeId} recordId={activeId} />
        ) : (
          <Empty className="vela-split__empty" description={t('listScreens.pickFloating')} />
        )}
      </div>
      {open ? (
        <aside
          className={`vela-floating__panel vela-floating__panel--${side}`}
          aria-label={t('listScreens.floatingLabel', { object: title })}
        >
          <CompactRecordList
            state={state}
            activeId={activeId}
            onChoose={(row) => choose(row.id)}
            actions={
              <Space size={4}>
                <Tooltip title={moveLabel}>
                  <Button
                    size="small"
                    type="text"
                    icon={<SwapOutlined />}
                    aria-label={moveLabel}
                    onClick={() => setSide(otherSide)}
                  />
                </Tooltip>
                <Tooltip title={t('listScreens.hideList')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('listScreens.hideList')}
                    onClick={() => setOpen(false)}
                  />
                </Tooltip>
              </Space>
            }
          />
        </aside>
      ) : (
        <Button
          className={`vela-floating__show vela-floating__show--${side}`}
          type="primary"
          shape="round"
          icon={<UnorderedListOutlined />}
          onClick={() => setOpen(true)}
        >
          {t('listScreens.showList', { object: title })}
        </Button>
      )}
    </div>
  );
}
