import type { CalendarItem } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { authSeeder, DEMO_ORG_ID } from '../auth/index.js';
import { recordsDb } from '../records/index.js';
import { calendarDemoSeeder } from './index.js';

/** The week of Europe's spring-forward change (Sunday 2026-03-29): Berlin goes from UTC+1 to UTC+2. */
const DST_WEEK = { from: '2026-03-23 00:00:00', to: '2026-04-06 00:00:00' };

describeEachDatabase('calendar (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let clock = new Date('2026-03-20T12:00:00Z');
  const getApp = () => app;
  const as = (user: AccessOrg['admin']) => callsAs(getApp, user);
  const calendar = async (user: AccessOrg['admin'], body: Record<string, unknown> = {}) =>
    (await as(user).ok('/calendar/getCalendar', { ...DST_WEEK, ...body })) as {
      timeZone: string;
      items: CalendarItem[];
      people: Array<{ id: string; subordinate: boolean }>;
    };
  const eventCount = async () => {
    const row = await recordsDb(getDatabase().handle)
      .selectFrom('obj_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => clock });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_calendar');
    await settleAccessJobs(app);
    for (const [user, zone] of [
      [org.manager, 'Europe/Berlin'],
      [org.rep, 'America/New_York'],
    ] as const)
      await getDatabase()
        .handle.db.updateTable('app_user')
        .set({ time_zone: zone })
        .where('id', '=', user.userId)
        .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('S1-R-113: shows my events in my zone, a weekly series keeping its local hour across the DST change', async () => {
    const created = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Weekly planning',
      begintime: '2026-03-23 08:00:00',
      endtime: '2026-03-23 09:00:00',
      recurrence: { freq: 'WEEKLY', count: 4 },
    });
    expect(created).toMatchObject({ isSaveSuccess: true, name: 'Weekly planning' });
    const view = await calendar(org.manager);
    expect(view.timeZone).toBe('Europe/Berlin');
    const planning = view.items.filter((item) => item.id === created.id);
    expect(planning.map((item) => [item.start, item.startWall])).toEqual([
      ['2026-03-23 08:00:00', '2026-03-23T09:00:00'],
      ['2026-03-30 07:00:00', '2026-03-30T09:00:00'],
    ]);
    expect(planning[1]?.series).toMatchObject({ index: 1, timeZone: 'Europe/Berlin' });
    expect(planning.every((item) => item.canEdit)).toBe(true);
  });

  it('S1-R-113: my team (role subordinates) and chosen users', async () => {
    await as(org.rep).create('Event', {
      subject: 'Customer call',
      begintime: '2026-03-24 14:00:00',
      endtime: '2026-03-24 15:00:00',
    });
    await as(org.peer).create('Event', {
      subject: 'Peer private',
      begintime: '2026-03-24 14:00:00',
      endtime: '2026-03-24 15:00:00',
    });
    const team = await calendar(org.manager, { scope: 'team' });
    const titles = team.items.map((item) => item.title);
    expect(titles).toContain('Customer call');
    expect(titles).not.toContain('Peer private');
    expect(team.people.find((person) => person.id === org.rep.userId)?.subordinate).toBe(true);
    // The rep reads the same event in New York time (UTC-4 since March 8).
    const mine = await calendar(org.rep);
    expect(mine.items.find((item) => item.title === 'Customer call')?.startWall).toBe('2026-03-24T10:00:00');
    // Chosen users: the peer's calendar, as far as sharing lets the manager read it (events are public here).
    const chosen = await calendar(org.manager, { scope: 'users', userIds: [org.peer.userId] });
    expect(chosen.items.map((item) => item.title)).toEqual(['Peer private']);
    expect(chosen.items[0]?.ownerName).toBe('Pia Peer');
  });

  it('refuses an event that ends before it starts, from the calendar and from the record save, saving nothing', async () => {
    const before = await eventCount();
    const { status, json } = await as(org.manager).call('/calendar/createEvent', {
      subject: 'Backwards',
      begintime: '2026-03-25 10:00:00',
      endtime: '2026-03-25 09:00:00',
    });
    expect(status).toBe(400);
    expect(json.returnInfo).toContain('endtime: An event must end after it starts');
    const saved = await as(org.manager).save('Event', {
      subject: 'Backwards',
      begintime: '2026-03-25 10:00:00',
      endtime: '2026-03-25 09:00:00',
    });
    expect(saved.isSaveSuccess).toBe(false);
    expect(saved.errormessage).toMatch(/End must not be before Start/);
    expect(await eventCount()).toBe(before);
  });

  it('refuses an unbounded recurrence and an unknown time zone with the reason, saving nothing', async () => {
    const before = await eventCount();
    const base = { subject: 'Forever', begintime: '2026-03-25 10:00:00', endtime: '2026-03-25 11:00:00' };
    const unbounded = await as(org.manager).call('/calendar/createEvent', {
      ...base,
      recurrence: { freq: 'DAILY' },
    });
    expect(unbounded.status).toBe(400);
    expect(unbounded.json.returnInfo).toContain('A repeating event needs an end');
    const tooLong = await as(org.manager).call('/calendar/createEvent', {
      ...base,
      recurrence: { freq: 'DAILY', until: '2031-01-01' },
    });
    expect(tooLong.json.returnInfo).toContain('at most 730 occurrences');
    const zone = await as(org.manager).call('/calendar/createEvent', {
      ...base,
      recurrence: { freq: 'DAILY', count: 2 },
      timeZone: 'Mars/Olympus',
    });
    expect(zone.status).toBe(400);
    expect(zone.json.returnInfo).toContain('"Mars/Olympus" is not a time zone');
    expect(await eventCount()).toBe(before);
  });

  it('edits one occurrence on its own: it becomes an event and leaves the series; the rest stay', async () => {
    const created = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Daily check-in',
      begintime: '2026-03-23 15:00:00',
      endtime: '2026-03-23 15:30:00',
      recurrence: { freq: 'DAILY', count: 5 },
    });
    const moved = await as(org.manager).ok('/calendar/moveOccurrence', {
      eventId: created.id,
      index: 2,
      begintime: '2026-03-25 16:00:00',
      endtime: '2026-03-25 16:30:00',
    });
    expect(moved).toMatchObject({ isSaveSuccess: true, name: 'Daily check-in' });
    const view = await calendar(org.manager);
    const checkIns = view.items.filter((item) => item.title === 'Daily check-in');
    expect(checkIns.map((item) => [item.start, item.id === created.id])).toEqual([
      ['2026-03-23 15:00:00', true],
      ['2026-03-24 15:00:00', true],
      ['2026-03-25 16:00:00', false],
      ['2026-03-26 15:00:00', true],
      ['2026-03-27 15:00:00', true],
    ]);
    // The whole series moves by saving its event (the save pipeline): every occurrence follows.
    const series = await as(org.manager).save('Event', {
      id: created.id,
      begintime: '2026-03-23 14:00:00',
      endtime: '2026-03-23 14:30:00',
    });
    expect(series.isSaveSuccess).toBe(true);
    const after = (await calendar(org.manager)).items.filter((item) => item.id === created.id);
    expect(after.map((item) => item.start.slice(11))).toEqual([
      '14:00:00',
      '14:00:00',
      '14:00:00',
      '14:00:00',
    ]);
    const gone = await as(org.manager).call('/calendar/moveOccurrence', {
      eventId: created.id,
      index: 2,
      begintime: '2026-03-25 16:00:00',
      endtime: '2026-03-25 16:30:00',
    });
    expect(gone.json.returnInfo).toContain('index: the series has no occurrence 2');
    const foreign = await as(org.partnerB).call('/calendar/saveRecurrence', {
      eventId: created.id,
      recurrence: null,
    });
    expect(foreign.json.result).toBe(false);
    expect([403, 404]).toContain(foreign.status);
  });

  it('[S1-R-113] the record form edits only the first event or it and the following, with its other changes', async () => {
    const created = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Form series',
      begintime: '2026-03-23 10:00:00',
      endtime: '2026-03-23 10:30:00',
      recurrence: { freq: 'DAILY', count: 3 },
    });
    expect(await as(org.manager).ok('/calendar/getSeries', { eventId: created.id })).toMatchObject({
      series: { occurrences: 3, timeZone: 'Europe/Berlin' },
    });
    // The form sends its changes with the record's id and version: the cut is a new record, they are not.
    const one = await as(org.manager).ok('/calendar/moveOccurrence', {
      eventId: created.id,
      index: 0,
      begintime: '2026-03-23 11:00:00',
      endtime: '2026-03-23 11:30:00',
      values: { id: created.id, lastmodifydate: 'old', location: 'Room 4' },
    });
    expect(one.isSaveSuccess).toBe(true);
    expect(one.id).not.toBe(created.id);
    const rows = await recordsDb(getDatabase().handle)
      .selectFrom('obj_event')
      .select(['id', 'location'])
      .where('id', 'in', [created.id, one.id])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.location ?? '']))).toEqual({
      [created.id]: '',
      [one.id]: 'Room 4',
    });
    expect(await as(org.manager).ok('/calendar/getSeries', { eventId: created.id })).toMatchObject({
      series: { occurrences: 2 },
    });
    expect(await as(org.manager).ok('/calendar/getSeries', { eventId: one.id })).toEqual({ series: null });
    const refused = await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: created.id,
      index: 1,
      begintime: '2026-03-24 10:00:00',
      endtime: '2026-03-24 10:30:00',
      values: { subject: '' },
    });
    expect(refused.isSaveSuccess).toBe(false);
    const notRead = await as(org.partnerB).call('/calendar/getSeries', { eventId: created.id });
    expect(notRead.status).toBe(404);
  });

  it('[S1-R-113] edits "this and following", deletes one, following or all occurrences, keeping exceptions', async () => {
    const created = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Standup',
      begintime: '2026-03-30 07:00:00',
      endtime: '2026-03-30 07:15:00',
      recurrence: { freq: 'DAILY', count: 6 },
    });
    const standups = async () =>
      (await calendar(org.manager)).items
        .filter((item) => item.title === 'Standup')
        .map((item) => [item.start.slice(5, 16), item.id === created.id ? 'first' : 'second']);
    // Friday's occurrence (index 4) is deleted on its own: it stays an exception from now on.
    const one = await as(org.manager).ok('/calendar/deleteOccurrence', {
      eventId: created.id,
      index: 4,
      scope: 'one',
    });
    expect(one).toEqual({ eventId: created.id, occurrences: 5 });
    // From Wednesday on, an hour later: the series is cut, the rest is a series of its own.
    const moved = await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: created.id,
      index: 2,
      begintime: '2026-04-01 08:00:00',
      endtime: '2026-04-01 08:15:00',
    });
    expect(moved).toMatchObject({ isSaveSuccess: true, name: 'Standup' });
    expect(await standups()).toEqual([
      ['03-30 07:00', 'first'],
      ['03-31 07:00', 'first'],
      ['04-01 08:00', 'second'],
      ['04-02 08:00', 'second'],
      ['04-04 08:00', 'second'],
    ]);
    const second = (await calendar(org.manager)).items.find((item) => item.start.startsWith('2026-04-01 08'));
    expect(second?.series).toMatchObject({ index: 0, rule: { freq: 'DAILY', count: 4 } });
    // Thursday and after are deleted: the second series keeps Wednesday.
    expect(
      await as(org.manager).ok('/calendar/deleteOccurrence', {
        eventId: moved.id,
        index: 1,
        scope: 'following',
      }),
    ).toEqual({ eventId: moved.id, occurrences: 1 });
    // The whole first series goes to the recycle bin.
    const before = await eventCount();
    await as(org.manager).ok('/calendar/deleteOccurrence', { eventId: created.id, index: 1, scope: 'all' });
    expect(await eventCount()).toBe(before - 1);
    expect(await standups()).toEqual([['04-01 08:00', 'second']]);

    const missing = await as(org.manager).call('/calendar/deleteOccurrence', {
      eventId: moved.id,
      index: 3,
      scope: 'one',
    });
    expect(missing.json.returnInfo).toContain('index: the series has no occurrence 3');
    const backwards = await as(org.manager).call('/calendar/moveFollowing', {
      eventId: moved.id,
      index: 0,
      begintime: '2026-04-01 09:00:00',
      endtime: '2026-04-01 08:00:00',
    });
    expect(backwards.json.returnInfo).toContain('An event must end after it starts');
    const foreign = await as(org.partnerB).call('/calendar/deleteOccurrence', {
      eventId: moved.id,
      index: 0,
      scope: 'all',
    });
    expect(foreign.json.result).toBe(false);
    expect(await standups()).toEqual([['04-01 08:00', 'second']]);
  });

  it('a series cut "this and following" or one occurrence on its own keeps its reminder and invitees', async () => {
    const created = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Sprint sync',
      begintime: '2026-03-30 13:00:00',
      endtime: '2026-03-30 13:30:00',
      recurrence: { freq: 'DAILY', count: 5 },
      reminderMinutes: 10,
    });
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: created.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    await as(org.rep).ok('/calendar/respondToInvitation', { eventId: created.id, response: 'accepted' });
    const moved = await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: created.id,
      index: 3,
      begintime: '2026-04-02 14:00:00',
      endtime: '2026-04-02 14:30:00',
    });
    const alone = await as(org.manager).ok('/calendar/moveOccurrence', {
      eventId: created.id,
      index: 1,
      begintime: '2026-03-31 15:00:00',
      endtime: '2026-03-31 15:30:00',
    });
    const syncs = (await calendar(org.manager)).items.filter((item) => item.title === 'Sprint sync');
    expect(syncs).toHaveLength(5);
    expect(syncs.every((item) => item.reminderMinutes === 10)).toBe(true);
    for (const id of [moved.id, alone.id])
      expect((await as(org.rep).ok('/calendar/getInvitees', { eventId: id })).myResponse).toBe('accepted');
    const planned = await getDatabase()
      .handle.db.selectFrom('calendar_reminder')
      .select('next_fire_at')
      .where('event_id', '=', moved.id)
      .executeTakeFirstOrThrow();
    expect(planned.next_fire_at).toBe('2026-04-02 13:50:00');
  });

  it('invites users and contacts: the invited user sees it marked and answers, the organiser sees answers and who is busy', async () => {
    await as(org.rep).create('Event', {
      subject: 'Rep dentist',
      begintime: '2026-03-27 10:00:00',
      endtime: '2026-03-27 11:00:00',
    });
    const contact = await as(org.manager).create('Contact', { firstname: 'Ada', lastname: 'Lovelace' });
    const review = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Design review',
      begintime: '2026-03-27 10:30:00',
      endtime: '2026-03-27 11:30:00',
    });
    const found = await as(org.manager).ok('/calendar/searchInvitees', { keyword: 'lovel' });
    expect(found.candidates).toEqual([{ kind: 'contact', id: contact, name: 'Ada Lovelace' }]);
    const saved = await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: review.id,
      invitees: [
        { kind: 'user', id: org.rep.userId },
        { kind: 'user', id: org.peer.userId },
        { kind: 'contact', id: contact },
      ],
    });
    expect(saved).toMatchObject({ canManage: true, myResponse: null, organiserName: 'Mia Manager' });
    expect(
      saved.invitees
        .map((invitee: { name: string; response: string; busy: boolean }) => [
          invitee.name,
          invitee.response,
          invitee.busy,
        ])
        .sort(),
    ).toEqual([
      ['Ada Lovelace', 'none', false],
      ['Pia Peer', 'none', false],
      ['Reo Rep', 'none', true],
    ]);
    // The rep's own calendar shows it, marked with the answer; answering changes what the organiser sees.
    const mark = async () =>
      (await calendar(org.rep)).items.find((item) => item.id === review.id)?.myResponse;
    expect(await mark()).toBe('none');
    await as(org.rep).ok('/calendar/respondToInvitation', { eventId: review.id, response: 'declined' });
    expect(await mark()).toBe('declined');
    const seen = await as(org.manager).ok('/calendar/getInvitees', { eventId: review.id });
    // A declined invitee holds no time: no busy warning for them.
    expect(seen.invitees.find((invitee: { id: string }) => invitee.id === org.rep.userId)).toMatchObject({
      response: 'declined',
      busy: false,
    });
    // Removing the peer keeps the rep's answer.
    const fewer = await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: review.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    expect(fewer.invitees).toMatchObject([{ id: org.rep.userId, response: 'declined' }]);
    const notInvited = await as(org.peer).call('/calendar/respondToInvitation', {
      eventId: review.id,
      response: 'accepted',
    });
    expect(notInvited.status).toBe(404);
    const unknown = await as(org.manager).call('/calendar/saveInvitees', {
      eventId: review.id,
      invitees: [{ kind: 'user', id: 'u-nobody' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.returnInfo).toContain('"u-nobody" is not an active user of this organisation');
    const self = await as(org.manager).call('/calendar/saveInvitees', {
      eventId: review.id,
      invitees: [{ kind: 'user', id: org.manager.userId }],
    });
    expect(self.json.returnInfo).toContain('the organiser is not invited');
  });

  it('delivers a reminder in the app at its time through the job runner, following a moved event', async () => {
    clock = new Date('2026-03-26T08:00:00Z');
    const id = await as(org.manager).create('Event', {
      subject: 'Board call',
      begintime: '2026-03-26 10:00:00',
      endtime: '2026-03-26 11:00:00',
    });
    const set = await as(org.manager).ok('/calendar/setReminder', { eventId: id, minutesBefore: 15 });
    expect(set.nextReminder).toBe('2026-03-26 09:45:00');
    // Moved an hour later: the reminder follows; the job queued for 09:45 finds nothing to do.
    await as(org.manager).save('Event', {
      id,
      begintime: '2026-03-26 11:00:00',
      endtime: '2026-03-26 12:00:00',
    });
    clock = new Date('2026-03-26T09:50:00Z');
    await app.jobs.runJobsUntilIdle();
    expect((await as(org.manager).ok('/calendar/getReminders', {})).reminders).toEqual([]);
    clock = new Date('2026-03-26T10:46:00Z');
    await app.jobs.runJobsUntilIdle();
    const { reminders } = await as(org.manager).ok('/calendar/getReminders', {});
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ eventId: id, title: 'Board call', startsAt: '2026-03-26 11:00:00' });
    expect((await as(org.manager).ok('/calendar/dismissReminder', { id: reminders[0].id })).dismissed).toBe(
      true,
    );
    expect((await as(org.manager).ok('/calendar/getReminders', {})).reminders).toEqual([]);
    clock = new Date('2026-03-20T12:00:00Z');
  });

  it('serves an iCalendar feed at a secret link without a session; resetting the link invalidates the old one', async () => {
    const first = await as(org.manager).ok('/calendar/resetFeedLink', {});
    expect(first.path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await app.inject({ method: 'GET', url: first.path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Weekly planning');
    expect(feed.body).toContain('DTSTART:20260330T070000Z');
    expect(feed.body).not.toContain('Customer call');
    const stored = await getDatabase()
      .handle.db.selectFrom('calendar_feed')
      .select('token_hash')
      .where('user_id', '=', org.manager.userId)
      .executeTakeFirstOrThrow();
    expect(first.path).not.toContain(stored.token_hash);
    expect((await as(org.manager).ok('/calendar/getFeedLink', {})).exists).toBe(true);
    const second = await as(org.manager).ok('/calendar/resetFeedLink', {});
    expect((await app.inject({ method: 'GET', url: first.path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.path })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/feed/not-a-token.ics' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a window that is malformed, backwards or too wide', async () => {
    const call = (body: Record<string, unknown>) => as(org.manager).call('/calendar/getCalendar', body);
    expect((await call({ from: 'yesterday-ish', to: '2026-03-30 00:00:00' })).json.returnInfo).toContain(
      'from:',
    );
    expect(
      (await call({ from: '2026-03-30 00:00:00', to: '2026-03-23 00:00:00' })).json.returnInfo,
    ).toContain('must end after it starts');
    expect(
      (await call({ from: '2026-01-01 00:00:00', to: '2026-06-01 00:00:00' })).json.returnInfo,
    ).toContain('at most 62 days');
  });

  it('seeds the demo org with this and next week’s events, three of them repeating', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const context = { database: getDatabase().handle, config: testConfig(), now };
    await authSeeder.seed(context);
    await calendarDemoSeeder.seed(context);
    const series = await getDatabase()
      .handle.db.selectFrom('calendar_series')
      .select('freq')
      .where('org_id', '=', DEMO_ORG_ID)
      .execute();
    expect(series.map((row) => row.freq).sort()).toEqual(['MONTHLY', 'WEEKLY', 'WEEKLY']);
  });
});
