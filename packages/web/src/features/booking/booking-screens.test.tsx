import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, jsonResponse, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import PublicBookingPage from './PublicBookingPage.js';
import ScheduleAppointmentPage from './ScheduleAppointmentPage.js';

const consultation = {
  id: 'bks1',
  name: 'Consultation',
  description: '',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  horizonDays: 30,
  timeZone: 'Europe/Berlin',
  hoursSource: 'weekly',
  weeklyHours: [{ weekday: 0, start: '09:00', end: '12:00' }],
  deliverers: [{ kind: 'user', id: 'u1', name: 'Ada Admin' }],
  createAs: 'contact',
  isActive: true,
  publicPath: '/book/secret-slug',
  upcomingCount: 0,
};

describe('appointment scheduling screens (issue 22)', () => {
  it('the administrator lists services, creates one (typing into the focused name field), sees a refusal naming the field, and deactivates one', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    let services = [consultation];
    server.on(
      'booking/services/list',
      envelopeRoute(() => ok({ services })),
    );
    server.on(
      'booking/deliverers',
      envelopeRoute(() =>
        ok({
          deliverers: [
            { kind: 'user', id: 'u1', name: 'Ada Admin' },
            { kind: 'resource', id: 'r1', name: 'Van 1' },
          ],
        }),
      ),
    );
    let refuse = true;
    server.on(
      'booking/services/save',
      envelopeRoute((payload: { name: string }) => {
        if (refuse) return fail('400', 'durationMinutes: The duration is 5 to 480 whole minutes', 400);
        const saved = { ...consultation, id: 'bks2', name: payload.name, publicPath: '/book/other' };
        services = [...services, saved];
        return ok(saved);
      }),
    );
    server.on(
      'booking/services/setActive',
      envelopeRoute((payload: { id: string; active: boolean }) => {
        services = services.map((entry) =>
          entry.id === payload.id ? { ...entry, isActive: payload.active } : entry,
        );
        return ok(services.find((entry) => entry.id === payload.id));
      }),
    );
    await renderWithApp(<ScheduleAppointmentPage />);
    expect(await screen.findByText('Consultation', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the booking page' })).toHaveAttribute(
      'href',
      '/book/secret-slug',
    );

    await userEvent.click(screen.getByRole('button', { name: /New service/ }));
    const dialog = await screen.findByRole('dialog');
    // The name field has the focus: type, then reach the deliverers by keyboard.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await userEvent.keyboard('Home visit');
    await userEvent.click(within(dialog).getByLabelText('Delivered by'));
    await userEvent.click(await screen.findByTitle('Van 1 (service resource)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('durationMinutes: The duration is 5 to 480 whole minutes'),
    ).toBeInTheDocument();
    expect(server.callsTo('booking/services/save').at(-1)?.body).toMatchObject({
      body: {
        name: 'Home visit',
        durationMinutes: 30,
        deliverers: [{ kind: 'resource', id: 'r1' }],
        weeklyHours: expect.arrayContaining([{ weekday: 0, start: '09:00', end: '17:00' }]),
      },
    });
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service "Home visit" saved')).toBeInTheDocument();
    expect(await screen.findByText('Home visit')).toBeInTheDocument();

    const row = screen.getByText('Consultation').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Service deactivated')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Inactive')).toBeInTheDocument());
  });

  it('the public page shows free times by day, books one, and tells a visitor whose time was just taken', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    const slot = (minutes: number) => {
      const start = new Date(tomorrow.getTime() + minutes * 60_000);
      return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
    };
    let free = [slot(0), slot(30)];
    server.on(
      'booking/public/service',
      envelopeRoute(() =>
        ok({
          name: 'Consultation',
          description: 'With an adviser',
          durationMinutes: 30,
          timeZone: 'Europe/Berlin',
          horizonDays: 30,
        }),
      ),
    );
    server.on(
      'booking/public/slots',
      envelopeRoute(() => ok({ slots: free })),
    );
    let taken = true;
    server.on('booking/public/book', (call) => {
      const body = (call.body as { body: { start: string; name: string } }).body;
      if (taken) {
        taken = false;
        free = [slot(30)];
        return jsonResponse(
          {
            result: false,
            returnCode: '400',
            returnInfo: 'This slot was just taken: choose another one',
            data: { reason: 'taken', field: 'start' },
            requestId: 'x',
          },
          400,
        );
      }
      return ok({
        serviceName: 'Consultation',
        start: body.start,
        end: body.start,
        status: 'booked',
        visitorName: body.name,
        token: 'bkg1.sig',
        servicePath: '/book/secret-slug',
        mailSent: true,
      });
    });
    await renderWithApp(
      <Routes>
        <Route path="/book/:slug" element={<PublicBookingPage />} />
      </Routes>,
      { route: '/book/secret-slug' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Consultation' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const times = await screen.findAllByRole('button', { pressed: false });
    expect(times).toHaveLength(2);
    await userEvent.click(times[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText('Name'), 'Vera Visitor');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This time was just taken: choose another one.')).toBeInTheDocument();
    // Fresh times: the taken one is gone.
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(1));
    await userEvent.click(screen.getAllByRole('button', { pressed: false })[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText('Name'), 'Vera Visitor');
    await userEvent.type(screen.getByLabelText('E-mail'), 'vera@example.com');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Consultation is booked')).toBeInTheDocument();
    expect(screen.getByText(/A confirmation is on its way to your e-mail\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel or change this booking' })).toHaveAttribute(
      'href',
      '/book/manage?token=bkg1.sig',
    );
    expect(server.callsTo('booking/public/book').at(-1)?.body).toMatchObject({
      body: { slug: 'secret-slug', start: slot(30).start, name: 'Vera Visitor', email: 'vera@example.com' },
    });
  });

  it('the confirmation’s link shows the booking and cancels it; a forged link is refused in the visitor’s words', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    const booking = {
      serviceName: 'Consultation',
      start: '2030-01-07T09:00:00.000Z',
      end: '2030-01-07T09:30:00.000Z',
      status: 'booked',
      visitorName: 'Vera Visitor',
      token: 'bkg1.sig',
      servicePath: '/book/secret-slug',
      mailSent: false,
    };
    server.on(
      'booking/public/booking',
      envelopeRoute((payload: { token: string }) =>
        payload.token === 'bkg1.sig'
          ? ok(booking)
          : jsonResponse(
              {
                result: false,
                returnCode: '400',
                returnInfo: 'This link is not valid or has been changed',
                data: { reason: 'badToken' },
                requestId: 'x',
              },
              400,
            ),
      ),
    );
    server.on(
      'booking/public/cancel',
      envelopeRoute(() => ok({ ...booking, status: 'cancelled' })),
    );
    const view = await renderWithApp(
      <Routes>
        <Route path="/book/:slug" element={<PublicBookingPage />} />
      </Routes>,
      { route: '/book/manage?token=bkg1.sig' },
    );
    expect(await screen.findByText(/Booked for Vera Visitor/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText(/This booking for .* is cancelled\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/book/secret-slug',
    );
    view.unmount();

    await renderWithApp(
      <Routes>
        <Route path="/book/:slug" element={<PublicBookingPage />} />
      </Routes>,
      { route: '/book/manage?token=forged' },
    );
    expect(await screen.findByText('This link is not valid or has been changed.')).toBeInTheDocument();
  });
});
