import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { storedTimeOf } from '../field-widgets/index.js';
import { useOpenRecordForm } from '../record-form/index.js';
import { planWindow, todayIn, weekStartOf } from './plan-week.js';
import ShiftPlanPage from './ShiftPlanPage.js';
import type { PlanShift, ShiftPlanData } from './shift-plan-api.js';
import { useShiftPlan, withPendingMoves } from './useShiftPlan.js';

// The tests run in the browser's zone (no user zone is set), on whatever week today is.
const monday = weekStartOf(todayIn(undefined));
const at = (day: number, hour: number) => storedTimeOf(monday.add(day, 'day').add(hour, 'hour'), undefined);
const shift = (over: Partial<PlanShift>): PlanShift => ({
  id: '0Sf1',
  name: 'Day shift',
  resourceId: '0HnA',
  resourceName: 'Alex Rivera',
  start: at(0, 8),
  end: at(0, 16),
  status: 'Confirmed',
  shiftType: 'Day',
  territoryName: '',
  canEdit: true,
  ...over,
});

const PLAN: ShiftPlanData = {
  object: { objectApi: 'Shift', objId: 'shift', prefix: '0Sf', label: 'Shift', pluralLabel: 'Shifts' },
  resourceObject: { objectApi: 'ServiceResource', prefix: '0Hn' },
  canCreate: true,
  resources: [
    { id: '0HnA', name: 'Alex Rivera', resourceType: 'technician' },
    { id: '0HnJ', name: 'Jordan Lee', resourceType: 'technician' },
  ],
  shifts: [
    shift({}),
    shift({ id: '0Sf2', name: 'Late shift', start: at(2, 14), end: at(2, 22), status: 'Tentative' }),
    shift({
      id: '0Sf3',
      name: 'Open shift',
      resourceId: '',
      resourceName: '',
      start: at(4, 9),
      end: at(4, 12),
    }),
  ],
  statuses: [
    { value: 'Tentative', label: 'Tentative' },
    { value: 'Confirmed', label: 'Confirmed' },
    { value: 'Published', label: 'Published' },
  ],
};

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({ 'shiftPlan/getPlan': envelopeRoute(() => ok(PLAN)) });
});

afterEach(() => {
  useOpenRecordForm.setState({ open: undefined });
  resetGlobalState();
  vi.unstubAllGlobals();
});

const row = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  const found = header.closest('tr');
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

describe('shift plan page', () => {
  it('shows resources as rows and the week as columns, each shift in the cell of its resource and start day', async () => {
    await renderWithApp(<ShiftPlanPage />);
    expect(
      await screen.findByRole('button', { name: 'Day shift, 08:00–16:00, Confirmed' }, SLOW),
    ).toBeInTheDocument();
    const payload = envelopePayload<{ from: string; to: string }>(server.callsTo('shiftPlan/getPlan')[0]);
    expect(payload).toEqual(planWindow(monday, undefined));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toHaveLength(8);
    const alexCells = within(row('Alex Rivera')).getAllByRole('cell');
    expect(within(alexCells[0] as HTMLElement).getByText('Day shift')).toBeInTheDocument();
    expect(within(alexCells[2] as HTMLElement).getByText('Late shift')).toBeInTheDocument();
    expect(within(alexCells[2] as HTMLElement).getByText('Tentative')).toBeInTheDocument();
    // A shift without a resource gets a row of its own.
    const open = within(row('No resource')).getAllByRole('cell');
    expect(within(open[4] as HTMLElement).getByText('Open shift')).toBeInTheDocument();
  });

  it('a click in an empty cell opens the shift form with the resource and a day shift on that day', async () => {
    await renderWithApp(<ShiftPlanPage />);
    await screen.findByText('Day shift', {}, SLOW);
    const wednesday = within(row('Jordan Lee')).getAllByRole('cell')[2] as HTMLElement;
    await userEvent.click(wednesday);
    const opened = useOpenRecordForm.getState().open;
    expect(opened).toMatchObject({
      objectApi: 'Shift',
      mode: 'NEW',
      defaultValues: {
        serviceresourceid: '0HnJ',
        serviceresourceidccname: 'Jordan Lee',
        starttime: at(2, 8),
        endtime: at(2, 16),
      },
    });
    // The + button does the same from the keyboard.
    useOpenRecordForm.setState({ open: undefined });
    const add = within(wednesday).getByRole('button', { name: /Add a shift for Jordan Lee/ });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(useOpenRecordForm.getState().open?.defaultValues?.serviceresourceid).toBe('0HnJ');
  });

  it('moves between weeks and back to today', async () => {
    await renderWithApp(<ShiftPlanPage />);
    await screen.findByText('Day shift', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(server.callsTo('shiftPlan/getPlan')).toHaveLength(2));
    expect(envelopePayload(server.callsTo('shiftPlan/getPlan')[1])).toEqual(
      planWindow(monday.add(7, 'day'), undefined),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    const previous = planWindow(monday.subtract(7, 'day'), undefined);
    await waitFor(() =>
      expect(server.callsTo('shiftPlan/getPlan').map((call) => envelopePayload(call))).toContainEqual(
        previous,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('shift-plan-week').textContent).toContain(monday.format('LL'));
  });

  it('offers no new shift to a user who may not create one', async () => {
    server.on(
      'shiftPlan/getPlan',
      envelopeRoute(() => ok({ ...PLAN, canCreate: false })),
    );
    await renderWithApp(<ShiftPlanPage />);
    await screen.findByText('Day shift', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'New shift' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a shift for/ })).toBeNull();
  });
});

describe('moving a shift', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );
  const range = planWindow(monday, undefined);
  /** Loads the week through the hook, then drops shift 0Sf1 at `to`; answers the outcome and the hook. */
  const dropDayShift = async (to: { resourceId: string; start: string; end: string }) => {
    const { result } = renderHook(() => useShiftPlan(range), { wrapper });
    await waitFor(() => expect(result.current.shown).toBeDefined());
    let outcome: Awaited<ReturnType<typeof result.current.move>> | undefined;
    await act(async () => {
      outcome = await result.current.move({ id: '0Sf1', ...to });
    });
    return { outcome, result };
  };

  it('shows a dropped shift in its new cell at once', () => {
    const moved = withPendingMoves(PLAN, [
      { id: '0Sf1', resourceId: '0HnJ', start: at(1, 8), end: at(1, 16) },
    ]);
    expect(moved.shifts[0]).toMatchObject({
      resourceId: '0HnJ',
      resourceName: 'Jordan Lee',
      start: at(1, 8),
    });
    expect(moved.shifts[1]).toBe(PLAN.shifts[1]);
  });

  it('saves the move through /objectInfo/save with the new resource and times', async () => {
    server.on(
      'objectInfo/save',
      envelopeRoute(() => ok([{ id: '0Sf1', name: 'Day shift', isSaveSuccess: true, errormessage: '' }])),
    );
    const { outcome } = await dropDayShift({ resourceId: '0HnJ', start: at(1, 8), end: at(1, 16) });
    expect(outcome).toEqual({ kind: 'moved', name: 'Day shift' });
    const sent = envelopePayload<{ objectApi: string; data: string }>(server.callsTo('objectInfo/save')[0]);
    expect(sent.objectApi).toBe('Shift');
    expect(JSON.parse(sent.data)).toEqual([
      { id: '0Sf1', serviceresourceid: '0HnJ', starttime: at(1, 8), endtime: at(1, 16) },
    ]);
  });

  it('puts a refused move back where it was, with the reason the server gave', async () => {
    const reason =
      'Jordan Lee already works the shift "Early" from … : a resource\'s shifts must not overlap';
    server.on(
      'objectInfo/save',
      envelopeRoute(() =>
        ok([{ id: '0Sf1', name: 'Day shift', isSaveSuccess: false, errormessage: reason }]),
      ),
    );
    const { outcome, result } = await dropDayShift({ resourceId: '0HnJ', start: at(2, 8), end: at(2, 16) });
    expect(outcome).toEqual({ kind: 'refused', name: 'Day shift', reason });
    expect(result.current.shown?.shifts[0]).toMatchObject({ resourceId: '0HnA', start: at(0, 8) });
  });

  it('does not save a shift dropped where it already was', async () => {
    const { outcome } = await dropDayShift({ resourceId: '0HnA', start: at(0, 8), end: at(0, 16) });
    expect(outcome).toEqual({ kind: 'unchanged' });
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
  });
});
