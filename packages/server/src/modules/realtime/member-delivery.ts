import type { DatabaseHandle } from '../../db/database.js';
import type { MemberScope, RealtimeBus, RealtimeEvent } from './realtime-bus.js';

/**
 * Events for a circle of people (a chat's members): published once with the
 * circle named, heard by whoever is in it when the event reaches the process
 * holding their socket. The circle's module says who is in it; a kind nobody
 * registered reaches nobody, as an unshaped record event does. The reader
 * gets the delivering process's database: registrations hold no server's state.
 */
export type CircleMembers = (
  database: DatabaseHandle,
  orgId: string,
  id: string,
) => Promise<ReadonlySet<string>>;

const circles = new Map<string, CircleMembers>();

/** Who is in the circles of `kind` (asked once per event and process). */
export function deliverToMembers(kind: string, members: CircleMembers): void {
  circles.set(kind, members);
}

/** Publishes an event to the members of a circle. */
export function publishMemberEvent(
  bus: RealtimeBus,
  event: { type: string; orgId: string; members: MemberScope; payload: unknown },
): Promise<void> {
  return bus.publish({ ...event, audience: '*' });
}

/** Per event (the bus hands every socket the same object), its circle's members: read once per process. */
const membersOf = new WeakMap<RealtimeEvent, Promise<ReadonlySet<string>>>();

/** Whether `userId` is in the circle `event` is for (`scope`, its `members`). */
export function isInCircle(
  database: DatabaseHandle,
  event: RealtimeEvent,
  scope: MemberScope,
  userId: string,
): Promise<boolean> {
  let members = membersOf.get(event);
  if (!members) {
    const read = circles.get(scope.kind);
    members = read
      ? read(database, event.orgId, scope.id).catch(() => new Set<string>())
      : Promise.resolve(new Set<string>());
    membersOf.set(event, members);
  }
  return members.then((set) => set.has(userId));
}
