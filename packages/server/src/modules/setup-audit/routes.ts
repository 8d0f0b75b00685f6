import { listSetupAuditContract, mayAdministerAccess } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { pageSetupAudit } from './audit-store.js';

/** The setup audit trail's read: system administrators only, their own organisation's changes. */
export function setupAuditModule(app: FastifyInstance, context: ModuleContext): void {
  changeRoute(app, listSetupAuditContract, async (user, input) => {
    if (!mayAdministerAccess(user.profileId))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may read the setup audit trail');
    return pageSetupAudit(context.database, user.orgId, input);
  });
}
