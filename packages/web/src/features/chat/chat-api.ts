import { api } from '../../api/index.js';

/** A group of the chat panel (server module chat). */
export interface ChatGroup {
  id: string;
  name: string;
  kind: 'organisation' | 'public';
}

export const CHAT_QUERY_KEY = 'chat';

/** The panel says itself when the groups fail: no error dialog over the page for a side panel. */
export const loadChatGroups = async () =>
  (await api.postFormat<ChatGroup[]>('/chat/listGroups', {}, { callerHandlesErrors: true })).data;
