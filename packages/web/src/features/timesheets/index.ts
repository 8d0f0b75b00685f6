/** Timesheets (issue 22): my week of hours per project task, and a project's actual hours. */
export { ProjectActualHours } from './ProjectActualHours.js';
export { default as TimesheetPage } from './TimesheetPage.js';
