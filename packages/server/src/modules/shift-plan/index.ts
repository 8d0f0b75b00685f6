/** The shift plan (issue 7): service resources × days with their shifts, and the demo org's shifts. */
export { shiftPlanDemoSeeder } from './demo-seed.js';
export { shiftPlanModule } from './routes.js';
