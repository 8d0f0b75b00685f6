import { forceSignOutContract, listAuditContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { accessAdminOf } from './admin-guard.js';
import { type AuditKind, pageAuditLog } from './audit-log.js';
import { forceSignOut } from './changes/force-sign-out.js';

/** Forced sign-out and the audit log. */
export function registerSessionAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  auditedChangeRoute(app, context, 'access', forceSignOutContract, (user, input) =>
    forceSignOut(context, user, input),
  );

  api.post(listAuditContract.path, { schema: contractSchema(listAuditContract) }, async (request) => {
    const user = accessAdminOf(request);
    const body = request.body.body;
    const options: { kind?: AuditKind; page: number; pageSize: number } = {
      page: Number(body.page ?? 1),
      pageSize: Math.min(Number(body.pageSize ?? 50), 200),
    };
    if (body.kind) options.kind = body.kind;
    return okEnvelope(await pageAuditLog(database, user.orgId, options), request.id);
  });
}
