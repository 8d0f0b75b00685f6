import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

// Wednesday 25 March 2026, 08:00 UTC; Berlin moves its clocks forward on Sunday 29 March.
const NOW = new Date('2026-03-25T08:00:00.000Z');

describeEachDatabase('appointment booking (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let slug = '';
  let serviceId = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-booking-'));
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  let visitorIp = 0;
  /** A public call, without a session; each from its own address unless told (the limits are per address). */
  const pub = async (url: string, body: unknown, ip?: string) => {
    visitorIp += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      remoteAddress: ip ?? `10.9.${Math.floor(visitorIp / 250)}.${visitorIp % 250}`,
      payload: {
        head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' },
        body,
      },
    });
    return { status: response.statusCode, json: response.json() };
  };
  const book = (start: string, visitor: Record<string, string> = {}) =>
    pub('/booking/public/book', {
      slug,
      start,
      name: 'Vera Visitor',
      email: 'vera@example.com',
      phone: '+49 30 1234',
      ...visitor,
    });
  const service = {
    name: 'Consultation',
    description: 'Half an hour with an adviser',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    horizonDays: 30,
    timeZone: 'Europe/Berlin',
    hoursSource: 'weekly',
    weeklyHours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
    createAs: 'contact',
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => NOW, config: { dataDir } });
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_booking');
    const saved = await as(org.admin).ok('/booking/services/save', {
      ...service,
      deliverers: [{ kind: 'user', id: org.admin.userId }],
    });
    serviceId = saved.id;
    slug = saved.publicPath.split('/').pop();
    await as(org.admin).ok('/mail/orgServer/save', { kind: 'test', fromAddress: 'crm@example.com' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an administrator defines a service; others may not; a bad definition is refused naming the field', async () => {
    const list = await as(org.admin).ok('/booking/services/list', {});
    expect(list.services).toHaveLength(1);
    expect(list.services[0]).toMatchObject({
      name: 'Consultation',
      isActive: true,
      deliverers: [{ kind: 'user', id: org.admin.userId, name: 'Ada Admin' }],
    });
    expect(list.services[0].publicPath).toMatch(/^\/book\/[A-Za-z0-9_-]{24}$/);
    for (const outsider of [org.rep, org.manager, org.partnerA]) {
      expect((await as(outsider).call('/booking/services/list', {})).status, outsider.email).toBe(403);
      expect((await as(outsider).call('/booking/services/save', { ...service, deliverers: [] })).status).toBe(
        403,
      );
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ durationMinutes: 0 }, 'durationMinutes: The duration is 5 to 480 whole minutes'],
      [{ bufferAfterMinutes: -5 }, 'bufferAfterMinutes: A buffer is 0 to 240 whole minutes'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: Choose a time zone'],
      [{ weeklyHours: [{ weekday: 0, start: '12:00', end: '09:00' }] }, 'weeklyHours: Each range of hours'],
      [{ deliverers: [] }, 'deliverers: Choose at least one'],
      [{ deliverers: [{ kind: 'user', id: 'nobody' }] }, 'deliverers: nobody is not an active user'],
    ];
    for (const [change, message] of cases) {
      const { status, json } = await as(org.admin).call('/booking/services/save', {
        ...service,
        deliverers: [{ kind: 'user', id: org.admin.userId }],
        ...change,
      });
      expect(status, message).toBe(400);
      expect(json.returnInfo).toContain(message);
    }
  });

  it('the public page answers free slots in the service’s hours across the daylight-saving change', async () => {
    const page = await pub('/booking/public/service', { slug });
    expect(page.json.data).toMatchObject({
      name: 'Consultation',
      durationMinutes: 30,
      timeZone: 'Europe/Berlin',
    });
    const { json } = await pub('/booking/public/slots', {
      slug,
      from: '2026-03-26T00:00:00Z',
      to: '2026-03-31T00:00:00Z',
    });
    const starts: string[] = json.data.slots.map((slot: { start: string }) => slot.start);
    // Thursday in winter time (UTC+1): 09:00 Berlin is 08:00 UTC; six half hours to 12:00.
    expect(starts.filter((start) => start.startsWith('2026-03-26'))).toEqual([
      '2026-03-26T08:00:00.000Z',
      '2026-03-26T08:30:00.000Z',
      '2026-03-26T09:00:00.000Z',
      '2026-03-26T09:30:00.000Z',
      '2026-03-26T10:00:00.000Z',
      '2026-03-26T10:30:00.000Z',
    ]);
    // No weekend; Monday in summer time (UTC+2): 09:00 Berlin is 07:00 UTC.
    expect(starts.some((start) => start.startsWith('2026-03-28') || start.startsWith('2026-03-29'))).toBe(
      false,
    );
    expect(starts.filter((start) => start.startsWith('2026-03-30'))[0]).toBe('2026-03-30T07:00:00.000Z');
    const tooWide = await pub('/booking/public/slots', {
      slug,
      from: '2026-03-26T00:00:00Z',
      to: '2026-06-26T00:00:00Z',
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.json.returnInfo).toContain('at most 42 days');
  });

  it('a booking makes the event and the contact; a second booking by the same e-mail reuses the contact; the buffer blocks the next slot', async () => {
    const first = await book('2026-03-26T08:00:00Z');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({
      serviceName: 'Consultation',
      start: '2026-03-26T08:00:00.000Z',
      end: '2026-03-26T08:30:00.000Z',
      status: 'booked',
      mailSent: true,
    });
    const second = await book('2026-03-26T09:00:00Z', { name: 'Vera V.', email: 'VERA@example.com' });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    const bookings = (await as(org.admin).ok('/booking/bookings/list', { status: 'upcoming' })).bookings;
    expect(bookings.map((row: { start: string }) => row.start)).toEqual([
      '2026-03-26T08:00:00.000Z',
      '2026-03-26T09:00:00.000Z',
    ]);
    expect(bookings[0].personId).toBe(bookings[1].personId);
    expect(bookings[0].personObject.toLowerCase()).toBe('contact');
    const event = await as(org.admin).detail(bookings[0].eventId);
    expect(event.data).toMatchObject({
      subject: 'Consultation: Vera Visitor',
      begintime: expect.stringContaining('2026-03-26 08:00'),
    });
    const contact = await as(org.admin).detail(bookings[0].personId);
    expect(contact.data).toMatchObject({ name: 'Vera Visitor', email: 'vera@example.com' });
    // 08:30 is within the first booking's 15-minute buffer after it.
    const { json } = await pub('/booking/public/slots', {
      slug,
      from: '2026-03-26T00:00:00Z',
      to: '2026-03-27T00:00:00Z',
    });
    expect(json.data.slots.map((slot: { start: string }) => slot.start)).toEqual([
      '2026-03-26T10:00:00.000Z',
      '2026-03-26T10:30:00.000Z',
    ]);
    const outbox = await as(org.admin).ok('/mail/testOutbox/list', {});
    expect(
      outbox.entries.some(
        (entry: { to: string[]; subject: string }) =>
          entry.to.includes('vera@example.com') && entry.subject.startsWith('Booked: Consultation'),
      ),
    ).toBe(true);
  });

  it('an existing contact with the e-mail is reused', async () => {
    const contactId = await as(org.admin).create('Contact', {
      name: 'Carla Known',
      email: 'carla@example.com',
    });
    const booked = await book('2026-03-27T08:00:00Z', { name: 'Carla', email: 'Carla@Example.com' });
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const row = (await as(org.admin).ok('/booking/bookings/list', { status: 'upcoming' })).bookings.find(
      (entry: { start: string }) => entry.start === '2026-03-27T08:00:00.000Z',
    );
    expect(row.personId).toBe(contactId);
  });

  it('bad bookings are refused with the reason: taken, outside the hours, past, bad e-mail, inactive service, forged token', async () => {
    const refusals: Array<
      [Promise<{ status: number; json: { returnInfo: string; data: unknown } }>, string, string]
    > = [
      [book('2026-03-26T08:00:00Z'), 'taken', 'This slot was just taken'],
      [book('2026-03-26T08:30:00Z'), 'taken', 'This slot was just taken'],
      [book('2026-03-26T06:00:00Z'), 'outsideHours', 'not a slot of the service'],
      [book('2026-03-26T08:10:00Z'), 'outsideHours', 'not a slot of the service'],
      [book('2026-03-28T08:00:00Z'), 'outsideHours', 'not a slot of the service'],
      [book('2026-05-28T08:00:00Z'), 'outsideHours', 'not a slot of the service'],
      [book('2026-03-24T08:00:00Z'), 'past', 'This time has passed'],
      [book('2026-03-31T08:00:00Z', { email: 'not-an-address' }), 'visitor', 'Enter a valid e-mail address'],
      [book('2026-03-31T08:00:00Z', { name: ' ' }), 'visitor', 'Enter your name'],
      [
        pub('/booking/public/book', {
          slug: 'forged',
          start: '2026-03-31T08:00:00Z',
          name: 'X',
          email: 'x@example.com',
        }),
        'unknownService',
        'not valid',
      ],
      [pub('/booking/public/cancel', { token: 'bkg123.forgedsignature' }), 'badToken', 'not valid'],
      [pub('/booking/public/booking', { token: 'nodot' }), 'badToken', 'not valid'],
      [book('tomorrow at nine'), '', 'start: write an ISO-8601 instant'],
    ];
    for (const [answer, reason, message] of refusals) {
      const { status, json } = await answer;
      expect(status, message).toBe(400);
      expect(json.returnInfo, message).toContain(message);
      if (reason) expect(json.data, message).toMatchObject({ reason });
    }
    await as(org.admin).ok('/booking/services/setActive', { id: serviceId, active: false });
    const closed = await book('2026-03-31T08:00:00Z');
    expect(closed.json.data).toMatchObject({ reason: 'inactive' });
    expect(
      (await pub('/booking/public/slots', { slug, from: '2026-03-31T00:00:00Z', to: '2026-04-01T00:00:00Z' }))
        .status,
    ).toBe(400);
    await as(org.admin).ok('/booking/services/setActive', { id: serviceId, active: true });
  });

  it('two visitors booking the same slot at once: exactly one gets it, the others are told it was just taken', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        book('2026-04-01T07:00:00Z', { name: `Racer ${n}`, email: `racer${n}@example.com` }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const answer of lost)
      expect(answer.json).toMatchObject({
        returnInfo: 'This slot was just taken: choose another one',
        data: { reason: 'taken' },
      });
    const live = (await as(org.admin).ok('/booking/bookings/list', { status: 'upcoming' })).bookings.filter(
      (row: { start: string }) => row.start === '2026-04-01T07:00:00.000Z',
    );
    expect(live).toHaveLength(1);
  });

  it('the confirmation’s token cancels (the event goes, the slot is free again) and reschedules; a cancelled booking cannot be cancelled again', async () => {
    const booked = await book('2026-04-02T07:00:00Z', { name: 'Moritz Move', email: 'moritz@example.com' });
    const token = booked.json.data.token as string;
    expect((await pub('/booking/public/booking', { token })).json.data).toMatchObject({
      visitorName: 'Moritz Move',
      status: 'booked',
    });
    const moved = await pub('/booking/public/reschedule', { token, start: '2026-04-02T08:00:00Z' });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.data.start).toBe('2026-04-02T08:00:00.000Z');
    const row = (await as(org.admin).ok('/booking/bookings/list', { status: 'upcoming' })).bookings.find(
      (entry: { visitorName: string }) => entry.visitorName === 'Moritz Move',
    );
    expect((await as(org.admin).detail(row.eventId)).data.begintime).toContain('2026-04-02 08:00');
    const cancelled = await pub('/booking/public/cancel', { token });
    expect(cancelled.json.data.status).toBe('cancelled');
    expect((await as(org.admin).call('/objectdetail/getDetail', { id: row.eventId })).status).toBe(404);
    const again = await pub('/booking/public/cancel', { token });
    expect(again.json.data).toMatchObject({ reason: 'alreadyCancelled' });
    const cancelledList = (await as(org.admin).ok('/booking/bookings/list', { status: 'cancelled' }))
      .bookings;
    expect(cancelledList.map((entry: { visitorName: string }) => entry.visitorName)).toContain('Moritz Move');
    const { json } = await pub('/booking/public/slots', {
      slug,
      from: '2026-04-02T00:00:00Z',
      to: '2026-04-03T00:00:00Z',
    });
    expect(json.data.slots[0].start).toBe('2026-04-02T07:00:00.000Z');
  });

  it('bookings are the staff’s: an administrator sees all, a rep only those they deliver, a partner none', async () => {
    expect((await as(org.rep).ok('/booking/bookings/list', { status: 'upcoming' })).bookings).toEqual([]);
    expect((await as(org.partnerA).call('/booking/bookings/list', { status: 'upcoming' })).status).toBe(403);
  });

  it('the public calls are limited per address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1)
      statuses.push((await pub('/booking/public/booking', { token: `x.${n}` }, '10.77.0.1')).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
