import { z } from 'zod';
import { BOOKING_HOURS_SOURCES, BOOKING_PERSON_OBJECTS } from '../booking/booking-rules.js';
import { defineCall } from './call-contract.js';

/**
 * Appointment scheduling (issue 22): bookable services (administrators), the staff's list of bookings,
 * and the public booking page's calls (no sign-in; the service's secret slug or a booking's signed
 * token is the proof). Times are ISO-8601 UTC instants.
 */
const instant = z.string().min(10, 'write a date and time (ISO-8601)').max(40);
const id = z.string().min(1).max(64);

export const weeklyRangeSchema = z.strictObject({
  weekday: z.number().int(),
  start: z.string().max(5),
  end: z.string().max(5),
});

export const bookingDelivererSchema = z.strictObject({
  kind: z.enum(['user', 'resource']),
  id,
});

const serviceFields = {
  name: z.string().max(200),
  description: z.string().max(2000).default(''),
  durationMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int().default(0),
  bufferAfterMinutes: z.number().int().default(0),
  horizonDays: z.number().int().default(30),
  timeZone: z.string().max(64),
  hoursSource: z.enum(BOOKING_HOURS_SOURCES).default('weekly'),
  weeklyHours: z.array(weeklyRangeSchema).max(100).default([]),
  deliverers: z.array(bookingDelivererSchema).max(100),
  createAs: z.enum(BOOKING_PERSON_OBJECTS).default('contact'),
};

export const bookingServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  horizonDays: z.number(),
  timeZone: z.string(),
  hoursSource: z.enum(BOOKING_HOURS_SOURCES),
  weeklyHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  deliverers: z.array(z.object({ kind: z.enum(['user', 'resource']), id: z.string(), name: z.string() })),
  createAs: z.enum(BOOKING_PERSON_OBJECTS),
  isActive: z.boolean(),
  /** The public page's path, with the service's secret slug. */
  publicPath: z.string(),
  upcomingCount: z.number(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const listBookingServicesContract = defineCall({
  path: '/booking/services/list',
  summary: "The organisation's bookable services (administrators)",
  request: z.strictObject({}),
  response: z.object({ services: z.array(bookingServiceSchema) }),
});

export const saveBookingServiceContract = defineCall({
  path: '/booking/services/save',
  summary: 'Creates a bookable service (no id) or changes one (administrators)',
  request: z.strictObject({ id: id.optional(), ...serviceFields }),
  response: bookingServiceSchema,
});

export const setBookingServiceActiveContract = defineCall({
  path: '/booking/services/setActive',
  summary:
    'Opens or closes a service to bookings (administrators); a closed public link refuses new bookings',
  request: z.strictObject({ id, active: z.boolean() }),
  response: bookingServiceSchema,
});

export const resetBookingLinkContract = defineCall({
  path: '/booking/services/resetLink',
  summary: 'Gives a service a new secret public link; the old one stops working (administrators)',
  request: z.strictObject({ id }),
  response: bookingServiceSchema,
});

export const listBookingDeliverersContract = defineCall({
  path: '/booking/deliverers',
  summary: 'The active users and service resources a service may be delivered by (administrators)',
  request: z.strictObject({}),
  response: z.object({
    deliverers: z.array(z.object({ kind: z.enum(['user', 'resource']), id: z.string(), name: z.string() })),
  }),
});

export const bookingRowSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  visitorName: z.string(),
  visitorEmail: z.string(),
  visitorPhone: z.string(),
  delivererName: z.string(),
  eventId: z.string(),
  personId: z.string(),
  personObject: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

export const listBookingsContract = defineCall({
  path: '/booking/bookings/list',
  summary:
    'Bookings: upcoming, past or cancelled; all for administrators, the ones they deliver for other staff',
  request: z.strictObject({ status: z.enum(['upcoming', 'past', 'cancelled']).default('upcoming') }),
  response: z.object({ bookings: z.array(bookingRowSchema) }),
});

// ---- The public booking page (no sign-in) ----

const slug = z.string().min(1).max(100);
const token = z.string().min(1).max(400);

export const publicBookingServiceSchema = z.object({
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
  horizonDays: z.number(),
});

export const getPublicBookingServiceContract = defineCall({
  path: '/booking/public/service',
  summary: "A service's public page: its name, duration and time zone (no sign-in; the slug is the link)",
  request: z.strictObject({ slug }),
  response: publicBookingServiceSchema,
});

export const publicSlotSchema = z.object({ start: z.string(), end: z.string() });

export const getPublicSlotsContract = defineCall({
  path: '/booking/public/slots',
  summary: "A service's free slots between two instants (at most 42 days), soonest first (no sign-in)",
  request: z.strictObject({ slug, from: instant, to: instant }),
  response: z.object({ slots: z.array(publicSlotSchema) }),
});

const visitor = {
  name: z.string().max(200),
  email: z.string().max(200),
  phone: z.string().max(60).default(''),
};

export const publicBookingSchema = z.object({
  serviceName: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  visitorName: z.string(),
  /** The signed token of the booking's cancel and reschedule links. */
  token: z.string(),
  /** The public page of the service, to book again. */
  servicePath: z.string(),
  /** The confirmation e-mail went out (false: the organisation has no outgoing server). */
  mailSent: z.boolean(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

export const bookPublicSlotContract = defineCall({
  path: '/booking/public/book',
  summary:
    'Books a free slot (no sign-in): creates the event and reuses or creates the contact or lead; a slot just taken is refused',
  request: z.strictObject({ slug, start: instant, ...visitor }),
  response: publicBookingSchema,
});

export const getPublicBookingContract = defineCall({
  path: '/booking/public/booking',
  summary: "A booking by its signed token (its confirmation's cancel and reschedule links)",
  request: z.strictObject({ token }),
  response: publicBookingSchema,
});

export const cancelPublicBookingContract = defineCall({
  path: '/booking/public/cancel',
  summary: 'Cancels a booking by its signed token and deletes its event',
  request: z.strictObject({ token }),
  response: publicBookingSchema,
});

export const reschedulePublicBookingContract = defineCall({
  path: '/booking/public/reschedule',
  summary: 'Moves a booking to another free slot by its signed token',
  request: z.strictObject({ token, start: instant }),
  response: publicBookingSchema,
});
