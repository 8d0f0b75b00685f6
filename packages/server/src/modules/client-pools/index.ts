/** Client pools of leads and accounts: claim, return, assign (issue 7). */
export { clientPoolsDemoSeeder } from './demo-seed.js';
export { poolQueueUserIds, poolQueueUserIdsOfOrg } from './pool-store.js';
export { clientPoolsModule } from './routes.js';
