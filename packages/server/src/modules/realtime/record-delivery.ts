import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { loadFieldAccess, mayAccessRecord } from '../access/index.js';
import { findObject, metadataIn, storedMetadata } from '../metadata/index.js';
import { isInCircle } from './member-delivery.js';
import type { RealtimeBus, RealtimeEvent, RecordScope } from './realtime-bus.js';

/**
 * The one door of the real-time channel: every event reaches a connected
 * user through `payloadFor`. An event about a record (chat cards, and the
 * notifications and live list updates to come) is published once, with the
 * whole truth in it, and each recipient gets it only if they may read that
 * record, shaped by its type's shaper with their field-level security. The
 * decision is taken by the process that holds the recipient's socket, so it
 * holds whichever process published the event (Redis fan-out).
 */

/** What a shaper knows of the recipient it shapes an event for. */
export interface Recipient {
  user: CurrentUser;
  /** Api names of the record's fields this recipient may not see. */
  hiddenFields: ReadonlySet<string>;
}

/** The payload one recipient gets of a record event; null leaves them out. */
export type RecipientShaper = (payload: unknown, recipient: Recipient) => unknown;

const shapers = new Map<string, RecipientShaper>();

/**
 * How events of `type` about a record are cut down for each recipient. A
 * record event whose type has no shaper reaches nobody: leaving a field in by
 * forgetting to shape must not be possible.
 */
export function shapeRecordEvents(type: string, shaper: RecipientShaper): void {
  shapers.set(type, shaper);
}

/** Publishes an event about a record to the users of the organisation who may read it (or to one of them). */
export function publishRecordEvent(
  bus: RealtimeBus,
  event: { type: string; orgId: string; record: RecordScope; payload: unknown; audience?: string },
): Promise<void> {
  return bus.publish({ ...event, audience: event.audience ?? '*' });
}

/** Per event (the bus hands every socket the same object), the answer per user: computed once per process. */
const decided = new WeakMap<RealtimeEvent, Map<string, Promise<{ payload: unknown } | null>>>();

/** What `recipient` hears of `event`: the payload shaped for them, or null when the event is not for them. */
export function payloadFor(
  database: DatabaseHandle,
  event: RealtimeEvent,
  recipient: CurrentUser,
): Promise<{ payload: unknown } | null> {
  if (event.orgId !== recipient.orgId) return Promise.resolve(null);
  if (event.audience !== '*' && event.audience !== recipient.userId) return Promise.resolve(null);
  const { members } = event;
  if (members)
    return isInCircle(database, event, members, recipient.userId).then((isIn) =>
      isIn ? { payload: event.payload } : null,
    );
  const record = event.record;
  if (!record) return Promise.resolve({ payload: event.payload });
  let perUser = decided.get(event);
  if (!perUser) {
    perUser = new Map();
    decided.set(event, perUser);
  }
  let answer = perUser.get(recipient.userId);
  if (!answer) {
    answer = shapeForRecipient(database, event, record, recipient).catch(() => null);
    perUser.set(recipient.userId, answer);
  }
  return answer;
}

async function shapeForRecipient(
  database: DatabaseHandle,
  event: RealtimeEvent,
  record: RecordScope,
  user: CurrentUser,
): Promise<{ payload: unknown } | null> {
  const shaper = shapers.get(event.type);
  if (!shaper) return null;
  // In the recipient's language: the delivery may run inside the sender's call, which speaks the sender's.
  const metadata = metadataIn(await storedMetadata(database), user.language);
  const object = findObject(metadata, { objId: record.objectId });
  if (!object) return null;
  if (!(await mayAccessRecord(database, user, object, record.recordId, 'read'))) return null;
  const { hidden } = await loadFieldAccess(database, user, object);
  const payload = shaper(event.payload, { user, hiddenFields: hidden });
  return payload === null || payload === undefined ? null : { payload };
}
