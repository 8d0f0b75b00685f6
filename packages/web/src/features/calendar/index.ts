/** The calendar (issue 22, `calendarheader`): day, week, month and agenda views of events and tasks. */
export { default as CalendarPage } from './CalendarPage.js';
