/** Record-triggered flows (issue 20, automation): the module, its demo flows; other modules need nothing else. */
export { automationDemoSeeder } from './demo-seed.js';
export { automationModule } from './routes.js';
