/**
 * The tables this module owns: bookable services, their bookings and the per-deliverer lock rows.
 * Only this module queries them. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['booking_service', 'booking', 'booking_lock'] as const;
