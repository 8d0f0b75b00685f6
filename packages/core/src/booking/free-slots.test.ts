import { describe, expect, it } from 'vitest';
import { checkBookingService, checkBookingVisitor } from './booking-rules.js';
import { type FreeSlotInput, freeSlots } from './free-slots.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

const base: FreeSlotInput = {
  from: at('2026-03-23T00:00:00Z'),
  to: at('2026-04-06T00:00:00Z'),
  timeZone: 'Europe/Berlin',
  weeklyHours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
  deliverers: [{ id: 'ada', busy: [] }],
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  now: at('2026-03-20T00:00:00Z'),
  horizonDays: 60,
};

const startsOn = (input: Partial<FreeSlotInput>, day: string) =>
  freeSlots({ ...base, ...input })
    .filter((slot) => iso(slot.start).startsWith(day))
    .map((slot) => iso(slot.start));

describe('free slots (issue 22)', () => {
  const cases: Array<[string, Partial<FreeSlotInput>, string, string[]]> = [
    ['winter time: 09:00 Berlin is 08:00 UTC', {}, '2026-03-27', ['2026-03-27T08:00', '2026-03-27T09:00']],
    [
      'summer time after the spring change: 09:00 Berlin is 07:00 UTC',
      {},
      '2026-03-30',
      ['2026-03-30T07:00', '2026-03-30T08:00'],
    ],
    ['no hours on a weekend', {}, '2026-03-28', []],
    [
      'New York changes two weeks earlier: 09:00 is 13:00 UTC on 23 March',
      { timeZone: 'America/New_York' },
      '2026-03-23',
      ['2026-03-23T13:00', '2026-03-23T14:00'],
    ],
    [
      'a 30-minute grid',
      { durationMinutes: 30 },
      '2026-03-27',
      ['2026-03-27T08:00', '2026-03-27T08:30', '2026-03-27T09:00', '2026-03-27T09:30'],
    ],
    [
      'a busy event takes the slots it overlaps',
      {
        deliverers: [
          { id: 'ada', busy: [{ start: at('2026-03-27T08:30:00Z'), end: at('2026-03-27T08:45:00Z') }] },
        ],
      },
      '2026-03-27',
      ['2026-03-27T09:00'],
    ],
    [
      'a buffer after the slot keeps it off an event that starts right after',
      {
        bufferAfterMinutes: 15,
        deliverers: [
          { id: 'ada', busy: [{ start: at('2026-03-27T10:00:00Z'), end: at('2026-03-27T10:30:00Z') }] },
        ],
      },
      '2026-03-27',
      ['2026-03-27T08:00'],
    ],
    [
      'a buffer before the slot keeps it off an event that ends right before',
      {
        bufferBeforeMinutes: 10,
        deliverers: [
          { id: 'ada', busy: [{ start: at('2026-03-27T07:00:00Z'), end: at('2026-03-27T08:00:00Z') }] },
        ],
      },
      '2026-03-27',
      ['2026-03-27T09:00'],
    ],
    ['nothing before now', { now: at('2026-03-27T08:30:00Z') }, '2026-03-27', ['2026-03-27T09:00']],
    ['nothing beyond the horizon', { now: at('2026-03-20T00:00:00Z'), horizonDays: 7 }, '2026-03-27', []],
    [
      'a second deliverer free when the first is busy',
      {
        deliverers: [
          { id: 'ada', busy: [{ start: at('2026-03-27T08:00:00Z'), end: at('2026-03-27T10:00:00Z') }] },
          { id: 'bo', busy: [] },
        ],
      },
      '2026-03-27',
      ['2026-03-27T08:00', '2026-03-27T09:00'],
    ],
    [
      'explicit windows (shifts) instead of weekly hours',
      {
        deliverers: [
          {
            id: 'crew',
            windows: [{ start: at('2026-03-28T12:00:00Z'), end: at('2026-03-28T14:30:00Z') }],
            busy: [],
          },
        ],
      },
      '2026-03-28',
      ['2026-03-28T12:00', '2026-03-28T13:00'],
    ],
  ];
  it.each(cases)('%s', (_title, input, day, expected) => {
    expect(startsOn(input, day)).toEqual(expected);
  });

  it('a night range across the spring change skips the wall time that does not exist and keeps real durations', () => {
    const night = {
      weeklyHours: [{ weekday: 6, start: '01:00', end: '04:00' }],
      durationMinutes: 60,
    };
    // Sunday 29 March: 02:00–03:00 Berlin does not exist; 01:00 CET = 00:00Z, 03:00 CEST = 01:00Z.
    expect(startsOn(night, '2026-03-29')).toEqual(['2026-03-29T00:00', '2026-03-29T01:00']);
    const slots = freeSlots({ ...base, ...night }).filter((slot) => iso(slot.start).startsWith('2026-03-29'));
    for (const slot of slots) expect(slot.end - slot.start).toBe(3_600_000);
  });

  it('the autumn change: the repeated hour is offered once, at its first instant', () => {
    const autumn = {
      from: at('2026-10-24T00:00:00Z'),
      to: at('2026-10-26T00:00:00Z'),
      now: at('2026-10-20T00:00:00Z'),
      weeklyHours: [{ weekday: 6, start: '01:00', end: '04:00' }],
    };
    // Sunday 25 October: 01:00 CEST = 23:00Z, 02:00 CEST (first) = 00:00Z, 03:00 CET = 02:00Z; 04:00 CET = 03:00Z.
    expect(freeSlots({ ...base, ...autumn }).map((slot) => iso(slot.start))).toEqual([
      '2026-10-24T23:00',
      '2026-10-25T00:00',
      '2026-10-25T02:00',
    ]);
  });

  it('a service definition and a visitor are checked field by field', () => {
    const service = {
      name: 'Visit',
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      horizonDays: 30,
      timeZone: 'Europe/Berlin',
      hoursSource: 'weekly' as const,
      weeklyHours: [{ weekday: 0, start: '09:00', end: '17:00' }],
      deliverers: [{ kind: 'user' as const, id: 'u1' }],
    };
    expect(checkBookingService(service)).toBeNull();
    expect(checkBookingService({ ...service, durationMinutes: 2 })?.field).toBe('durationMinutes');
    expect(
      checkBookingService({ ...service, weeklyHours: [{ weekday: 0, start: '09:00', end: '09:15' }] })?.key,
    ).toBe('booking.problem.rangeTooShort');
    expect(checkBookingService({ ...service, hoursSource: 'shifts' })?.field).toBe('hoursSource');
    expect(checkBookingVisitor({ name: 'Vera', email: 'vera@example.com', phone: '' })).toBeNull();
    expect(checkBookingVisitor({ name: 'Vera', email: 'vera@', phone: '' })?.field).toBe('email');
    expect(checkBookingVisitor({ name: 'Vera', email: 'vera@example.com', phone: 'call me' })?.field).toBe(
      'phone',
    );
  });
});
