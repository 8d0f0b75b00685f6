import { listChatGroupsContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { registerBotCards } from './bot-cards.js';
import { listChatGroups } from './chat-groups.js';

/**
 * Chat (the seed of the chat module): the groups a person belongs to. Their
 * messages — for now the bot cards of saves, built here after each save —
 * arrive over the realtime socket (`bot.card` events), each only to who may
 * read the record; docs/DESIGN-CHOICES.md "Chat panel".
 */
export async function chatModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerBotCards(context);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(listChatGroupsContract.path, { schema: contractSchema(listChatGroupsContract) }, async (request) =>
      okEnvelope(await listChatGroups(context.database, requireUser(request.currentUser)), request.id),
    );
}
