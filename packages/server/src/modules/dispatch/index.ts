/** Dispatch (issue 22): the dispatch desk, recommended resources and resource usage over work orders. */
export { dispatchDemoSeeder } from './demo-seed.js';
export { dispatchModule } from './routes.js';
