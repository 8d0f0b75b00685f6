/** The resource calendar (issue 22): service resources × a week, their shifts and events, moved by drag. */
export { default as ResourceCalendarPage } from './ResourceCalendarPage.js';
