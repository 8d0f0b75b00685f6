/** Reports (issue 19): saved report definitions over any object, run through the record engine's access filter. */
export { reportsDemoSeeder } from './demo-seed.js';
export { reportsModule } from './routes.js';
