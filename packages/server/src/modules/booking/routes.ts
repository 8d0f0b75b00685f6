import {
  bookPublicSlotContract,
  cancelPublicBookingContract,
  getPublicBookingContract,
  getPublicBookingServiceContract,
  getPublicSlotsContract,
  listBookingDeliverersContract,
  listBookingServicesContract,
  listBookingsContract,
  reschedulePublicBookingContract,
  resetBookingLinkContract,
  saveBookingServiceContract,
  setBookingServiceActiveContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  bookSlot,
  cancelBooking,
  listBookings,
  publicBooking,
  publicService,
  publicSlots,
  rescheduleBooking,
} from './book.js';
import {
  listDeliverers,
  listServices,
  resetServiceLink,
  saveService,
  setServiceActive,
} from './service-store.js';

/**
 * The public booking page's limits a minute per address (as the unsubscribe page and the calendar feed
 * have theirs): reading the page and its slots is cheap and repeated; booking, cancelling and moving
 * write, and each token or slug guessed costs a try.
 */
export const PUBLIC_READS_PER_MINUTE = 120;
export const PUBLIC_WRITES_PER_MINUTE = 30;

/** Appointment scheduling (issue 22): administrators' services, the staff's bookings, the public page's calls. */
export function bookingModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(
    listBookingServicesContract.path,
    { schema: contractSchema(listBookingServicesContract) },
    async (request) => okEnvelope(await listServices(context, userOf(request)), request.id),
  );
  api.post(
    saveBookingServiceContract.path,
    { schema: contractSchema(saveBookingServiceContract) },
    async (request) => okEnvelope(await saveService(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    setBookingServiceActiveContract.path,
    { schema: contractSchema(setBookingServiceActiveContract) },
    async (request) => {
      const { id, active } = request.body.body;
      return okEnvelope(await setServiceActive(context, userOf(request), id, active), request.id);
    },
  );
  api.post(
    resetBookingLinkContract.path,
    { schema: contractSchema(resetBookingLinkContract) },
    async (request) =>
      okEnvelope(await resetServiceLink(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(
    listBookingDeliverersContract.path,
    { schema: contractSchema(listBookingDeliverersContract) },
    async (request) => okEnvelope(await listDeliverers(context, userOf(request)), request.id),
  );
  api.post(listBookingsContract.path, { schema: contractSchema(listBookingsContract) }, async (request) =>
    okEnvelope(await listBookings(context, userOf(request), request.body.body.status), request.id),
  );

  // The public booking page: no sign-in, limited per address.
  const reads = { auth: 'public' as const, rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: 60_000 } };
  const writes = {
    auth: 'public' as const,
    rateLimit: { max: PUBLIC_WRITES_PER_MINUTE, timeWindow: 60_000 },
  };
  api.post(
    getPublicBookingServiceContract.path,
    { config: reads, schema: contractSchema(getPublicBookingServiceContract) },
    async (request) => okEnvelope(await publicService(context, request.body.body.slug), request.id),
  );
  api.post(
    getPublicSlotsContract.path,
    { config: reads, schema: contractSchema(getPublicSlotsContract) },
    async (request) => {
      const { slug, from, to } = request.body.body;
      return okEnvelope(await publicSlots(context, slug, from, to), request.id);
    },
  );
  api.post(
    bookPublicSlotContract.path,
    { config: writes, schema: contractSchema(bookPublicSlotContract) },
    async (request) => okEnvelope(await bookSlot(context, request.body.body), request.id),
  );
  api.post(
    getPublicBookingContract.path,
    { config: writes, schema: contractSchema(getPublicBookingContract) },
    async (request) => okEnvelope(await publicBooking(context, request.body.body.token), request.id),
  );
  api.post(
    cancelPublicBookingContract.path,
    { config: writes, schema: contractSchema(cancelPublicBookingContract) },
    async (request) => okEnvelope(await cancelBooking(context, request.body.body.token), request.id),
  );
  api.post(
    reschedulePublicBookingContract.path,
    { config: writes, schema: contractSchema(reschedulePublicBookingContract) },
    async (request) => {
      const { token, start } = request.body.body;
      return okEnvelope(await rescheduleBooking(context, token, start), request.id);
    },
  );
}
