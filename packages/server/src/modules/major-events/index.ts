/** Company milestones, "major events" (issue 18): event types and milestones on accounts. */
export { majorEventsModule } from './routes.js';
