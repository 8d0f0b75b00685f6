/** The chat panel (conversations, and the bot cards of saves; both arrive over the realtime socket). */
export { ChatPanel } from './ChatPanel.js';
/** The searchable people picker, for other features' own lists of people (a subscription's recipients). */
export { PeopleSelect, type PeopleSource } from './PeopleSelect.js';
/** The realtime socket, for other features that listen to it (the approval bell). */
export { connectRealtime } from './realtime-socket.js';
