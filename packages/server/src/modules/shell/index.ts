/** The application shell's startup calls: user info and setup, apps and menus, logos, console tabs, client scripts. */
export { shellDemoSeeder } from './demo-seed.js';
export { orgUserNames, readOrgFileLimit } from './org-people.js';
export { movePartnerLogo } from './partner-logo.js';
export {
  type ReportPermits,
  reportPermitsOf,
  storedReportFlagsOf,
  writeReportFlags,
} from './report-permissions.js';
export { shellModule } from './routes.js';
export { readSellerProfile, readUserTimeZone } from './seller-profile.js';
