import {
  addChatMembersContract,
  chatAttachmentContract,
  chatPeopleContract,
  chatTypingContract,
  createChatGroupContract,
  listChatGroupsContract,
  listChatMessagesContract,
  listChatsContract,
  markChatReadContract,
  openDirectChatContract,
  removeChatMemberContract,
  renameChatGroupContract,
  sendChatFileContract,
  sendChatMessageContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import { fileHeaders } from '../files/index.js';
import type { ModuleContext } from '../module.js';
import { registerBotCards } from './bot-cards.js';
import { attachmentContent, sendFileMessage } from './chat-files.js';
import { listChatGroups } from './chat-groups.js';
import { registerChatSetupRoutes } from './chat-setup-routes.js';
import {
  addConversationMembers,
  announceTyping,
  chatPeopleFor,
  createGroupConversation,
  listConversations,
  listMessages,
  markConversationRead,
  openDirectConversation,
  registerConversationDelivery,
  removeConversationMember,
  renameGroupConversation,
  sendTextMessage,
} from './conversations.js';

/**
 * Chat: the conversations people hold (1:1 and groups, kept in the database,
 * issue 24) and the groups the bot cards of saves go to. Messages arrive over
 * the realtime socket, each only to who may hear it: a conversation's members,
 * a record's readers; docs/DESIGN-CHOICES.md "Chat panel" and "Conversations".
 */
export async function chatModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerBotCards(context);
  registerConversationDelivery();
  registerChatSetupRoutes(app, context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(listChatGroupsContract.path, { schema: contractSchema(listChatGroupsContract) }, async (request) =>
    okEnvelope(await listChatGroups(context.database, userOf(request)), request.id),
  );
  api.post(listChatsContract.path, { schema: contractSchema(listChatsContract) }, async (request) =>
    okEnvelope(await listConversations(context, userOf(request)), request.id),
  );
  api.post(openDirectChatContract.path, { schema: contractSchema(openDirectChatContract) }, async (request) =>
    okEnvelope(await openDirectConversation(context, userOf(request), request.body.body.userId), request.id),
  );
  api.post(
    createChatGroupContract.path,
    { schema: contractSchema(createChatGroupContract) },
    async (request) =>
      okEnvelope(await createGroupConversation(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    renameChatGroupContract.path,
    { schema: contractSchema(renameChatGroupContract) },
    async (request) =>
      okEnvelope(await renameGroupConversation(context, userOf(request), request.body.body), request.id),
  );
  api.post(addChatMembersContract.path, { schema: contractSchema(addChatMembersContract) }, async (request) =>
    okEnvelope(await addConversationMembers(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    removeChatMemberContract.path,
    { schema: contractSchema(removeChatMemberContract) },
    async (request) =>
      okEnvelope(await removeConversationMember(context, userOf(request), request.body.body), request.id),
  );
  api.post(markChatReadContract.path, { schema: contractSchema(markChatReadContract) }, async (request) =>
    okEnvelope(
      await markConversationRead(context, userOf(request), request.body.body.conversationId),
      request.id,
    ),
  );
  api.post(
    listChatMessagesContract.path,
    { schema: contractSchema(listChatMessagesContract) },
    async (request) =>
      okEnvelope(await listMessages(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    sendChatMessageContract.path,
    { schema: contractSchema(sendChatMessageContract) },
    async (request) =>
      okEnvelope(await sendTextMessage(context, userOf(request), request.body.body), request.id),
  );
  api.post(sendChatFileContract.path, { schema: contractSchema(sendChatFileContract) }, async (request) =>
    okEnvelope(await sendFileMessage(context, userOf(request), request.body.body), request.id),
  );
  api.get(
    chatAttachmentContract.path,
    { schema: { summary: chatAttachmentContract.summary, querystring: chatAttachmentContract.request } },
    async (request, reply) => {
      const file = await attachmentContent(context, userOf(request), request.query.messageId);
      fileHeaders(reply, file.name, file.type, file.size);
      return reply.send(file.body);
    },
  );
  api.post(chatTypingContract.path, { schema: contractSchema(chatTypingContract) }, async (request) =>
    okEnvelope(await announceTyping(context, userOf(request), request.body.body.conversationId), request.id),
  );
  api.post(chatPeopleContract.path, { schema: contractSchema(chatPeopleContract) }, async (request) =>
    okEnvelope(await chatPeopleFor(context, userOf(request), request.body.body.search), request.id),
  );
}
