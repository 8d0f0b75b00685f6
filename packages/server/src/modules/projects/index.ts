/** Projects and the Gantt (issue 22): plans, task links, moves with dependants, baselines, my tasks. */
export { projectsDemoSeeder } from './demo-seed.js';
export { projectsModule } from './routes.js';
