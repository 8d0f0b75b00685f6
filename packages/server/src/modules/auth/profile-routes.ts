import { checkPasswordPolicy, describePasswordProblems, ErrorCode, PASSWORD_MAX_LENGTH } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { AppError, envelopeSchema, notFound, okEnvelope, responseSchema } from '../../http/envelope.js';
import { recordAuditEvent } from '../access/index.js';
import type { ModuleContext } from '../module.js';
import { deleteChannel } from './channel-store.js';
import { loginHistoryCsv } from './login-history-csv.js';
import { listLoginHistory, pageLoginHistory } from './login-history-store.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { listActiveSessions, revokeOtherSessions, revokeSession } from './session-store.js';
import { findPasswordHash, storeNewPassword } from './user-store.js';

/** The download holds at most this many of the newest rows. */
const LOGIN_HISTORY_DOWNLOAD_LIMIT = 10_000;

const noBody = envelopeSchema(z.strictObject({}));
const idBody = envelopeSchema(z.strictObject({ id: z.string().min(1).max(64) }));

/** The profile pages: change password, login history and the sessions list (authVisit). */
export function registerProfileRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    '/user/modifyPassword',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Change one’s own password; every other session of the user ends',
        body: envelopeSchema(
          z.strictObject({
            oldPassword: z
              .string()
              .min(1)
              .max(PASSWORD_MAX_LENGTH * 4),
            newPassword: z.string().max(PASSWORD_MAX_LENGTH * 4),
          }),
        ),
        response: { 200: responseSchema(z.unknown()) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { oldPassword, newPassword } = request.body.body;
      const storedHash = await findPasswordHash(database, user.userId);
      if (!storedHash || !(await verifyPassword(storedHash, oldPassword))) {
        throw new AppError(ErrorCode.WRONG_CURRENT_PASSWORD, 'The current password is wrong.');
      }
      const problems = checkPasswordPolicy({ password: newPassword, email: user.email, oldPassword });
      if (problems.length > 0) {
        throw new AppError(ErrorCode.PASSWORD_POLICY, describePasswordProblems(problems), { problems });
      }
      const now = context.now();
      await storeNewPassword(database, user.userId, await hashPassword(newPassword), now);
      await revokeOtherSessions(database, user.userId, user.sessionId, now);
      return okEnvelope(null, request.id);
    },
  );

  api.get(
    '/user/getLoginHistory',
    {
      schema: {
        summary: 'The signed-in user’s sign-in attempts, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: {
          200: responseSchema(
            z.object({
              total: z.number(),
              rows: z.array(
                z.object({
                  at: z.string(),
                  ip: z.string(),
                  userAgent: z.string(),
                  result: z.string(),
                  reason: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { page, pageSize } = request.query;
      return okEnvelope(await pageLoginHistory(database, user.userId, page, pageSize), request.id);
    },
  );

  api.get(
    '/accessApi/login/downloadLoginHistory',
    { schema: { summary: 'The signed-in user’s login history as a CSV file (raw, not an envelope)' } },
    async (request, reply) => {
      const user = requireUser(request.currentUser);
      const rows = await listLoginHistory(database, user.userId, LOGIN_HISTORY_DOWNLOAD_LIMIT);
      await recordAuditEvent(database, {
        orgId: user.orgId,
        at: context.now(),
        actorId: user.userId,
        kind: 'export',
        target: 'login-history.csv',
        detail: { rows: rows.length },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="login-history.csv"')
        .header('cache-control', 'no-store')
        .send(loginHistoryCsv(rows));
    },
  );

  api.post(
    '/user/session/list',
    {
      schema: {
        summary: 'The signed-in user’s active sessions (authVisit)',
        body: noBody,
        response: {
          200: responseSchema(
            z.array(
              z.object({
                id: z.string(),
                createdAt: z.string(),
                lastSeenAt: z.string(),
                ip: z.string(),
                userAgent: z.string(),
                current: z.boolean(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const sessions = await listActiveSessions(database, user.userId, context.now());
      return okEnvelope(
        sessions.map((session) => ({ ...session, current: session.id === user.sessionId })),
        request.id,
      );
    },
  );

  api.post(
    '/user/session/revoke',
    {
      schema: {
        summary: 'End one of the signed-in user’s sessions',
        body: idBody,
        response: { 200: responseSchema(z.unknown()) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { revoked, channelId } = await revokeSession(
        database,
        user.userId,
        request.body.body.id,
        context.now(),
      );
      if (!revoked) throw notFound('The session');
      if (channelId) await deleteChannel(database, channelId);
      return okEnvelope(null, request.id);
    },
  );
}
