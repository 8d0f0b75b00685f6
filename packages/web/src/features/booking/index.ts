/** Appointment scheduling (issue 22): the administrator's services, the staff's bookings, the public booking page. */
export { default as BookingDetailsPage } from './BookingDetailsPage.js';
export { default as PublicBookingPage } from './PublicBookingPage.js';
export { default as ScheduleAppointmentPage } from './ScheduleAppointmentPage.js';
