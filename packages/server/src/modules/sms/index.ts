/** Text messages (issue 23): the provider, sending from records, the list, delivery reports and replies. */
export { smsDemoSeeder } from './demo-seed.js';
export { smsModule } from './routes.js';
