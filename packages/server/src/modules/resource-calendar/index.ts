/** The resource calendar (issue 22): service resources × time, their shifts and events, moved by drag. */
export {
  barRowsIn,
  type CalendarObjects,
  calendarObjects,
  column,
  instantOf,
  storedTime,
  text,
} from './calendar-objects.js';
export { editableRecordIds } from './editable-ids.js';
export { RESOURCE_LIMIT, resourceRows } from './read-window.js';
export { resourceCalendarModule } from './routes.js';
