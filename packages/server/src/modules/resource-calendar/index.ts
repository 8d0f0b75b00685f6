/** The resource calendar (issue 22): service resources × time, their shifts and events, moved by drag. */
export { resourceCalendarModule } from './routes.js';
