/** Marketing forms (web-to-lead): forms built from templates, their public page, submissions and downloads. */
export { marketingFormsDemoSeeder } from './demo-seed.js';
export { marketingFormsModule } from './routes.js';
