import type {
  AiAgentInfo,
  AiAgentSetup,
  AiMessage,
  AiStreamEvent,
  CallRequest,
  clearAiHistoryContract,
  deleteAiAgentContract,
  getAiAgentContract,
  getAiBotTokenContract,
  getAiHistoryContract,
  listAiAgentSetupContract,
  saveAiAgentContract,
} from '@vela/core';
import { api, postBotStream, setBotTokenSource } from '../../api/index.js';

export type { AiAgentInfo, AiAgentSetup, AiMessage, AiStreamEvent };

export const AI_AGENTS_QUERY_KEY = 'aiAgents';
export const AI_SETUP_PATH = '/systemSettings/setuppage/aiAgents';
export const aiAgentPath = (agentId: string) => `/velaAi?agentId=${encodeURIComponent(agentId)}`;

export async function fetchAgent(agentId: string): Promise<AiAgentInfo> {
  // A missing agent is said on the page itself, not in the general error dialog.
  return (
    await api.call<typeof getAiAgentContract>('/aiAgent/getAgent', { agentId }, { callerHandlesErrors: true })
  ).data;
}

export async function fetchHistory(agentId: string, before?: string) {
  return (
    await api.call<typeof getAiHistoryContract>('/aiAgent/getHistory', {
      agentId,
      ...(before ? { before } : {}),
    })
  ).data;
}

export async function clearHistory(agentId: string) {
  return (await api.call<typeof clearAiHistoryContract>('/aiAgent/clearHistory', { agentId })).data;
}

export async function fetchAgentSetup(): Promise<AiAgentSetup[]> {
  return (await api.call<typeof listAiAgentSetupContract>('/aiAgent/setupList', {})).data;
}

export async function saveAgentSetup(agent: CallRequest<typeof saveAiAgentContract>): Promise<AiAgentSetup> {
  return (await api.call<typeof saveAiAgentContract>('/aiAgent/save', agent)).data;
}

export async function deleteAgentSetup(id: string) {
  return (await api.call<typeof deleteAiAgentContract>('/aiAgent/delete', { id })).data;
}

let tokenSourceSet = false;

/**
 * Asks an agent through the bot service (postBot's rules: a token fetched
 * from our server, Bearer auth, refreshed on 401, retried on other failures);
 * each server-sent event is handed on as it arrives.
 */
export async function askAgent(agentId: string, text: string, onEvent: (event: AiStreamEvent) => void) {
  if (!tokenSourceSet) {
    setBotTokenSource(
      async () => (await api.call<typeof getAiBotTokenContract>('/aiAgent/getBotToken', {})).data.token,
    );
    tokenSourceSet = true;
  }
  await postBotStream('agents/ask', { agentId, text }, (data) => onEvent(data as AiStreamEvent));
}
