/** AI agents (issue 24): the conversation page (velaAi?agentId=) and the setup page load by route. */
export { AI_SETUP_PATH, aiAgentPath } from './ai-agents-api.js';
