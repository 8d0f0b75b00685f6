import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ResourceUsagePage from './ResourceUsagePage.js';
import { usageColumns } from './usage-columns.js';

const DAYS = [
  '2027-03-01',
  '2027-03-02',
  '2027-03-03',
  '2027-03-04',
  '2027-03-05',
  '2027-03-06',
  '2027-03-07',
];
const week = (booked: number[], capacity: number) =>
  DAYS.map((day, index) => {
    const hours = index < 5 ? capacity : 0;
    const bookedHours = booked[index] ?? 0;
    return { day, bookedHours, capacityHours: hours, over: bookedHours > hours };
  });

const usage = {
  zone: 'UTC',
  days: DAYS,
  resources: [
    {
      id: 'r1',
      name: 'Alex Rivera',
      userName: 'Ada Admin',
      days: week([4], 8),
      totals: { bookedHours: 4, capacityHours: 40, over: false, overDays: 0, utilisation: 10 },
    },
    {
      id: 'r2',
      name: 'Jordan Lee',
      userName: '',
      days: week([0, 10], 6),
      totals: { bookedHours: 10, capacityHours: 30, over: true, overDays: 1, utilisation: 33 },
    },
  ],
  bars: [
    {
      id: 'w1',
      kind: 'workOrder',
      resourceId: 'r2',
      name: 'Leaking pipe',
      start: '2027-03-02 07:00:00',
      end: '2027-03-02 17:00:00',
      canEdit: true,
    },
    {
      id: 'e1',
      kind: 'event',
      resourceId: 'r1',
      name: 'Team meeting',
      start: '2027-03-01 08:00:00',
      end: '2027-03-01 10:00:00',
      canEdit: false,
    },
  ],
};

describe('resource usage', () => {
  it('[S1-R-032] shows booked hours against capacity per day, marks over-allocation, totals each resource, and sums weeks', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    server.on(
      'dispatch/getUsage',
      envelopeRoute(() => ok(usage)),
    );
    await renderWithApp(<ResourceUsagePage />, { route: '/commonObjects/ganttResource' });
    expect(
      await screen.findByRole('heading', { name: 'Resource usage' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Resource usage by resource and day' });
    const over = within(table).getByRole('cell', {
      name: 'Jordan Lee, 2027-03-02: 10 / 6 h, Over-allocated',
    });
    expect(over).toHaveClass('vela-usage__cell--over');
    expect(within(over).getByText('Leaking pipe')).toBeInTheDocument();
    const fine = within(table).getByRole('cell', { name: 'Alex Rivera, 2027-03-01: 4 / 8 h' });
    expect(fine).not.toHaveClass('vela-usage__cell--over');
    expect(within(fine).getByText('Team meeting')).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: 'Jordan Lee, Total: 10 / 30 h, Over-allocated' }),
    ).toHaveTextContent('33 %');
    expect(within(table).getByRole('cell', { name: 'Alex Rivera, Total: 4 / 40 h' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('By week'));
    expect(within(table).getByRole('columnheader', { name: 'Week of 1 Mar' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: 'Jordan Lee, 2027-03-01: 10 / 30 h, Over-allocated' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText('Four weeks'));
    await waitFor(() =>
      expect(envelopePayload<{ days: number }>(server.callsTo('dispatch/getUsage').at(-1)).days).toBe(28),
    );
  });

  it('sums a week into one column, over-allocated when any of its days is', () => {
    const columns = usageColumns(week([0, 10], 6), true);
    expect(columns).toEqual([
      { key: '2027-03-01', days: DAYS, bookedHours: 10, capacityHours: 30, over: true },
    ]);
    expect(usageColumns(week([4], 8), false)[0]).toMatchObject({
      bookedHours: 4,
      capacityHours: 8,
      over: false,
    });
  });
});
