/** The chat panel (groups and their feeds; bot cards of saves arrive over the realtime socket). */
export { ChatPanel } from './ChatPanel.js';
