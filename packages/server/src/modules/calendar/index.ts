/** The calendar (issue 22): events and tasks as a calendar, series, reminders, the iCalendar feed. */
export { calendarDemoSeeder } from './demo-seed.js';
export { calendarModule } from './routes.js';
