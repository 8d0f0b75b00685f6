import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { type RelayedMail, startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/** An .ics unfolded (RFC 5545 §3.1: a line break followed by a space continues the line). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const icsOf = (mail: RelayedMail | undefined) => mail?.attachments[0]?.content ?? '';
// rrule ships CommonJS for Node: its named exports are read through require.
const { rrulestr } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** The VEVENTs of an unfolded .ics, each as its lines. */
const veventsOf = (lines: string[]) => {
  const events: string[][] = [];
  let inside = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push([]);
    if (line === 'BEGIN:VEVENT' || line === 'END:VEVENT') inside = line === 'BEGIN:VEVENT';
    else if (inside) events.at(-1)?.push(line);
  }
  return events;
};
const propertyOf = (event: readonly string[], name: string) =>
  event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
const wallMs = (local: string) =>
  Date.UTC(
    +local.slice(0, 4),
    +local.slice(4, 6) - 1,
    +local.slice(6, 8),
    +local.slice(9, 11),
    +local.slice(11, 13),
  );
/**
 * The instants an .ics's VTIMEZONE gives local times: each observance's onset
 * (local, before the change) and offset after it, applied as a calendar would.
 */
function zoneOfIcs(lines: string[]) {
  const changes: Array<{ at: number; to: number }> = [];
  let onset = '';
  const minutes = (offset: string) =>
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  for (const line of lines) {
    if (line.startsWith('DTSTART:')) onset = line.slice(8);
    if (line.startsWith('TZOFFSETFROM:'))
      changes.push({ at: wallMs(onset) - minutes(line.slice(13)) * 60_000, to: 0 });
    if (line.startsWith('TZOFFSETTO:')) {
      const last = changes.at(-1);
      if (last) last.to = minutes(line.slice(11));
    }
    if (line === 'END:VTIMEZONE') break;
  }
  return (local: string) => {
    const wall = wallMs(local);
    // The observance in force: the last whose onset is before the instant the wall time gives under it.
    const change = changes.filter((candidate) => wall - candidate.to * 60_000 >= candidate.at).at(-1);
    return new Date(wall - (change?.to ?? 0) * 60_000).toISOString();
  };
}

/** A long title with the characters iCalendar escapes: it must come back whole. */
const TITLE = 'Design review; budget, plan and the roadmap for the next two quarters of the year';

describeEachDatabase('calendar invitation e-mails (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  const clock = new Date('2026-03-20T12:00:00Z');
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  /** The e-mails the relay got since the last call. */
  let seen = 0;
  const newMail = async () => {
    await app.jobs.runJobsUntilIdle();
    const all = relay.received.slice(seen);
    seen = relay.received.length;
    return all.sort((a, b) => (a.to[0] ?? '').localeCompare(b.to[0] ?? ''));
  };

  beforeAll(async () => {
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, { now: () => clock });
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_invitations');
    await settleAccessJobs(app);
    for (const [user, zone, language, email] of [
      [org.manager, 'Europe/Berlin', 'en', 'mia@vela.example'],
      [org.rep, 'America/New_York', 'de', 'reo@vela.example'],
    ] as const)
      await getDatabase()
        .handle.db.updateTable('app_user')
        .set({ time_zone: zone, language, email })
        .where('id', '=', user.userId)
        .execute();
    await as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      fromAddress: 'crm@vela.example',
    });
    await newMail();
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
  });

  it('[S1-R-113] invites by e-mail with an .ics, updates a moved time, tells the organiser the answer and cancels', async () => {
    const contact = await as(org.manager).create('Contact', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@customer.example',
    });
    const event = await as(org.manager).ok('/calendar/createEvent', {
      subject: TITLE,
      begintime: '2026-03-27 10:30:00',
      endtime: '2026-03-27 11:30:00',
      location: 'Room 4',
    });
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: event.id,
      invitees: [
        { kind: 'user', id: org.rep.userId },
        { kind: 'contact', id: contact },
      ],
    });
    const [toAda, toRex] = await newMail();
    // The contact reads in the organiser's language and zone; the user in their own.
    expect(toAda?.to).toEqual(['ada@customer.example']);
    expect(toAda?.subject).toBe(`Invitation: ${TITLE}`);
    expect(toAda?.text).toContain('11:30');
    expect(toAda?.text).toContain('(Europe/Berlin)');
    expect(toRex?.to).toEqual(['reo@vela.example']);
    expect(toRex?.subject).toBe(`Einladung: ${TITLE}`);
    expect(toRex?.text).toContain('06:30');
    expect(toRex?.text).toContain('(America/New_York)');
    expect(toRex?.attachments[0]).toMatchObject({ filename: 'invite.ics' });
    expect(toRex?.attachments[0]?.contentType).toContain('text/calendar');
    const ics = icsOf(toRex);
    // Lines are folded at 75 octets and end in CRLF.
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = unfolded(ics).split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${event.id}@vela`);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART:20260327T103000Z');
    expect(lines).toContain('DTEND:20260327T113000Z');
    expect(lines).toContain(
      'SUMMARY:Design review\\; budget\\, plan and the roadmap for the next two quarters of the year',
    );
    expect(lines).toContain('LOCATION:Room 4');
    expect(lines.find((line) => line.startsWith('ORGANIZER'))?.toLowerCase()).toContain(
      'mailto:mia@vela.example',
    );
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(
      attendees.every((line) => line.includes('PARTSTAT=NEEDS-ACTION') && line.includes('RSVP=TRUE')),
    ).toBe(true);
    expect(attendees.join().toLowerCase()).toContain('mailto:ada@customer.example');

    // A new time: every invitee gets the update, with a higher SEQUENCE and the same UID.
    const moved = await as(org.manager).save('Event', {
      id: event.id,
      begintime: '2026-03-27 12:00:00',
      endtime: '2026-03-27 13:00:00',
    });
    expect(moved.isSaveSuccess).toBe(true);
    const updates = await newMail();
    expect(updates.map((mail) => mail.subject)).toEqual([
      `Updated invitation: ${TITLE}`,
      `Geänderte Einladung: ${TITLE}`,
    ]);
    const updated = unfolded(icsOf(updates[1])).split('\r\n');
    expect(updated).toContain('SEQUENCE:1');
    expect(updated).toContain(`UID:${event.id}@vela`);
    expect(updated).toContain('DTSTART:20260327T120000Z');
    // Another save that leaves the time: no e-mail.
    await as(org.manager).save('Event', { id: event.id, location: 'Room 5' });
    expect(await newMail()).toEqual([]);

    // The invited user answers: a bell notice to the organiser, in the organiser's language.
    await as(org.rep).ok('/calendar/respondToInvitation', { eventId: event.id, response: 'tentative' });
    const bell = (await as(org.manager).ok('/approval/getNotifications', {})) as {
      items: Array<{ kind: string; recordId: string; text: string }>;
    };
    expect(bell.items.find((item) => item.kind === 'invitation')).toMatchObject({
      recordId: event.id,
      text: `Reo Rep may attend "${TITLE}"`,
    });

    // The invitee's feed has the event with its organiser and attendees; the share list names the invitee's share.
    const link = await as(org.rep).ok('/calendar/resetFeedLink', {});
    const feed = unfolded((await app.inject({ method: 'GET', url: link.path })).body).split('\r\n');
    expect(feed).toContain(`UID:${event.id}@vela`);
    expect(feed.find((line) => line.startsWith('ORGANIZER'))?.toLowerCase()).toContain(
      'mailto:mia@vela.example',
    );
    expect(feed.filter((line) => line.startsWith('ATTENDEE')).join()).toContain('PARTSTAT=TENTATIVE');
    const shares = await as(org.manager).ok('/access/share/list', { recordId: event.id });
    expect(shares).toEqual([{ group: `user:${org.rep.userId}`, accessLevel: 'read', reason: 'invitee' }]);
    await as(org.rep).ok('/calendar/respondToInvitation', { eventId: event.id, response: 'declined' });
    expect((await app.inject({ method: 'GET', url: link.path })).body).not.toContain(`UID:${event.id}@vela`);

    // Uninvited: the contact gets the cancellation, naming only them.
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: event.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    const [cancelled] = await newMail();
    expect(cancelled?.to).toEqual(['ada@customer.example']);
    expect(cancelled?.subject).toBe(`Cancelled: ${TITLE}`);
    expect(cancelled?.attachments[0]?.filename).toBe('cancel.ics');
    const cancel = unfolded(icsOf(cancelled)).split('\r\n');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:1');
    expect(cancel.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);

    // The event deleted from its record page: the remaining invitee gets the cancellation.
    await as(org.manager).ok('/objectdetail/delete', { id: event.id });
    const [gone] = await newMail();
    expect(gone?.to).toEqual(['reo@vela.example']);
    expect(gone?.subject).toBe(`Abgesagt: ${TITLE}`);
    // Declined, the invitee still hears the event is gone (their calendar may hold it as declined).
    expect(unfolded(icsOf(gone)).split('\r\n')).toContain('METHOD:CANCEL');
  });
});

describeEachDatabase('calendar invitations of a repeating event (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  const clock = new Date('2026-03-20T12:00:00Z');
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  let seen = 0;
  const newMail = async () => {
    await app.jobs.runJobsUntilIdle();
    const all = relay.received.slice(seen);
    seen = relay.received.length;
    return all;
  };
  const linesOf = (mail: RelayedMail | undefined) => unfolded(icsOf(mail)).split('\r\n');

  beforeAll(async () => {
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, { now: () => clock });
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_series_invites');
    await settleAccessJobs(app);
    for (const [user, zone, email] of [
      [org.manager, 'Europe/Berlin', 'mia@vela.example'],
      [org.rep, 'America/New_York', 'reo@vela.example'],
    ] as const)
      await getDatabase()
        .handle.db.updateTable('app_user')
        .set({ time_zone: zone, language: 'en', email })
        .where('id', '=', user.userId)
        .execute();
    await as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      fromAddress: 'crm@vela.example',
    });
    await newMail();
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
  });

  it('[S1-R-113] invites to the whole series (RRULE, zone), cancels one occurrence and moves another by RECURRENCE-ID', async () => {
    // Fridays 11:30 in Berlin, five times, across the change to summer time (29 March).
    const event = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Weekly review',
      begintime: '2026-03-27 10:30:00',
      endtime: '2026-03-27 11:30:00',
      recurrence: { freq: 'WEEKLY', interval: 1, byWeekday: [], count: 5, until: null },
      timeZone: 'Europe/Berlin',
    });
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: event.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    const [invite] = await newMail();
    const lines = linesOf(invite);
    expect(lines).toContain('METHOD:REQUEST');
    const [master, ...others] = veventsOf(lines);
    expect(others).toEqual([]);
    expect(master).toContain(`UID:${event.id}@vela`);
    expect(master).toContain('DTSTART;TZID=Europe/Berlin:20260327T113000');
    expect(master).toContain('DTEND;TZID=Europe/Berlin:20260327T123000');
    expect(
      propertyOf(master ?? [], 'RRULE')
        ?.split(';')
        .sort(),
    ).toEqual(['BYDAY=FR', 'COUNT=5', 'FREQ=WEEKLY', 'INTERVAL=1'].sort());
    // The zone travels with it: a VTIMEZONE naming it, with the change to summer time.
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('TZOFFSETTO:+0200');
    // Expanded as a calendar does (RRULE on the wall clock, then the VTIMEZONE): 11:30 in Berlin each time.
    const toInstant = zoneOfIcs(lines);
    const walls = rrulestr(`DTSTART:20260327T113000\nRRULE:${propertyOf(master ?? [], 'RRULE')}`).all();
    const starts = walls.map((wall) => toInstant(wall.toISOString().replace(/[-:]/g, '').slice(0, 15)));
    expect(starts).toEqual([
      '2026-03-27T10:30:00.000Z',
      '2026-04-03T09:30:00.000Z',
      '2026-04-10T09:30:00.000Z',
      '2026-04-17T09:30:00.000Z',
      '2026-04-24T09:30:00.000Z',
    ]);

    // The third occurrence deleted on its own: a CANCEL of that occurrence only.
    await as(org.manager).ok('/calendar/deleteOccurrence', { eventId: event.id, index: 2, scope: 'one' });
    const [cancelled] = await newMail();
    expect(cancelled?.subject).toBe('Cancelled: Weekly review');
    expect(cancelled?.text).toContain('April 10, 2026 5:30 AM');
    const cancel = linesOf(cancelled);
    expect(cancel).toContain('METHOD:CANCEL');
    const [gone] = veventsOf(cancel);
    expect(gone).toContain(`UID:${event.id}@vela`);
    expect(gone).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260410T113000');
    expect(gone).toContain('SEQUENCE:1');
    expect(gone).toContain('STATUS:CANCELLED');
    expect(propertyOf(gone ?? [], 'RRULE')).toBeUndefined();

    // The fourth moved on its own an hour later: an update of that occurrence, by the series' UID.
    const moved = await as(org.manager).ok('/calendar/moveOccurrence', {
      eventId: event.id,
      index: 3,
      begintime: '2026-04-17 10:30:00',
      endtime: '2026-04-17 11:30:00',
    });
    expect(moved.isSaveSuccess).toBe(true);
    const [update] = await newMail();
    expect(update?.subject).toBe('Updated invitation: Weekly review');
    const [one] = veventsOf(linesOf(update));
    expect(one).toContain(`UID:${event.id}@vela`);
    expect(one).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260417T113000');
    expect(one).toContain('DTSTART;TZID=Europe/Berlin:20260417T123000');
    expect(one).toContain('SEQUENCE:2');
    expect(propertyOf(one ?? [], 'RRULE')).toBeUndefined();

    // The last occurrence deleted with those following: the series' rule changed, so the update carries
    // the whole series, the deleted occurrence as EXDATE and the moved one as its own VEVENT.
    await as(org.manager).ok('/calendar/deleteOccurrence', {
      eventId: event.id,
      index: 4,
      scope: 'following',
    });
    const [series] = await newMail();
    expect(series?.subject).toBe('Updated invitation: Weekly review');
    const [whole, override] = veventsOf(linesOf(series));
    expect(propertyOf(whole ?? [], 'RRULE')).toContain('COUNT=4');
    expect(whole).toContain('EXDATE;TZID=Europe/Berlin:20260410T113000');
    expect(whole).toContain('SEQUENCE:2');
    expect(override).toContain(`UID:${event.id}@vela`);
    expect(override).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260417T113000');

    // The moved occurrence deleted: its CANCEL names that occurrence, not the series.
    await as(org.manager).ok('/objectdetail/delete', { id: moved.id });
    const [dropped] = await newMail();
    const [droppedEvent] = veventsOf(linesOf(dropped));
    expect(linesOf(dropped)).toContain('METHOD:CANCEL');
    expect(droppedEvent).toContain(`UID:${event.id}@vela`);
    expect(droppedEvent).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260417T113000');

    // "This and following" from the second, an hour later: the series ends before it (an update), and
    // the rest is a series of its own with a new UID (an invitation), its deleted occurrences excluded.
    const cut = await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: event.id,
      index: 1,
      begintime: '2026-04-03 10:30:00',
      endtime: '2026-04-03 11:30:00',
    });
    const [shortened, rest] = await newMail();
    expect(shortened?.subject).toBe('Updated invitation: Weekly review');
    expect(propertyOf(veventsOf(linesOf(shortened))[0] ?? [], 'RRULE')).toContain('COUNT=1');
    expect(rest?.subject).toBe('Invitation: Weekly review');
    const [tail] = veventsOf(linesOf(rest));
    expect(tail).toContain(`UID:${cut.id}@vela`);
    expect(tail).toContain('DTSTART;TZID=Europe/Berlin:20260403T123000');
    expect(propertyOf(tail ?? [], 'RRULE')).toContain('COUNT=3');
    expect(tail).toContain('EXDATE;TZID=Europe/Berlin:20260410T123000,20260417T123000');
  });
  it('[S1-R-113] "this and following" on the first occurrence moves the whole series with one update', async () => {
    const event = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Stand-up',
      begintime: '2026-05-04 07:00:00',
      endtime: '2026-05-04 07:15:00',
      recurrence: { freq: 'WEEKLY', interval: 1, byWeekday: [], count: 3, until: null },
      timeZone: 'Europe/Berlin',
    });
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: event.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    expect((await newMail()).map((mail) => mail.subject)).toEqual(['Invitation: Stand-up']);
    // A day and an hour later: the weekly rule's weekday moves with it.
    const moved = await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: event.id,
      index: 0,
      begintime: '2026-05-05 08:00:00',
      endtime: '2026-05-05 08:15:00',
    });
    expect(moved.isSaveSuccess).toBe(true);
    const mails = await newMail();
    expect(mails.map((mail) => mail.subject)).toEqual(['Updated invitation: Stand-up']);
    const [whole] = veventsOf(linesOf(mails[0]));
    expect(whole).toContain(`UID:${event.id}@vela`);
    expect(whole).toContain('DTSTART;TZID=Europe/Berlin:20260505T100000');
    expect(propertyOf(whole ?? [], 'RRULE')).toContain('BYDAY=TU');
    expect(whole).toContain('SEQUENCE:1');
  });
  it('[S1-R-113] moving the whole series re-bases an occurrence moved on its own: its RECURRENCE-ID follows, its time stays', async () => {
    const event = await as(org.manager).ok('/calendar/createEvent', {
      subject: 'Planning',
      begintime: '2026-06-01 07:00:00',
      endtime: '2026-06-01 08:00:00',
      recurrence: { freq: 'WEEKLY', interval: 1, byWeekday: [], count: 3, until: null },
      timeZone: 'Europe/Berlin',
    });
    await as(org.manager).ok('/calendar/saveInvitees', {
      eventId: event.id,
      invitees: [{ kind: 'user', id: org.rep.userId }],
    });
    await newMail();
    // The third (15 June, 09:00 in Berlin) moved on its own two hours later.
    await as(org.manager).ok('/calendar/moveOccurrence', {
      eventId: event.id,
      index: 2,
      begintime: '2026-06-15 09:00:00',
      endtime: '2026-06-15 10:00:00',
    });
    expect((await newMail()).length).toBe(1);
    // The whole series a day and an hour later (Tuesdays 10:00).
    await as(org.manager).ok('/calendar/moveFollowing', {
      eventId: event.id,
      index: 0,
      begintime: '2026-06-02 08:00:00',
      endtime: '2026-06-02 09:00:00',
    });
    const mails = await newMail();
    expect(mails.length).toBe(1);
    const [whole, override] = veventsOf(linesOf(mails[0]));
    expect(whole).toContain('DTSTART;TZID=Europe/Berlin:20260602T100000');
    expect(override).toContain(`UID:${event.id}@vela`);
    expect(override).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260616T100000');
    expect(override).toContain('DTSTART;TZID=Europe/Berlin:20260615T110000');
    // No EXDATE for the re-based occurrence: it is overridden, not deleted.
    expect(propertyOf(whole ?? [], 'EXDATE')).toBeUndefined();
  });
});
