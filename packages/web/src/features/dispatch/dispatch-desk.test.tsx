import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import DispatchDeskPage from './DispatchDeskPage.js';

const boiler = {
  id: '0WOboiler',
  name: 'Boiler repair',
  status: 'New',
  priority: 'High',
  territoryId: 't1',
  territoryName: 'North',
  skills: ['HVAC'],
  durationHours: 2,
  resourceId: '',
  start: '',
  end: '',
  canEdit: true,
};
const resource = (id: string, name: string, skills: string[]) => ({
  id,
  name,
  resourceType: 'technician',
  userName: '',
  territoryId: 't1',
  territoryName: 'North',
  skills,
});

function desk(waiting = [boiler]) {
  return {
    zone: 'UTC',
    windowStart: '2027-03-01 00:00:00',
    windowEnd: '2027-03-02 00:00:00',
    waiting,
    resources: [resource('0Hnalex', 'Alex Rivera', ['HVAC']), resource('0Hnsam', 'Sam Stone', ['HVAC'])],
    bars: [],
    territories: [{ id: 't1', name: 'North' }],
    priorities: [
      { code: 'High', label: 'High' },
      { code: 'Low', label: 'Low' },
    ],
    skills: ['HVAC'],
  };
}

const recommendations = {
  workOrderId: boiler.id,
  goals: ['qualification:skills', 'travel', 'preference'],
  recommendations: [
    {
      resourceId: '0Hnalex',
      name: 'Alex Rivera',
      eligible: true,
      score: 42,
      firstFreeStart: '2027-03-01 10:00:00',
      firstFreeEnd: '2027-03-01 12:00:00',
      reasons: [
        { kind: 'freeTime', start: '2027-03-01 10:00:00', end: '2027-03-01 12:00:00' },
        { kind: 'qualified', field: 'Skills', values: ['HVAC'] },
        { kind: 'travel', km: 3.2, minutes: 5, fromPreviousJob: false },
        { kind: 'workload', bookedHours: 2, capacityHours: 40 },
      ],
    },
    {
      resourceId: '0Hnjordan',
      name: 'Jordan Lee',
      eligible: false,
      score: 20,
      firstFreeStart: '2027-03-01 08:00:00',
      firstFreeEnd: '2027-03-01 10:00:00',
      reasons: [{ kind: 'unqualified', field: 'Skills', values: ['HVAC'] }],
    },
  ],
};

/** Types into an antd select and clicks the offered option, as a person does. */
async function choose(box: HTMLElement, typed: string, option: string | RegExp) {
  await userEvent.click(box);
  await userEvent.type(box, typed);
  // The list may still be opening (pointer-events: none while it animates): the click goes to the option itself.
  fireEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }, { timeout: 10_000 }),
  );
}

describe('dispatch desk', () => {
  it('[S1-R-112] shows the waiting work order, its recommended resources with their reasons, says why an assignment was refused, and assigns by keyboard', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    let assigned = false;
    server.on(
      'dispatch/getDesk',
      envelopeRoute(() => ok(desk(assigned ? [] : [boiler]))),
    );
    server.on(
      'dispatch/recommend',
      envelopeRoute(() => ok(recommendations)),
    );
    server.on(
      'dispatch/assign',
      envelopeRoute((payload: { resourceId: string; start: string }) => {
        if (payload.resourceId === '0Hnalex')
          return fail(
            '11400',
            'Alex Rivera is already booked with "Team meeting" from 2027-03-01 10:00 to 2027-03-01 11:00 (UTC): the assignments would overlap',
          );
        assigned = true;
        return ok({
          ...boiler,
          resourceId: payload.resourceId,
          start: payload.start,
          end: payload.start,
          status: 'Scheduled',
        });
      }),
    );
    await renderWithApp(<DispatchDeskPage />, { route: '/DispatchDesk' });
    expect(
      await screen.findByRole('heading', { name: 'Dispatch desk' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: 'Work order Boiler repair, High, 2 h' });
    expect(screen.getByRole('heading', { name: 'Waiting for assignment (1)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Alex Rivera/ })).toBeInTheDocument();

    // Enter chooses the work order: its recommendations come with their reasons.
    card.focus();
    await userEvent.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'Selected work order' });
    expect(await within(panel).findByText('Skills matched: HVAC')).toBeInTheDocument();
    expect(within(panel).getByText('3.2 km away, about 5 min')).toBeInTheDocument();
    expect(within(panel).getByText('2 h booked of 40 h')).toBeInTheDocument();
    expect(within(panel).getByText(/^Free from Mon 1 Mar 10:00/)).toBeInTheDocument();
    expect(within(panel).getByText('Skills missing: HVAC')).toBeInTheDocument();
    expect(within(panel).getByText('Not eligible')).toBeInTheDocument();

    // One click assigns to the recommended one at its first free time; the refusal says why.
    await userEvent.click(within(panel).getByRole('button', { name: /^Assign at Mon 1 Mar 10:00/ }));
    expect(
      await screen.findByText(
        '"Boiler repair" was not assigned: Alex Rivera is already booked with "Team meeting" from 2027-03-01 10:00 to 2027-03-01 11:00 (UTC): the assignments would overlap',
      ),
    ).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('dispatch/assign').at(-1))).toEqual({
      workOrderId: boiler.id,
      resourceId: '0Hnalex',
      start: '2027-03-01 10:00:00',
    });
    // Still waiting: the card snapped back.
    expect(screen.getByRole('button', { name: 'Work order Boiler repair, High, 2 h' })).toBeInTheDocument();

    // The keyboard's way: a resource, a start, Assign.
    await choose(within(panel).getByRole('combobox', { name: 'Resource' }), 'Sam', 'Sam Stone');
    await choose(within(panel).getByRole('combobox', { name: 'Start' }), '09:00', / 09:00$/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('"Boiler repair" assigned to Sam Stone')).toBeInTheDocument();
    const sent = envelopePayload<{ resourceId: string; start: string }>(
      server.callsTo('dispatch/assign').at(-1),
    );
    expect(sent.resourceId).toBe('0Hnsam');
    expect(sent.start).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Waiting for assignment (0)' })).toBeInTheDocument(),
    );
  });

  it('[S1-R-111] filters the waiting list by territory, priority, skill and search, and is titled as its route', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    server.on(
      'dispatch/getDesk',
      envelopeRoute(() => ok(desk())),
    );
    await renderWithApp(<DispatchDeskPage />, { route: '/console-dispatchingUnits' });
    expect(
      await screen.findByRole('heading', { name: 'Dispatching units' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: /Work order Boiler repair/ });
    const search = screen.getByRole('searchbox', { name: 'Search work orders' });
    await userEvent.type(search, 'boiler{Enter}');
    await waitFor(() =>
      expect(envelopePayload<{ search?: string }>(server.callsTo('dispatch/getDesk').at(-1)).search).toBe(
        'boiler',
      ),
    );
    await choose(screen.getByRole('combobox', { name: 'Priority' }), 'Hi', 'High');
    await waitFor(() =>
      expect(envelopePayload<{ priority?: string }>(server.callsTo('dispatch/getDesk').at(-1))).toMatchObject(
        {
          search: 'boiler',
          priority: 'High',
        },
      ),
    );
  });

  it('[S1-R-112] unassigns an assigned work order chosen on its resource row', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    const today = new Date().toISOString().slice(0, 10);
    const bar = {
      id: boiler.id,
      kind: 'workOrder',
      resourceId: '0Hnalex',
      name: 'Boiler repair',
      start: `${today} 10:00:00`,
      end: `${today} 12:00:00`,
      canEdit: true,
    };
    server.on(
      'dispatch/getDesk',
      envelopeRoute(() => ok({ ...desk([]), bars: [bar] })),
    );
    server.on(
      'dispatch/unassign',
      envelopeRoute(() => ok({ ...boiler })),
    );
    await renderWithApp(<DispatchDeskPage />, { route: '/dispatchingUnits' });
    const row = (await screen.findByRole('rowheader', { name: /Alex Rivera/ }, { timeout: 10_000 })).closest(
      'tr',
    );
    if (!row) throw new Error('no row for Alex Rivera');
    const assigned = within(row).getByRole('button', { name: 'Work order Boiler repair, 10:00–12:00' });
    assigned.focus();
    await userEvent.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'Selected work order' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('"Boiler repair" is waiting for assignment again')).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('dispatch/unassign').at(-1))).toEqual({ workOrderId: boiler.id });
  });
});
