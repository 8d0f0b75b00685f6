import { instantOfWallClock, type RecurrenceRule, safeZone, storedTimeText } from '@vela/core';
import { DEMO_ORG_ID, loadUserInfo } from '../auth/index.js';
import { type DemoOwner, demoRecordWriter } from '../demo-data/index.js';
import type { Seeder } from '../module.js';
import { writeSeries } from './calendar-store.js';

interface DemoEvent {
  owner: DemoOwner;
  subject: string;
  /** Days from this week's Monday, wall-clock hour in the owner's zone, hours long. */
  day: number;
  hour: number;
  hours: number;
  location: string;
  rule?: RecurrenceRule;
}

const EVENTS: DemoEvent[] = [
  {
    owner: 'sam',
    subject: 'Sales stand-up',
    day: 0,
    hour: 9,
    hours: 0.25,
    location: 'Video call',
    rule: { freq: 'WEEKLY', interval: 1, byWeekday: [0, 1, 2, 3, 4], count: 40, until: null },
  },
  {
    owner: 'maria',
    subject: 'Team pipeline review',
    day: 1,
    hour: 14,
    hours: 1,
    location: 'Our office',
    rule: { freq: 'WEEKLY', interval: 1, byWeekday: [], count: 12, until: null },
  },
  {
    owner: 'maria',
    subject: 'Month-end forecast',
    day: 4,
    hour: 11,
    hours: 1.5,
    location: 'Board room',
    rule: { freq: 'MONTHLY', interval: 1, byWeekday: [], count: 6, until: null },
  },
  {
    owner: 'sam',
    subject: 'Quarterly business review, Northwind',
    day: 8,
    hour: 10,
    hours: 2,
    location: 'Customer office',
  },
  { owner: 'sam', subject: 'Trade fair preparation', day: 9, hour: 13, hours: 3, location: 'Our office' },
  { owner: 'maria', subject: 'One-to-one with Sam', day: 10, hour: 16, hours: 0.5, location: 'Our office' },
  { owner: 'admin', subject: 'System maintenance window', day: 11, hour: 18, hours: 2, location: '' },
];

/**
 * The calendar's part of the demo org: this week's and next week's events
 * for the demo users, three of them repeating (a daily stand-up on
 * weekdays, a weekly review, a monthly forecast), at the owners' local
 * hours. Saved through the record engine like every demo record.
 */
export const calendarDemoSeeder: Seeder = {
  name: 'calendar: recurring and upcoming events',
  async seed({ database, now }) {
    const writer = await demoRecordWriter(database, DEMO_ORG_ID, now);
    if (!writer?.snapshot.byApi.has('event')) return;
    const monday = -((now.getUTCDay() + 6) % 7);
    for (const item of EVENTS) {
      const user = writer.users[item.owner];
      const zone = safeZone((await loadUserInfo(database, user.userId))?.timeZone);
      const day = writer.day(monday + item.day);
      const start = instantOfWallClock(day, item.hour, zone);
      const id = await writer.save('Event', item.owner, {
        subject: item.subject,
        begintime: storedTimeText(start),
        endtime: storedTimeText(start + item.hours * 3_600_000),
        isalldayevent: false,
        location: item.location || null,
        belongtoid: user.userId,
      });
      if (item.rule) await writeSeries(database.db, DEMO_ORG_ID, id, item.rule, zone, now);
    }
  },
};
