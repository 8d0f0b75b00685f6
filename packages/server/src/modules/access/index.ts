/** The access-control module's public face: the record engine, auth and lookups import from here. */
import type { FastifyInstance } from 'fastify';
import { currentMetadata, onObjectDeleted } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { rememberObjects } from './access-filter.js';
import { registerHierarchyAdminRoutes } from './hierarchy-admin-routes.js';
import { registerManualShareRoutes } from './manual-share-routes.js';
import { dropAccessOfObject } from './object-deleted.js';
import { registerPartnerRoutes } from './partner-routes.js';
import { registerProfileAdminRoutes } from './profile-admin-routes.js';
import { RULE_SHARES_JOB, ruleSharesHandler } from './rule-jobs.js';
import { registerSessionAdminRoutes } from './session-admin-routes.js';
import { registerSharingAdminRoutes } from './sharing-admin-routes.js';

export { accessFilter, rememberObjects, sharingCondition } from './access-filter.js';
export { rebuildAccessGraph, roleParents } from './access-graph.js';
export { appPermissionsOf } from './app-permission-store.js';
export { type AuditKind, recordAuditEvent } from './audit-log.js';
export { accessDemoFieldSeeder, accessDemoSeeder } from './demo-seed.js';
export { readOnlyRefusal } from './field-guard.js';
export {
  PUBLIC_GROUP_PREFIX,
  publicGroupMemberIds,
  publicGroupsOfOrg,
  publicGroupsOfUser,
  rolesOfOrg,
  subordinateUserIds,
} from './group-membership.js';
export { setInviteeShares } from './invitee-shares.js';
export { dropAllShares, dropManualShares } from './manual-share-routes.js';
export {
  accessSettingsGeneration,
  type FieldAccess,
  loadFieldAccess,
  objectPermissionsFor,
  withoutHiddenFields,
} from './object-permissions.js';
export { partnerDemoSeeder } from './partner-demo-seed.js';
export { orgProfileIds } from './profile-ids.js';
export {
  accessLevelExpression,
  knowParents,
  mayAccessRecord,
  mayCreateForOwner,
  readableRecordIds,
  rightsAtLevel,
  rightsOnRecord,
} from './record-rights.js';
export { applyRulesToRecord, queueCriteriaRulesOf, RULE_SHARES_JOB } from './rule-jobs.js';
export { profileSessionPolicy, type SessionPolicy } from './session-policy-store.js';

/** Admin calls for profiles, roles, defaults, rules, shares and sessions; the rule recomputation's job handler. */
export async function accessModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerProfileAdminRoutes(app, context);
  registerHierarchyAdminRoutes(app, context);
  registerSharingAdminRoutes(app, context);
  registerManualShareRoutes(app, context);
  registerSessionAdminRoutes(app, context);
  registerPartnerRoutes(app, context);
  onObjectDeleted(dropAccessOfObject);
  context.jobs.registerJobHandler(RULE_SHARES_JOB, ruleSharesHandler(context.database, context.now));
  app.addHook('onReady', async () => {
    // The synchronous record filter finds a detail object's parent table from here.
    rememberObjects(await currentMetadata(context.database));
  });
}
