import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardSubscription, ReportSubscription } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { DashboardSubscribeDialog } from './DashboardSubscribeDialog.js';
import { SubscriptionDrawer } from './SubscriptionDrawer.js';

const state = {
  hour: 7,
  weekday: 1,
  recipients: ['rep@example.test', 'mia@example.test'],
  timeZone: 'Europe/Berlin',
  nextRunAt: '2026-12-03T06:00:00.000Z',
};
const dashboardSubscription: DashboardSubscription = {
  ...state,
  id: 's1',
  dashboardId: 'd1',
  dashboardName: 'Pipeline',
  dashboardDeleted: false,
  frequency: 'monthly',
  dayOfMonth: 3,
  lastRunAt: '2026-11-03T06:00:00.000Z',
  status: 'failed',
  lastError: 'recipients: Mia Manager (mia@example.test) may not see this dashboard',
};
const reportSubscription: ReportSubscription = {
  ...state,
  id: 'r-s1',
  reportId: 'r1',
  reportName: 'Open deals',
  reportDeleted: false,
  frequency: 'weekly',
  format: 'xlsx',
  lastRunAt: null,
  status: 'pending',
  lastError: '',
};

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('dashboard subscriptions', () => {
  it('[S1-R-083] subscribe monthly on day 3 to me and a person who may see it; the list shows why the last run sent nothing; send now and unsubscribe', {
    timeout: 90_000,
  }, async () => {
    let saved: DashboardSubscription[] = [];
    const server = installFakeServer({
      'dashboard/getSubscriptions': envelopeRoute(() => ok(saved)),
      'dashboard/getSubscriptionRecipients': envelopeRoute(() =>
        ok([{ id: 'u2', name: 'Mia Manager', email: 'mia@example.test' }]),
      ),
      'dashboard/saveSubscription': envelopeRoute(() => {
        saved = [dashboardSubscription];
        return ok(dashboardSubscription);
      }),
      'dashboard/sendSubscriptionNow': envelopeRoute(() => ok({ id: 's1', jobId: 9 })),
      'dashboard/deleteSubscription': envelopeRoute(() => {
        saved = [];
        return ok({ id: 's1' });
      }),
    });
    await renderWithApp(
      <DashboardSubscribeDialog dashboard={{ id: 'd1', name: 'Pipeline' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to dashboard “Pipeline”' });
    expect(await within(dialog).findByText('No subscriptions yet.')).toBeInTheDocument();

    // The frequency by keyboard: the weekly choice, then the arrow key to Monthly.
    await userEvent.click(within(dialog).getByText('Weekly'));
    await userEvent.keyboard('{ArrowRight}');
    const day = await within(dialog).findByRole('combobox', { name: 'Day of the month' });
    await userEvent.click(day);
    await userEvent.click(await screen.findByTitle('3'));
    const people = within(dialog).getByRole('combobox', { name: 'Also send to' });
    await userEvent.click(people);
    await userEvent.keyboard('Mi');
    await userEvent.click(
      await screen.findByTitle('Mia Manager <mia@example.test>', {}, { timeout: 10_000 }),
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.click(within(dialog).getByRole('button', { name: /Subscribe/ }));

    await waitFor(() =>
      expect(server.calls.some((call) => call.path === 'dashboard/saveSubscription')).toBe(true),
    );
    expect(envelopePayload(server.calls.find((call) => call.path === 'dashboard/saveSubscription'))).toEqual({
      dashboardId: 'd1',
      frequency: 'monthly',
      weekday: 1,
      dayOfMonth: 3,
      hour: 7,
      recipients: ['mia@example.test'],
    });
    const item = await within(dialog).findByRole('listitem', { name: 'Pipeline' });
    expect(item).toHaveTextContent('Monthly on day 3 at 07:00 (Europe/Berlin)');
    expect(item).toHaveTextContent(
      'Not sent: recipients: Mia Manager (mia@example.test) may not see this dashboard',
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Send now: Pipeline' }));
    expect(await within(item).findByText('On its way: it is sent in the background.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Unsubscribe: Pipeline' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('No subscriptions yet.')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['dashboard/sendSubscriptionNow', 'dashboard/deleteSubscription']),
    );
  });

  it('a refused subscription is explained in the dialog, naming the problem', {
    timeout: 30_000,
  }, async () => {
    installFakeServer({
      'dashboard/getSubscriptions': envelopeRoute(() => ok([])),
      'dashboard/saveSubscription': () =>
        fail('400', 'The dashboard was deleted, or you may no longer see it'),
    });
    await renderWithApp(
      <DashboardSubscribeDialog dashboard={{ id: 'd1', name: 'Pipeline' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Subscribe/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The dashboard was deleted, or you may no longer see it',
    );
  });

  it('[S1-R-083] "My subscriptions" lists dashboard subscriptions next to report ones, with next and last run', {
    timeout: 30_000,
  }, async () => {
    installFakeServer({
      'report/getSubscriptions': envelopeRoute(() => ok([reportSubscription])),
      'dashboard/getSubscriptions': envelopeRoute(() =>
        ok([{ ...dashboardSubscription, dashboardName: '', dashboardDeleted: true }]),
      ),
    });
    await renderWithApp(<SubscriptionDrawer open onClose={() => {}} />);
    const report = await screen.findByRole('listitem', { name: 'Open deals' });
    expect(report).toHaveTextContent('(Europe/Berlin) · XLSX');
    expect(report).toHaveTextContent('Next:');
    const dashboard = await screen.findByRole('listitem', {
      name: 'Dashboard deleted or no longer visible to you',
    });
    expect(dashboard).toHaveTextContent('Last:');
    expect(within(dashboard).getByRole('button', { name: /Send now/ })).toBeDisabled();
    expect(screen.getByText('Reports')).toBeInTheDocument();
    expect(screen.getByText('Dashboards')).toBeInTheDocument();
  });
});
