import {
  ASSIGNMENT_TIME_MESSAGES,
  assignmentOverlapMessage,
  checkAssignmentTimes,
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  firstOverlap,
  inactiveResourceMessage,
  safeZone,
  WORK_ORDER_END_FIELD,
  WORK_ORDER_RESOURCE_FIELD,
  WORK_ORDER_START_FIELD,
  WORK_ORDER_TIMING_FIELDS,
  wallClockText,
} from '@vela/core';
import { sql } from 'kysely';
import { loadUserInfo } from '../auth/index.js';
import {
  findRow,
  type RecordRow,
  recordsDb,
  type SaveContext,
  type SaveDraft,
  SaveRefusal,
} from '../records/index.js';
import { column, instantOf, text } from '../resource-calendar/index.js';
import { DAY } from './dispatch-objects.js';

/**
 * Every save of a work order (the desk, the record form, an import, a flow)
 * that gives it a resource or moves its times passes here: the times must be
 * given and in order, the resource active, and the resource free. A resource
 * does one job at a time: another work order of it, or an event of the user
 * it stands for, in the same time refuses the save, whoever may read the
 * other booking. Only a change of resource or times is checked, so an old
 * overlap does not block editing the description.
 */
export async function guardWorkOrderSave(context: SaveContext, draft: SaveDraft): Promise<void> {
  if (!draft.isNew && !WORK_ORDER_TIMING_FIELDS.some((api) => api in draft.changes)) return;
  const resourceId = text(draft.values[WORK_ORDER_RESOURCE_FIELD]);
  const start = instantOf(draft.values[WORK_ORDER_START_FIELD]);
  const end = instantOf(draft.values[WORK_ORDER_END_FIELD]);
  if (!resourceId) {
    // Waiting for a resource: times are optional, but given ones must be in order.
    if (start !== null && end !== null && end <= start)
      throw new SaveRefusal(ASSIGNMENT_TIME_MESSAGES.endBeforeStart, { errorField: WORK_ORDER_END_FIELD });
    return;
  }
  const problem = checkAssignmentTimes(start, end);
  if (problem || start === null || end === null)
    throw new SaveRefusal(ASSIGNMENT_TIME_MESSAGES[problem ?? 'missingStart'], {
      errorField: problem === 'missingStart' ? WORK_ORDER_START_FIELD : WORK_ORDER_END_FIELD,
    });
  const resourceObject = context.snapshot.byApi.get('serviceresource');
  if (!resourceObject) return;
  const resource = await findRow(context.database, resourceObject, resourceId);
  if (!resource) return; // the lookup check names a missing record
  const active: unknown = resource[column(resourceObject, 'isactive')];
  if (active === 0 || active === false || active === '0' || active === 'false')
    throw new SaveRefusal(inactiveResourceMessage(text(resource.name)), {
      errorField: WORK_ORDER_RESOURCE_FIELD,
    });

  const span = { start, end };
  const others = await bookingsOf(
    context,
    resourceId,
    text(resource[column(resourceObject, 'relatedrecordid')]),
    span,
  );
  const clash = firstOverlap(
    span,
    others.filter((other) => other.id !== draft.id),
  );
  if (!clash) return;
  const zone = safeZone((await loadUserInfo(context.database, context.user.userId))?.timeZone);
  throw new SaveRefusal(
    assignmentOverlapMessage(text(resource.name), {
      name: clash.name,
      start: wallClockText(clash.start, zone),
      end: `${wallClockText(clash.end, zone)} (${zone})`,
    }),
    { errorField: WORK_ORDER_START_FIELD },
  );
}

interface Booking {
  id: string;
  name: string;
  start: number;
  end: number;
}

/** The resource's work orders and its user's events around the span, whoever owns them. */
async function bookingsOf(
  context: SaveContext,
  resourceId: string,
  userId: string,
  span: { start: number; end: number },
): Promise<Booking[]> {
  const from = new Date(span.start - DAY).toISOString().slice(0, 10);
  const to = new Date(span.end + DAY).toISOString().slice(0, 10);
  const read = async (
    table: string,
    owner: string,
    ownerId: string,
    startColumn: string,
    endColumn: string,
    nameColumn: string,
  ) => {
    const rows: RecordRow[] = await recordsDb(context.database)
      .selectFrom(table)
      .selectAll()
      .where('is_deleted', '=', 0)
      .where(owner, '=', ownerId)
      .where(sql<boolean>`${sql.ref(startColumn)} < ${to}`)
      .where(sql<boolean>`${sql.ref(endColumn)} > ${from}`)
      .limit(1_000)
      .execute();
    return rows.flatMap((row) => {
      const start = instantOf(row[startColumn]);
      const end = instantOf(row[endColumn]);
      return start === null || end === null
        ? []
        : [{ id: text(row.id), name: text(row[nameColumn]) || text(row.name), start, end }];
    });
  };
  const bookings: Booking[] = [];
  const workOrder = context.object;
  bookings.push(
    ...(await read(
      workOrder.tableName,
      column(workOrder, WORK_ORDER_RESOURCE_FIELD),
      resourceId,
      column(workOrder, WORK_ORDER_START_FIELD),
      column(workOrder, WORK_ORDER_END_FIELD),
      column(workOrder, 'subject'),
    )),
  );
  const event = context.snapshot.byApi.get('event');
  if (event && userId)
    bookings.push(
      ...(await read(
        event.tableName,
        'ownerid',
        userId,
        column(event, EVENT_START_FIELD),
        column(event, EVENT_END_FIELD),
        column(event, 'subject'),
      )),
    );
  return bookings;
}
