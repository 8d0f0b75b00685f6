import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { type RelayedMail, startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/** An .ics unfolded (RFC 5545 §3.1: a line break followed by a space continues the line). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const icsOf = (mail: RelayedMail | undefined) => mail?.attachments[0]?.content ?? '';
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
