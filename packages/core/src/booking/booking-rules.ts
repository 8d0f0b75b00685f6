/** What a bookable service and a booking must be (issue 22): checked by the server, shown by the web form. */
import { isKnownTimeZone } from '../calendar/index.js';
import { isMailAddress } from '../mail/index.js';
import { minutesOfClock, type WeeklyRange } from './free-slots.js';

export const BOOKING_LIMITS = {
  minDuration: 5,
  maxDuration: 480,
  maxBuffer: 240,
  minHorizon: 1,
  maxHorizon: 365,
  maxDeliverers: 20,
  maxRanges: 28,
  maxNameLength: 120,
  maxSlotDays: 42,
} as const;

/** How a service's working hours are found: its own weekly hours, or its resources' shifts. */
export const BOOKING_HOURS_SOURCES = ['weekly', 'shifts'] as const;
export type BookingHoursSource = (typeof BOOKING_HOURS_SOURCES)[number];

/** What a booking creates for its visitor when no record with that e-mail exists yet. */
export const BOOKING_PERSON_OBJECTS = ['contact', 'lead'] as const;
export type BookingPersonObject = (typeof BOOKING_PERSON_OBJECTS)[number];

export interface BookingServiceDraft {
  name: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  horizonDays: number;
  timeZone: string;
  hoursSource: BookingHoursSource;
  weeklyHours: readonly WeeklyRange[];
  deliverers: ReadonlyArray<{ kind: 'user' | 'resource'; id: string }>;
}

/** A refusal: the field it belongs to and the message naming the problem (English; the web translates by key). */
export interface BookingProblem {
  field: string;
  key: string;
  message: string;
}

const problem = (field: string, key: string, message: string): BookingProblem => ({ field, key, message });

const whole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The first problem of a service definition, or null. */
export function checkBookingService(draft: BookingServiceDraft): BookingProblem | null {
  const L = BOOKING_LIMITS;
  if (!draft.name.trim()) return problem('name', 'booking.problem.name', 'Give the service a name');
  if (draft.name.length > L.maxNameLength)
    return problem('name', 'booking.problem.nameLength', `A name has at most ${L.maxNameLength} characters`);
  if (!whole(draft.durationMinutes, L.minDuration, L.maxDuration))
    return problem(
      'durationMinutes',
      'booking.problem.duration',
      `The duration is ${L.minDuration} to ${L.maxDuration} whole minutes`,
    );
  for (const field of ['bufferBeforeMinutes', 'bufferAfterMinutes'] as const)
    if (!whole(draft[field], 0, L.maxBuffer))
      return problem(field, 'booking.problem.buffer', `A buffer is 0 to ${L.maxBuffer} whole minutes`);
  if (!whole(draft.horizonDays, L.minHorizon, L.maxHorizon))
    return problem(
      'horizonDays',
      'booking.problem.horizon',
      `Bookings open ${L.minHorizon} to ${L.maxHorizon} days ahead`,
    );
  if (!isKnownTimeZone(draft.timeZone))
    return problem('timeZone', 'booking.problem.timeZone', 'Choose a time zone such as Europe/Berlin');
  if (draft.deliverers.length === 0)
    return problem(
      'deliverers',
      'booking.problem.deliverers',
      'Choose at least one user or resource who delivers it',
    );
  if (draft.deliverers.length > L.maxDeliverers)
    return problem(
      'deliverers',
      'booking.problem.tooManyDeliverers',
      `At most ${L.maxDeliverers} deliverers`,
    );
  if (draft.hoursSource === 'shifts' && draft.deliverers.some((entry) => entry.kind !== 'resource'))
    return problem(
      'hoursSource',
      'booking.problem.shiftsNeedResources',
      'Hours from shifts need service resources as deliverers (users have no shifts)',
    );
  if (draft.hoursSource === 'weekly') {
    if (draft.weeklyHours.length === 0)
      return problem('weeklyHours', 'booking.problem.noHours', 'Give at least one range of working hours');
    if (draft.weeklyHours.length > L.maxRanges)
      return problem('weeklyHours', 'booking.problem.tooManyRanges', `At most ${L.maxRanges} ranges`);
    for (const range of draft.weeklyHours) {
      const from = minutesOfClock(range.start);
      const to = minutesOfClock(range.end);
      if (!whole(range.weekday, 0, 6) || from === null || to === null || to <= from)
        return problem(
          'weeklyHours',
          'booking.problem.badRange',
          'Each range of hours is a weekday and a start before its end (HH:mm)',
        );
      if (to - from < draft.durationMinutes)
        return problem(
          'weeklyHours',
          'booking.problem.rangeTooShort',
          'A range of hours is shorter than the duration: no slot would fit',
        );
    }
  }
  return null;
}

export interface BookingVisitor {
  name: string;
  email: string;
  phone: string;
}

/** The first problem of a visitor's details, or null. */
export function checkBookingVisitor(visitor: BookingVisitor): BookingProblem | null {
  if (!visitor.name.trim()) return problem('name', 'booking.problem.visitorName', 'Enter your name');
  if (visitor.name.length > 120)
    return problem('name', 'booking.problem.visitorNameLength', 'A name has at most 120 characters');
  if (!isMailAddress(visitor.email))
    return problem(
      'email',
      'booking.problem.email',
      'Enter a valid e-mail address, such as name@example.com',
    );
  if (visitor.phone && !/^[+0-9 ()./-]{3,40}$/.test(visitor.phone.trim()))
    return problem(
      'phone',
      'booking.problem.phone',
      'A phone number has digits, spaces and + ( ) - . / only',
    );
  return null;
}

/** The messages of a refused booking (the public page shows them; the server answers them). */
export const BOOKING_REFUSALS = {
  inactive: 'This service is not taking bookings',
  unknownService: 'This booking link is not valid',
  past: 'This time has passed: choose another slot',
  outsideHours: 'This time is not a slot of the service: choose one of the slots shown',
  taken: 'This slot was just taken: choose another one',
  badToken: 'This link is not valid or has been changed',
  alreadyCancelled: 'This booking was already cancelled',
} as const;
export type BookingRefusal = keyof typeof BOOKING_REFUSALS;
