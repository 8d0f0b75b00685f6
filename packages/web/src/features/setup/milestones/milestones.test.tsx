import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MajorEvent, MajorEventType } from '@vela/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { signedInAsAdministrator } from '../../../test-support/signed-in-admin.js';
import { MilestoneTimeline } from '../../milestones/index.js';
import EventTypeEditPage from './EventTypeEditPage.js';
import MajorEventsPage from './MajorEventsPage.js';

const SLOW = { timeout: 20_000 } as const;
const funding: MajorEventType = {
  id: 'typ1',
  name: 'Funding',
  colour: 'green',
  description: 'Money raised',
  active: true,
  eventCount: 1,
};
const seriesA: MajorEvent = {
  id: 'evt1',
  accountId: '001aaaaaaaaaaaaaaa',
  accountName: 'Harbour Tools',
  typeId: 'typ1',
  typeName: 'Funding',
  colour: 'green',
  date: '2025-06-15',
  title: 'Series A',
  description: '12 M',
};

/** Company milestones (issue 18): setup's pages and the account page's timeline. */
describe('setup: company milestones', () => {
  signedInAsAdministrator();

  it('[S1-R-183] lists the event types and the latest milestones; before the first type, the start page', async () => {
    installFakeServer({
      'majorEvent/listTypes': envelopeRoute(() => ok({ types: [funding] })),
      'majorEvent/list': envelopeRoute(() => ok({ events: [seriesA] })),
    });
    await renderWithApp(<MajorEventsPage />);
    expect(await screen.findByRole('heading', { name: 'Major events', level: 2 }, SLOW)).toBeInTheDocument();
    const row = screen.getByText('Series A').closest('tr') as HTMLElement;
    expect(within(row).getByText('Harbour Tools')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit: Series A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit: Funding' })).toBeInTheDocument();
  }, 120_000);

  it('[S1-R-180] shows the start page when no event type exists', async () => {
    installFakeServer({
      'majorEvent/listTypes': envelopeRoute(() => ok({ types: [] })),
      'majorEvent/list': envelopeRoute(() => ok({ events: [] })),
    });
    await renderWithApp(<MajorEventsPage />);
    expect(
      await screen.findByRole('button', { name: 'Define the first event type' }, SLOW),
    ).toBeInTheDocument();
  }, 120_000);

  it('[S1-R-184] saves a new event type from the keyboard and shows a refusal with its reason', async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'majorEvent/listTypes': envelopeRoute(() => ok({ types: [funding] })),
      'majorEvent/saveType': envelopeRoute((body) => {
        sent.push(body);
        return sent.length === 1
          ? fail('400', 'name: an event type "Funding" exists already', 400)
          : ok({ ...funding, id: 'typ2', name: 'Merger' });
      }),
    });
    await renderWithApp(
      <Routes>
        <Route path="/edit" element={<EventTypeEditPage />} />
        <Route path="/systemSettings/setuppage/importantEvent" element={<p>Back on the list</p>} />
      </Routes>,
      { route: '/edit' },
    );
    const name = await screen.findByRole('textbox', { name: 'Name' }, SLOW);
    await userEvent.type(name, 'Funding{Enter}');
    expect(await screen.findByText(/exists already/, {}, SLOW)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Merger{Enter}');
    expect(await screen.findByText('Back on the list', {}, SLOW)).toBeInTheDocument();
    expect(sent[1]).toEqual(expect.objectContaining({ name: 'Merger', colour: 'blue', active: true }));
  }, 120_000);

  it('[S1-R-182] the account timeline shows each milestone with its date, type and what happened', async () => {
    installFakeServer({ 'majorEvent/list': envelopeRoute(() => ok({ events: [seriesA] })) });
    await renderWithApp(<MilestoneTimeline accountId={seriesA.accountId} />);
    const item = await screen.findByRole('article', { name: '2025-06-15 Series A' }, SLOW);
    expect(within(item).getByText('Funding')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('12 M')).toBeInTheDocument());
  }, 120_000);
});
