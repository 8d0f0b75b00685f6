/** AI agents (issue 24): agents an administrator sets up, each person's conversation with one, the bot service. */
export { aiAgentsDemoSeeder } from './demo-seed.js';
export { aiAgentsModule } from './routes.js';
