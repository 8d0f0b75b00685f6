/** Appointment scheduling (issue 22): bookable services, the public booking page's calls and the staff's bookings. */
export { bookingDemoSeeder } from './demo-seed.js';
export { bookingModule } from './routes.js';
