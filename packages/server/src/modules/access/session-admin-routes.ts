import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { revokeAllSessions } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { accessAdminOf } from './admin-guard.js';
import { type AuditKind, pageAuditLog, recordAuditEvent } from './audit-log.js';

const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** Forced sign-out and the audit log. */
export function registerSessionAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    '/access/session/forceSignOut',
    {
      schema: {
        summary: 'End every session of a user at once (their next call answers 10002)',
        body: envelopeSchema(z.strictObject({ userId: z.string().min(1).max(64) })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const target = await database.db
        .selectFrom('app_user')
        .select(['id', 'email'])
        .where('id', '=', request.body.body.userId)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!target)
        throw new AppError(
          ErrorCode.NOT_FOUND,
          `body.userId: user "${request.body.body.userId}" was not found`,
        );
      const ended = await revokeAllSessions(database, target.id, context.now());
      await recordAuditEvent(database, {
        orgId: user.orgId,
        at: context.now(),
        actorId: user.userId,
        kind: 'force-sign-out',
        target: `user:${target.id}`,
        detail: { email: target.email, sessions: ended },
      });
      return okEnvelope({ userId: target.id, sessionsEnded: ended }, request.id);
    },
  );

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
