import type {
  addChatMembersContract,
  CallRequest,
  chatPeopleContract,
  chatTypingContract,
  createChatGroupContract,
  getChatServicesSeatContract,
  listChatMessagesContract,
  listChatsContract,
  markChatReadContract,
  openDirectChatContract,
  removeChatMemberContract,
  renameChatGroupContract,
  StoredFile,
  saveChatServicesSeatContract,
  sendChatFileContract,
  sendChatMessageContract,
} from '@vela/core';
import { api, uploadFile } from '../../api/index.js';

/** The chat's calls (server module chat): core's contracts (issue 24). */
export type { ChatConversation, ChatMessage as ConversationMessage } from '@vela/core';

export const CHAT_QUERY_KEY = 'chat';
export const conversationsKey = [CHAT_QUERY_KEY, 'conversations'] as const;
export const messagesKey = (conversationId: string) => [CHAT_QUERY_KEY, 'messages', conversationId] as const;

/** The panel says itself what failed: no error dialog over the page for a side panel. */
const quiet = { callerHandlesErrors: true } as const;

export const loadConversations = async () =>
  (await api.call<typeof listChatsContract>('/chat/conversation/list', {}, quiet)).data;

export const loadMessages = async (conversationId: string, beforeSeq?: number) =>
  (
    await api.call<typeof listChatMessagesContract>(
      '/chat/message/list',
      beforeSeq ? { conversationId, beforeSeq } : { conversationId },
      quiet,
    )
  ).data;

export const sendMessage = async (conversationId: string, text: string) =>
  (await api.call<typeof sendChatMessageContract>('/chat/message/send', { conversationId, text }, quiet))
    .data;

/** "I am writing": told to the chat's other members; a failure only means they are not told. */
export const sendTyping = async (conversationId: string) =>
  (await api.call<typeof chatTypingContract>('/chat/conversation/typing', { conversationId }, quiet)).data;

export const markRead = async (conversationId: string) =>
  (await api.call<typeof markChatReadContract>('/chat/conversation/markRead', { conversationId }, quiet))
    .data;

export const openDirect = async (userId: string) =>
  (await api.call<typeof openDirectChatContract>('/chat/conversation/openDirect', { userId }, quiet)).data;

export const createGroup = async (input: CallRequest<typeof createChatGroupContract>) =>
  (await api.call<typeof createChatGroupContract>('/chat/conversation/createGroup', input, quiet)).data;

export const renameGroup = async (input: CallRequest<typeof renameChatGroupContract>) =>
  (await api.call<typeof renameChatGroupContract>('/chat/conversation/rename', input, quiet)).data;

export const addMembers = async (input: CallRequest<typeof addChatMembersContract>) =>
  (await api.call<typeof addChatMembersContract>('/chat/conversation/addMembers', input, quiet)).data;

export const removeMember = async (input: CallRequest<typeof removeChatMemberContract>) =>
  (await api.call<typeof removeChatMemberContract>('/chat/conversation/removeMember', input, quiet)).data;

export const loadPeople = async (search: string) =>
  (await api.call<typeof chatPeopleContract>('/chat/people', { search }, quiet)).data;

/**
 * A file or image to a chat: uploaded through the files module (its limit, name and content checks,
 * with progress), then sent; the chat's members may open it from then on.
 */
export async function sendFile(conversationId: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  const stored = (await uploadFile<StoredFile>('/file/upload', form, { onProgress, ...quiet })).data;
  return (
    await api.call<typeof sendChatFileContract>(
      '/chat/message/sendFile',
      { conversationId, fileId: stored.id },
      quiet,
    )
  ).data;
}

/** A file message's file (members only). */
export const loadAttachment = (messageId: string) =>
  api.download('chat/message/attachment', { params: { messageId } }, quiet);

/** The organisation's chat setup (setuppage/chat/servicesSeat, administrators). */
export const loadServicesSeat = async () =>
  (await api.call<typeof getChatServicesSeatContract>('/chat/servicesSeat/get', {}, quiet)).data;

export const saveServicesSeat = async (setup: CallRequest<typeof saveChatServicesSeatContract>) =>
  (await api.call<typeof saveChatServicesSeatContract>('/chat/servicesSeat/save', setup, quiet)).data;
