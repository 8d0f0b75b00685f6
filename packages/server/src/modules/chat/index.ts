/** Chat's public face: the module (conversations and groups), and which groups a user is in for those who send to them. */

export { BOT_CARD_EVENT, sendRecordBotCard } from './bot-cards.js';
export { type ChatGroup, chatAudience, listChatGroups, organisationGroupId } from './chat-groups.js';
export { chatModule } from './routes.js';
