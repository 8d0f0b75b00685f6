/** Lookup search and lookup-value expressions. */
export { lookupsModule } from './routes.js';
