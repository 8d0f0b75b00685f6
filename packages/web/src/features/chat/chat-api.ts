import type { listChatGroupsContract } from '@vela/core';
import { api } from '../../api/index.js';

/** A group of the chat panel (server module chat): core's contract (issue 17). */
export type { ChatGroup } from '@vela/core';

export const CHAT_QUERY_KEY = 'chat';

/** The panel says itself when the groups fail: no error dialog over the page for a side panel. */
export const loadChatGroups = async () =>
  (await api.call<typeof listChatGroupsContract>('/chat/listGroups', {}, { callerHandlesErrors: true })).data;
