import {
  ErrorCode,
  getChatServicesSeatContract,
  getChatSetupContract,
  mayAdministerAccess,
  saveChatServicesSeatContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { audited } from '../setup-audit/index.js';
import { mayChat, readChatSetup, saveChatSetup } from './chat-setup.js';

/** Our realtime endpoint: chat runs on the server's own WebSocket, not on an external IM service. */
export const CHAT_SERVICE_PATH = '/ws';

function adminOf(user: CurrentUser): CurrentUser {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may set up chat');
  return user;
}

/**
 * The chat setup: `/ccchat/person/getSetupInfo` (spec 1 §4 startup step 6) answers from the stored
 * setup for the caller; setuppage/chat/servicesSeat reads and saves it (administrators, each change
 * in the setup audit trail).
 */
export function registerChatSetupRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(getChatSetupContract.path, { schema: contractSchema(getChatSetupContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const setup = await readChatSetup(database, user.orgId);
    return okEnvelope(
      {
        enabled: mayChat(setup, user),
        imUserId: user.userId,
        imUserName: user.name,
        serviceUrl: CHAT_SERVICE_PATH,
        fileUploadUrl: '/api/file/upload',
      },
      request.id,
    );
  });

  api.post(
    getChatServicesSeatContract.path,
    { schema: contractSchema(getChatServicesSeatContract) },
    async (request) => {
      const user = adminOf(requireUser(request.currentUser));
      return okEnvelope(await readChatSetup(database, user.orgId), request.id);
    },
  );

  const save = audited(
    context,
    'chat',
    saveChatServicesSeatContract.path,
    (user, setup: Parameters<typeof saveChatSetup>[2]) =>
      saveChatSetup(database, user, setup, context.now().toISOString()),
    async (_setup, saved, user) => ({
      target: 'Chat setup',
      state: saved ?? (await readChatSetup(database, user.orgId)),
    }),
  );
  api.post(
    saveChatServicesSeatContract.path,
    { schema: contractSchema(saveChatServicesSeatContract) },
    async (request) => {
      const user = adminOf(requireUser(request.currentUser));
      return okEnvelope(await save(user, request.body.body), request.id);
    },
  );
}
