import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import type { ListRow, RecordStream } from '../list-view/index.js';
import { CompactRecordList } from './CompactRecordList.js';
import type { ListScreenState } from './useListScreenState.js';

const rows: ListRow[] = ['Acme', 'Beacon', 'Cobalt', 'Delta'].map((name, index) => ({
  id: `001-${index}`,
  name,
  accountnumber: `ACC-${index}`,
}));

function screenState(loadMore = vi.fn()): ListScreenState {
  const stream: RecordStream = {
    rows,
    columns: [
      { apiName: 'name', label: 'Account name', type: 'S', width: null },
      { apiName: 'accountnumber', label: 'Account number', type: 'S', width: null },
    ],
    sort: { field: 'name', order: 'asc' },
    isPending: false,
    isError: false,
    hasMore: true,
    loadingMore: false,
    loadMore,
    retry: vi.fn(),
  };
  return {
    catalogue: {
      data: { pluralLabel: 'Accounts', views: [{ id: 'v1', name: 'All accounts' }] },
      isError: false,
    } as unknown as ListScreenState['catalogue'],
    viewId: 'v1',
    chooseView: vi.fn(),
    keyword: '',
    setKeyword: vi.fn(),
    stream,
    total: 4,
  };
}

describe('CompactRecordList [S1-R-004][S1-R-007]', { timeout: 60_000 }, () => {
  it('moves the chosen record with the arrow keys, from the one chosen', async () => {
    const onChoose = vi.fn();
    await renderWithApp(<CompactRecordList state={screenState()} activeId="001-1" onChoose={onChoose} />);
    const list = screen.getByRole('listbox', { name: 'Accounts: the list' });
    expect(list).toHaveAttribute('aria-activedescendant', 'vela-row-001-1');
    // The rows are the listbox's options (the table around them is only their layout).
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    expect(within(list).queryByRole('table')).toBeNull();
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Beacon');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(onChoose).toHaveBeenLastCalledWith(rows[2]);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(onChoose).toHaveBeenLastCalledWith(rows[0]);
    fireEvent.keyDown(list, { key: 'End' });
    expect(onChoose).toHaveBeenLastCalledWith(rows[3]);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledTimes(3);
  });

  it('reads on when the keys come near the end of the rows read', async () => {
    const loadMore = vi.fn();
    await renderWithApp(
      <CompactRecordList state={screenState(loadMore)} activeId="001-2" onChoose={vi.fn()} />,
    );
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    expect(loadMore).toHaveBeenCalled();
  });

  it('says how many rows are read and how to move', async () => {
    await renderWithApp(<CompactRecordList state={screenState()} activeId={undefined} onChoose={vi.fn()} />);
    expect(screen.getByTestId('list-streamed')).toHaveTextContent('4 of 4 rows read');
    expect(screen.getByText('Up and down arrows move through the list.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });
});
