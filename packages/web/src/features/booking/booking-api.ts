import type {
  bookPublicSlotContract,
  CallRequest,
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
import { api, isApiError } from '../../api/index.js';

/** Appointment scheduling's calls (server module booking, issue 22): core's contracts. */
export type { BookingRow, BookingService, PublicBooking } from '@vela/core';

export const BOOKING_QUERY_KEY = 'booking';
/** The screens say themselves what failed. */
const quiet = { callerHandlesErrors: true } as const;

export const loadServices = async () =>
  (await api.call<typeof listBookingServicesContract>('/booking/services/list', {}, quiet)).data;
export const saveService = async (input: CallRequest<typeof saveBookingServiceContract>) =>
  (await api.call<typeof saveBookingServiceContract>('/booking/services/save', input, quiet)).data;
export const setServiceActive = async (id: string, active: boolean) =>
  (
    await api.call<typeof setBookingServiceActiveContract>(
      '/booking/services/setActive',
      { id, active },
      quiet,
    )
  ).data;
export const resetServiceLink = async (id: string) =>
  (await api.call<typeof resetBookingLinkContract>('/booking/services/resetLink', { id }, quiet)).data;
export const loadDeliverers = async () =>
  (await api.call<typeof listBookingDeliverersContract>('/booking/deliverers', {}, quiet)).data;
export const loadBookings = async (status: 'upcoming' | 'past' | 'cancelled') =>
  (await api.call<typeof listBookingsContract>('/booking/bookings/list', { status }, quiet)).data;

export const loadPublicService = async (slug: string) =>
  (await api.call<typeof getPublicBookingServiceContract>('/booking/public/service', { slug }, quiet)).data;
export const loadPublicSlots = async (slug: string, from: string, to: string) =>
  (await api.call<typeof getPublicSlotsContract>('/booking/public/slots', { slug, from, to }, quiet)).data;
export const bookSlot = async (input: CallRequest<typeof bookPublicSlotContract>) =>
  (await api.call<typeof bookPublicSlotContract>('/booking/public/book', input, quiet)).data;
export const loadPublicBooking = async (token: string) =>
  (await api.call<typeof getPublicBookingContract>('/booking/public/booking', { token }, quiet)).data;
export const cancelBooking = async (token: string) =>
  (await api.call<typeof cancelPublicBookingContract>('/booking/public/cancel', { token }, quiet)).data;
export const rescheduleBooking = async (token: string, start: string) =>
  (
    await api.call<typeof reschedulePublicBookingContract>(
      '/booking/public/reschedule',
      { token, start },
      quiet,
    )
  ).data;

/** Why a call failed, as the server said it; `reason` is the booking refusal's kind ('taken' …). */
export function refusalOf(error: unknown): { message: string; reason: string } {
  if (isApiError(error)) {
    const data = error.response?.data as { reason?: unknown } | null | undefined;
    return { message: error.message, reason: typeof data?.reason === 'string' ? data.reason : '' };
  }
  return { message: String(error), reason: '' };
}
