/** The real-time channel's public face: the bus, the socket, and the delivery rules for record and circle events. */

export { type CircleMembers, deliverToMembers, publishMemberEvent } from './member-delivery.js';
export type { PresenceStore } from './presence.js';
export {
  createRealtimeBus,
  createRedisBus,
  type MemberScope,
  type RealtimeBus,
  type RealtimeEvent,
  type RecordScope,
} from './realtime-bus.js';
export {
  payloadFor,
  publishRecordEvent,
  type Recipient,
  type RecipientShaper,
  shapeRecordEvents,
} from './record-delivery.js';
export { PRESENCE_CIRCLE, registerRealtimeSocket } from './socket-route.js';
