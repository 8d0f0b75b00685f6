import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListCount, ListQuestion } from './list-view-api.js';
import type { ListViewState } from './useListViewState.js';
import { useRecordStream } from './useRecordStream.js';
import { VirtualListTable } from './VirtualListTable.js';

/** Space kept under the scrolling body for the status line and the page's margin. */
const BELOW = 72;
const LOWEST = 320;

/** The height from an element's top to the bottom of the window, kept as the window changes. */
function useRestOfWindow() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(560);
  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(LOWEST, Math.floor(window.innerHeight - top - BELOW)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}

/**
 * The table view's "All, scrolling" page size: every record of the view in one
 * virtualised table, read 200 at a time as the person scrolls, with the same
 * columns, sort and selection as the paged table.
 */
export function ScrollingListBody({
  objectApi,
  state,
  total,
  empty,
}: {
  objectApi: string;
  state: ListViewState;
  total: ListCount | undefined;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const { viewId, filter, keyword } = state;
  const question: ListQuestion | undefined = useMemo(
    () => (viewId ? { objectApi, viewId, filters: filter, keyword } : undefined),
    [objectApi, viewId, filter, keyword],
  );
  const stream = useRecordStream(question, state.sort);
  const room = useRestOfWindow();
  return (
    <div ref={room.ref}>
      <VirtualListTable
        label={t('listScreens.scrollAll')}
        columns={stream.columns}
        stream={stream}
        total={total && !total.estimated ? total.count : undefined}
        height={room.height}
        sort={state.sort ?? stream.sort}
        onSort={state.setSort}
        selection={{ selected: state.selected, onSelect: state.setSelected }}
        empty={empty}
      />
    </div>
  );
}
