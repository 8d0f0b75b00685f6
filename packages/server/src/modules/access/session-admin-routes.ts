import { forceSignOutContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoute } from '../../http/change-route.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { accessAdminOf } from './admin-guard.js';
import { type AuditKind, pageAuditLog } from './audit-log.js';
import { forceSignOut } from './changes/force-sign-out.js';

const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** Forced sign-out and the audit log. */
export function registerSessionAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  changeRoute(app, forceSignOutContract, (user, input) => forceSignOut(context, user, input));

  api.post(
    '/access/audit/list',
    {
      schema: {
        summary:
          'The audit log: sign-ins, refused sign-ins, permission changes, exports and forced sign-outs, newest first',
        body: envelopeSchema(
          z.strictObject({
            kind: z
              .enum(['sign-in', 'sign-in-refused', 'permission-change', 'export', 'force-sign-out'])
              .optional(),
            page: pageNumber,
            pageSize: pageNumber,
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const options: { kind?: AuditKind; page: number; pageSize: number } = {
        page: Number(body.page ?? 1),
        pageSize: Math.min(Number(body.pageSize ?? 50), 200),
      };
      if (body.kind) options.kind = body.kind;
      return okEnvelope(await pageAuditLog(database, user.orgId, options), request.id);
    },
  );
}
