/** The real-time channel's public face: the bus, the socket, and the one delivery rule for record events. */
export {
  createRealtimeBus,
  createRedisBus,
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
export { registerRealtimeSocket } from './socket-route.js';
