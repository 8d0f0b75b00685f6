/** Client pools of leads and accounts: claim, return, assign (issue 7). */
export { clientPoolsDemoSeeder } from './demo-seed.js';
export { clientPoolsModule } from './routes.js';
