import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import type { ListColumn, ListRow } from './list-view-api.js';
import { useVisibleRows } from './useVisibleRows.js';
import { VIRTUAL_ROW_HEIGHT, VirtualListTable } from './VirtualListTable.js';

const columns: ListColumn[] = [
  { apiName: 'name', label: 'Account name', type: 'S', width: null },
  { apiName: 'accountnumber', label: 'Account number', type: 'S', width: null },
];
const manyRows = (count: number): ListRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `001-${index}`,
    name: `Account ${index}`,
    accountnumber: `ACC-${index}`,
  }));

describe('useVisibleRows: which rows of a long list are drawn [S1-R-003]', () => {
  it.each([
    // count, scrollTop → first drawn, one past the last drawn (a 390 px view)
    // 11 rows in sight, a step of 12 rows, 16 more either side.
    { count: 10_000, scrollTop: 0, start: 0, end: 39 },
    { count: 10_000, scrollTop: 39 * 11, start: 0, end: 39 },
    { count: 10_000, scrollTop: 39 * 12, start: 0, end: 51 },
    { count: 10_000, scrollTop: 39 * 100, start: 80, end: 135 },
    { count: 10_000, scrollTop: 39 * 9_990, start: 9_968, end: 10_000 },
    { count: 5, scrollTop: 0, start: 0, end: 5 },
    { count: 0, scrollTop: 0, start: 0, end: 0 },
  ])('$count rows scrolled to $scrollTop px: rows $start to $end', ({ count, scrollTop, start, end }) => {
    const { result } = renderHook(() => useVisibleRows(count, VIRTUAL_ROW_HEIGHT, 390));
    act(() => result.current.onScroll(scrollTop));
    expect(result.current.start).toBe(start);
    expect(result.current.end).toBe(end);
    // The space above and below stands for the rows not drawn, so the scrollbar is the whole list's.
    expect(result.current.before).toBe(start * VIRTUAL_ROW_HEIGHT);
    expect(result.current.after).toBe((count - end) * VIRTUAL_ROW_HEIGHT);
  });
});

describe('VirtualListTable [S1-R-003][S1-B-039]', { timeout: 60_000 }, () => {
  function stream(rows: ListRow[], loadMore = vi.fn()) {
    return { rows, hasMore: true, loadingMore: false, isPending: false, loadMore };
  }

  it('holds only the rows near the view in the page, and draws further rows as the person scrolls', async () => {
    const loadMore = vi.fn();
    await renderWithApp(
      <VirtualListTable
        label="All accounts"
        columns={columns}
        stream={stream(manyRows(2_000), loadMore)}
        height={390}
        empty="No accounts"
        selection={{ selected: [], onSelect: vi.fn() }}
      />,
    );
    const table = screen.getByRole('table', { name: 'All accounts' });
    const drawn = () => [...table.querySelectorAll('tr.vela-list__row')];
    expect(drawn()).toHaveLength(39);
    expect(drawn()[0]).toHaveTextContent('Account 0');
    const scroller = table.closest('.vela-list__scroll') as HTMLElement;
    scroller.scrollTop = 39 * 1_000;
    fireEvent.scroll(scroller);
    expect(drawn()[0]).toHaveTextContent('Account 980');
    expect(drawn().length).toBeLessThanOrEqual(55);
    // Far from the end of what is read: nothing more is asked.
    expect(loadMore).not.toHaveBeenCalled();
    scroller.scrollTop = 39 * 1_990;
    fireEvent.scroll(scroller);
    expect(loadMore).toHaveBeenCalled();
    expect(drawn().at(-1)).toHaveTextContent('Account 1999');
  });

  it('ticks a drawn row by its box, and ticks every row read from the header', async () => {
    const onSelect = vi.fn();
    await renderWithApp(
      <VirtualListTable
        label="All accounts"
        columns={columns}
        stream={stream(manyRows(300))}
        height={390}
        empty="No accounts"
        selection={{ selected: ['001-1'], onSelect }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Account 1' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Account 2' }));
    expect(onSelect).toHaveBeenLastCalledWith(['001-1', '001-2']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelect.mock.lastCall?.[0]).toHaveLength(300);
  });

  it('says when there is nothing to show', async () => {
    await renderWithApp(
      <VirtualListTable
        label="All accounts"
        columns={columns}
        stream={{ ...stream([]), hasMore: false }}
        height={390}
        empty="No accounts"
      />,
    );
    expect(screen.getByText('No accounts')).toBeInTheDocument();
  });
});
