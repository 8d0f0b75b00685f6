import { type ChatMessage, ErrorCode, previewKindOf } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { fileToPassOn, passedOnContent } from '../files/index.js';
import type { ModuleContext } from '../module.js';
import { readOrgFileLimit } from '../shell/index.js';
import { chatSetupFor } from './chat-setup.js';
import * as store from './conversation-store.js';
import { announceMessage, attachmentOf, memberConversation, notMember, nowOf } from './conversations.js';

/**
 * Files and images in chat (issue 24). The file is uploaded first through the
 * files module (its limit, name and content checks); sending it needs the
 * sender to be able to open it there. From then on the chat decides: its
 * members open the version sent, anyone else is refused as at every chat call.
 */
export async function sendFileMessage(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; fileId: string },
): Promise<ChatMessage> {
  await memberConversation(context, user, input.conversationId);
  await chatSetupFor(context.database, user);
  const file = await fileToPassOn(context.database, context.config.dataDir, user, input.fileId);
  // Unknown and unreadable alike: whether someone else's file exists is not given away.
  if (!file)
    throw badRequest(`file ${input.fileId} was not found, or you may not open it: send a file you may open`);
  const limit = await readOrgFileLimit(context.database, user.orgId);
  if (file.size > limit)
    throw badRequest(
      `file ${file.name} is ${file.size} bytes, over the organisation's limit of ${limit} bytes`,
    );
  const row = await store.sendMessage(context.database, user.orgId, input.conversationId, {
    type: 'file',
    text: file.name,
    event: null,
    attachment: {
      fileId: file.id,
      version: file.version,
      name: file.name,
      type: file.type,
      size: file.size,
      isImage: previewKindOf(file.type) === 'image',
    },
    senderId: user.userId,
    now: nowOf(context),
  });
  if (!row) throw notMember();
  return announceMessage(context, user.orgId, row);
}

/** The file of a file message, for a member of its chat (others: 403, as every chat call answers them). */
export async function attachmentContent(context: ModuleContext, user: CurrentUser, messageId: string) {
  const row = await store.findMessage(context.database.db, user.orgId, messageId);
  const attachment = row ? attachmentOf(row) : null;
  if (!row || !attachment) throw new AppError(ErrorCode.NOT_FOUND, `message ${messageId} holds no file`);
  await memberConversation(context, user, row.conversation_id);
  const content = await passedOnContent(context.database, context.config.dataDir, user.orgId, {
    id: attachment.fileId,
    version: attachment.version,
  });
  if (!content) throw new AppError(ErrorCode.NOT_FOUND, `file ${attachment.name} is no longer kept`);
  return content;
}
