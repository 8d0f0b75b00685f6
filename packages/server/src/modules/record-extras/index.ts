/** Follow, the customer hierarchy and the Files tab of the record page (issue 7). */
export { recordExtrasModule } from './routes.js';
