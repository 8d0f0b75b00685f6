/** The import wizard's public face (issue 21): its routes and job; other modules need nothing else yet. */
export { importsModule } from './routes.js';
