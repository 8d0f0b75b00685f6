/** Printing's public face: the module (print documents and their PDFs). */
export { printingModule } from './routes.js';
