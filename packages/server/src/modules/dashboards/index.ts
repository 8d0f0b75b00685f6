/** Dashboards and home pages (issue 19): grids of components fed by saved reports. */
export { dashboardsDemoSeeder } from './demo-seed.js';
export { dashboardsModule } from './routes.js';
