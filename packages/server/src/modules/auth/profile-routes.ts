import {
  checkPasswordPolicy,
  describePasswordProblems,
  ErrorCode,
  getLoginHistoryContract,
  listSessionsContract,
  modifyPasswordContract,
  revokeSessionContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractQuerySchema, contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, notFound, okEnvelope } from '../../http/envelope.js';
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

/** The profile pages: change password, login history and the sessions list (authVisit). */
export function registerProfileRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    modifyPasswordContract.path,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: contractSchema(modifyPasswordContract),
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
    getLoginHistoryContract.path,
    { schema: contractQuerySchema(getLoginHistoryContract) },
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

  api.post(listSessionsContract.path, { schema: contractSchema(listSessionsContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const sessions = await listActiveSessions(database, user.userId, context.now());
    return okEnvelope(
      sessions.map((session) => ({ ...session, current: session.id === user.sessionId })),
      request.id,
    );
  });

  api.post(revokeSessionContract.path, { schema: contractSchema(revokeSessionContract) }, async (request) => {
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
  });
}
