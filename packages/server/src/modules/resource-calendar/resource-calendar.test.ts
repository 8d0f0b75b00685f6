import type { ResourceCalendar } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

const WEEK = { from: '2026-11-23 00:00:00', to: '2026-11-30 00:00:00' };

describeEachDatabase('resource calendar', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: AccessOrg['admin']) => callsAs(() => app, user);
  let alex = '';
  let jordan = '';
  let early = '';
  let late = '';
  let visit = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_resource_calendar');
    const { create } = as(org.admin);
    alex = await create('ServiceResource', { name: 'Alex Rivera', relatedrecordid: org.admin.userId });
    jordan = await create('ServiceResource', { name: 'Jordan Lee' });
    early = await create('Shift', {
      name: 'Early',
      serviceresourceid: alex,
      starttime: '2026-11-24 06:00:00',
      endtime: '2026-11-24 14:00:00',
    });
    late = await create('Shift', {
      name: 'Late',
      serviceresourceid: jordan,
      starttime: '2026-11-24 14:00:00',
      endtime: '2026-11-24 22:00:00',
    });
    visit = await create('Event', {
      subject: 'Site visit',
      begintime: '2026-11-25 09:00:00',
      endtime: '2026-11-25 10:00:00',
    });
    await create('Event', {
      subject: 'Team call',
      begintime: '2026-11-25 11:00:00',
      endtime: '2026-11-25 12:00:00',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("[S1-R-108] shows resources as rows with their shifts and their user's events as bars", async () => {
    const calendar = (await as(org.admin).ok('/resourceCalendar/getWindow', WEEK)) as ResourceCalendar;
    expect(calendar.resources.map((row) => [row.name, row.userName])).toEqual([
      ['Alex Rivera', 'Ada Admin'],
      ['Jordan Lee', ''],
    ]);
    expect(calendar.bars.map((bar) => [bar.kind, bar.name, bar.resourceId, bar.start]).sort()).toEqual([
      ['event', 'Site visit', alex, '2026-11-25 09:00:00'],
      ['event', 'Team call', alex, '2026-11-25 11:00:00'],
      ['shift', 'Early', alex, '2026-11-24 06:00:00'],
      ['shift', 'Late', jordan, '2026-11-24 14:00:00'],
    ]);
    expect(calendar.bars.every((bar) => bar.canEdit)).toBe(true);
    const wide = await as(org.admin).call('/resourceCalendar/getWindow', {
      from: WEEK.from,
      to: '2027-06-01 00:00:00',
    });
    expect(wide.json.returnInfo).toBe('to: a window covers at most 42 days');
  });

  it('[S1-R-108] moves a shift to another resource and time, and refuses an overlap naming the other shift', async () => {
    const moved = await as(org.admin).call('/resourceCalendar/moveBar', {
      id: early,
      kind: 'shift',
      resourceId: jordan,
      start: '2026-11-24 06:00:00',
      end: '2026-11-24 14:00:00',
    });
    expect(moved.json.result, JSON.stringify(moved.json)).toBe(true);
    const clash = await as(org.admin).call('/resourceCalendar/moveBar', {
      id: early,
      kind: 'shift',
      resourceId: jordan,
      start: '2026-11-24 10:00:00',
      end: '2026-11-24 18:00:00',
    });
    expect(clash.json.result).toBe(false);
    expect(clash.json.returnInfo).toContain('Jordan Lee already has "Late" from 2026-11-24');
    const calendar = (await as(org.admin).ok('/resourceCalendar/getWindow', WEEK)) as ResourceCalendar;
    expect(calendar.bars.find((bar) => bar.id === early)).toMatchObject({
      resourceId: jordan,
      start: '2026-11-24 06:00:00',
    });
    expect(calendar.bars.find((bar) => bar.id === late)?.start).toBe('2026-11-24 14:00:00');
  });

  it("[S1-R-108] reschedules an event on its owner's row; an overlap or another resource is refused", async () => {
    const clash = await as(org.admin).call('/resourceCalendar/moveBar', {
      id: visit,
      kind: 'event',
      resourceId: alex,
      start: '2026-11-25 10:30:00',
      end: '2026-11-25 11:30:00',
    });
    expect(clash.json.returnInfo).toContain('Alex Rivera already has "Team call"');
    const other = await as(org.admin).call('/resourceCalendar/moveBar', {
      id: visit,
      kind: 'event',
      resourceId: jordan,
      start: '2026-11-25 13:00:00',
      end: '2026-11-25 14:00:00',
    });
    expect(other.json.returnInfo).toContain('"Jordan Lee" is not the calendar of this event\'s owner');
    const moved = await as(org.admin).ok('/resourceCalendar/moveBar', {
      id: visit,
      kind: 'event',
      resourceId: alex,
      start: '2026-11-26 09:00:00',
      end: '2026-11-26 10:30:00',
    });
    expect(moved).toMatchObject({ start: '2026-11-26 09:00:00', end: '2026-11-26 10:30:00' });
    const missing = await as(org.rep).call('/resourceCalendar/moveBar', {
      id: 'nothing',
      kind: 'event',
      resourceId: alex,
      start: '2026-11-26 09:00:00',
      end: '2026-11-26 10:30:00',
    });
    expect(missing.json.result).toBe(false);
  });
});
