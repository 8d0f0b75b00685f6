/** The chat panel (groups and their feeds; bot cards of saves arrive over the realtime socket). */
export { ChatPanel } from './ChatPanel.js';
/** The realtime socket, for other features that listen to it (the approval bell). */
export { connectRealtime } from './realtime-socket.js';
