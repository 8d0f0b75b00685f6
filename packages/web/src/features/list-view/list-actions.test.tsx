import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { KanbanBoard } from './KanbanBoard.js';
import { ListToolbar } from './ListToolbar.js';
import type { KanbanBoardData, ListFieldInfo } from './list-view-api.js';
import { MassEditDialog, massEditableFields } from './MassEditDialog.js';
import { applyMove, useKanbanBoard } from './useKanbanBoard.js';
import { exportFileName } from './useListDataActions.js';

const board: KanbanBoardData = {
  view: { id: 'v1', name: 'All opportunities', scope: 'all' },
  groupField: { apiName: 'stage', label: 'Stage', type: 'L' },
  sumField: { apiName: 'amount', label: 'Amount', type: 'c' },
  groupChoices: [{ apiName: 'stage', label: 'Stage', type: 'L' }],
  sumChoices: [{ apiName: 'amount', label: 'Amount', type: 'c' }],
  cardFields: [{ apiName: 'amount', label: 'Amount', type: 'c' }],
  columns: [
    {
      value: 'Prospecting',
      label: 'Prospecting',
      count: 3,
      sum: 350.5,
      cards: [
        { id: '006a', name: 'Deal A', stage: 'Prospecting', amount: 100 },
        { id: '006b', name: 'Deal B', stage: 'Prospecting', amount: 250.5 },
      ],
    },
    { value: 'Proposal', label: 'Proposal', count: 0, sum: 0, cards: [] },
  ],
};

const field = (apiName: string, type: string, editable = true): ListFieldInfo => ({
  apiName,
  label: apiName.toUpperCase(),
  type,
  operators: [],
  options: type === 'L' ? [{ value: 'Proposal', label: 'Proposal' }] : [],
  lookupObjId: null,
  editable,
});

const toolbarProps = {
  title: 'Opportunities',
  views: [],
  viewId: undefined,
  onChooseView: vi.fn(),
  onViewAction: vi.fn(),
  keyword: '',
  onSearch: vi.fn(),
  filterCount: 0,
  onOpenFilters: vi.fn(),
  onNew: vi.fn(),
  onRefresh: vi.fn(),
  onDeleteSelected: vi.fn(),
  onChangeOwner: vi.fn(),
  remembered: false,
  exporting: false,
  mergeHref: null,
};

describe('kanban', () => {
  it('[S1-R-003] shows each column with its count, its amount total and the cards with their key fields', async () => {
    await renderWithApp(<KanbanBoard board={board} movable onMove={vi.fn()} />);
    const lane = screen.getByRole('region', { name: 'Prospecting' });
    expect(within(lane).getByTestId('kanban-count').textContent).toBe('3 records');
    expect(within(lane).getByTestId('kanban-sum').textContent).toBe('Amount: 350.50');
    expect(within(lane).getByRole('link', { name: 'Deal B' }).getAttribute('href')).toBe(
      '/commonObjects/detail/006b/DETAIL',
    );
    expect(within(lane).getByText('250.50')).toBeTruthy();
    expect(within(lane).getByText('1 more: open the table to see it')).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'Proposal' });
    expect(within(empty).getByText('No records')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deal A, in Prospecting' }).getAttribute('tabindex')).toBe('0');
  });

  it('[S1-R-003] cards cannot be picked up when the group field is not the user’s to change', async () => {
    await renderWithApp(<KanbanBoard board={board} movable={false} onMove={vi.fn()} />);
    const card = screen.getByRole('button', { name: 'Deal A, in Prospecting' });
    expect(card.getAttribute('tabindex')).toBe('-1');
    expect(card.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves a card with its count and amount to the new column, and back by moving it again', () => {
    const card = board.columns[0]?.cards[1];
    if (!card) throw new Error('no card');
    const moved = applyMove(board, { card, from: 'Prospecting', to: 'Proposal' });
    expect(moved.columns.map((column) => [column.count, column.sum, column.cards.length])).toEqual([
      [2, 100, 1],
      [1, 250.5, 1],
    ]);
    expect(moved.columns[1]?.cards[0]).toMatchObject({ id: '006b', stage: 'Proposal' });
    const back = applyMove(moved, { card, from: 'Proposal', to: 'Prospecting' });
    expect(back.columns.map((column) => [column.count, column.sum])).toEqual([
      [3, 350.5],
      [0, 0],
    ]);
  });
});

describe('kanban move and concurrent edits (issue 16 item 3)', () => {
  it("sends the card's version; a card someone changed since is refused, naming who, and not moved", async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const versioned: KanbanBoardData = {
      ...board,
      columns: board.columns.map((column) => ({
        ...column,
        cards: column.cards.map((card) => ({ ...card, lastmodifydate: `v-${card.id}` })),
      })),
    };
    const server = installFakeServer({
      'view/getKanbanData': envelopeRoute(() => ok(versioned)),
      'view/batchUpdateField': envelopeRoute(() =>
        ok({
          done: [],
          failed: [
            {
              id: '006a',
              name: 'Deal A',
              message: 'changed by someone else',
              errorField: 'lastmodifydate',
              changedBy: 'Ada Admin',
            },
          ],
        }),
      ),
    });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useKanbanBoard({ objectApi: 'Opportunity' }, true), { wrapper });
      await waitFor(() => expect(result.current.shown).toBeDefined());
      const outcome = await result.current.move('006a', 'Proposal');
      expect(envelopePayload(server.callsTo('view/batchUpdateField')[0])).toEqual({
        objectApi: 'Opportunity',
        ids: ['006a'],
        field: 'stage',
        value: 'Proposal',
        versions: { '006a': 'v-006a' },
      });
      expect(outcome).toMatchObject({ kind: 'refused', from: 'Prospecting', changedBy: 'Ada Admin' });
      // The board is asked again, so it shows the other person's change.
      await waitFor(() => expect(server.callsTo('view/getKanbanData').length).toBeGreaterThan(1));
    } finally {
      vi.unstubAllGlobals();
      localStorage.clear();
    }
  });
});

describe('toolbar', () => {
  it('[S1-R-003] switches between table and kanban, exports CSV or XLSX, and offers mass edit for a selection', async () => {
    const onLayout = vi.fn();
    const onExport = vi.fn();
    const onMassEdit = vi.fn();
    const view = await renderWithApp(
      <ListToolbar
        {...toolbarProps}
        selectedCount={0}
        layout="table"
        onLayout={onLayout}
        onExport={onExport}
        onMassEdit={onMassEdit}
      />,
    );
    expect(screen.queryByRole('button', { name: /Edit field/ })).toBeNull();
    fireEvent.click(screen.getByText('Kanban'));
    expect(onLayout).toHaveBeenCalledWith('kanban');
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('Excel workbook (XLSX)'));
    expect(onExport).toHaveBeenCalledWith('xlsx');
    view.rerender(
      <MemoryRouter>
        <ListToolbar
          {...toolbarProps}
          selectedCount={2}
          layout="table"
          onLayout={onLayout}
          onExport={onExport}
          onMassEdit={onMassEdit}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Edit field/ }));
    expect(onMassEdit).toHaveBeenCalled();
  });

  it('names the exported file after the object, the view and the day', () => {
    expect(exportFileName('Opportunities', 'All / open', 'csv', new Date('2026-11-25T10:00:00Z'))).toBe(
      'Opportunities-All _ open-2026-11-25.csv',
    );
  });
});

describe('mass edit', () => {
  it('offers only fields the user may change, and no lookups', () => {
    const offered = massEditableFields([
      field('stage', 'L'),
      field('khmc', 'Y'),
      field('createdate', 'F', false),
      field('amount', 'c'),
    ]);
    expect(offered.map((entry) => entry.apiName)).toEqual(['stage', 'amount']);
  });

  it('sends the chosen field and value, and lists each refused record with its reason', async () => {
    const onConfirm = vi.fn();
    const props = {
      open: true,
      count: 3,
      fields: [field('stage', 'L'), field('amount', 'c')],
      busy: false,
      onConfirm,
      onCancel: vi.fn(),
    };
    const view = await renderWithApp(<MassEditDialog {...props} result={null} />);
    expect(await screen.findByText('Edit 3 selected records')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Field' }));
    fireEvent.click(await screen.findByTitle('AMOUNT'));
    const amount = await screen.findByRole('spinbutton', { name: 'New value' });
    fireEvent.change(amount, { target: { value: '1250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(props.fields[1], 1250));
    view.rerender(
      <MassEditDialog
        {...props}
        result={{
          done: [{ id: '006a', name: 'Deal A' }],
          failed: [
            {
              id: '006b',
              name: 'Deal B',
              message: 'Give the reason the opportunity was lost',
              errorField: '',
            },
            { id: '006c', name: 'Deal C', message: 'Amount is too large', errorField: 'amount' },
          ],
        }}
      />,
    );
    expect(screen.getByText('1 record saved.')).toBeTruthy();
    expect(screen.getByText('2 records were not saved:')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Deal BGive the reason the opportunity was lost',
      'Deal CAmount is too large',
    ]);
  });
});
