/** GDPR compliance (issue 18): find a person, export what is held about them, erase or anonymise them. */
export { privacyModule } from './routes.js';
