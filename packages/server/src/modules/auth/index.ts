/** The auth module's public face: other modules import from here only. */
export { type ResolvedCaller, resolveAccessToken, resolveApiKey } from './authenticate.js';
export { forgetCachedCallers } from './caller-cache.js';
export {
  authSeeder,
  DEFAULT_USER_SETUP,
  DEMO_ORG_ID,
  DEMO_USERS,
  demoAdminCaller,
  requirePasswordChangeOfUntouchedDemoAccounts,
} from './demo-seed.js';
/** The account a background job acts as. */
export { actingAs, callerOfAccount } from './job-caller.js';
export { updateOrganisationSettings } from './organisation-settings-store.js';
export { hashPassword } from './password-hash.js';
export { accountHeldFor, anonymiseAccount, type HeldAccount } from './person-account.js';
export { authModule } from './routes.js';
export { openSealedRequestBody, sealedBodySchema, sealedPayloadSchema } from './sealed-body.js';
export { SecureChannelClient } from './secure-channel-client.js';
export { revokeAllSessions } from './session-store.js';
export {
  anyUserHasRole,
  anyUserOfPartnerAccount,
  createAccount,
  effectiveTimeZone,
  findOrganisation,
  findOrgUser,
  findUserWithOrganisation,
  isEmailTaken,
  movePartnerUsers,
  type NewAccount,
  type Organisation,
  type OrgUser,
  orgIdOfEmail,
  ownerInOrganisation,
  partnerAccountUserIds,
  readUserSetup,
  renameUser,
  roleUserIds,
  setRoleOfUsers,
  setUserActive,
  setUserRoleAndProfile,
  userNameSubselectText,
  usersOfOrg,
  writeUserLanguage,
  writeUserSetup,
} from './user-accounts.js';
export {
  type ActiveUserQuery,
  activeUserIdsOfOrg,
  activeUsersOfOrg,
  findUsersByIds,
  findUsersWithLanguage,
  type UserSummary,
  userNames,
} from './user-directory.js';
export { loadUserInfo, type UserInfo, userInfoSchema } from './user-info.js';
export { findUserIdByEmail } from './user-store.js';
