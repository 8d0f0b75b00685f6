import {
  WORK_ORDER_END_FIELD,
  WORK_ORDER_RESOURCE_FIELD,
  WORK_ORDER_START_FIELD,
  type WorkOrderCard,
  workDurationMs,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  findRow,
  lookupNames,
  type RecordRow,
  recordAccessFilter,
  recordsDb,
  saveRecord,
} from '../records/index.js';
import { column, instantOf, storedTime, text } from '../resource-calendar/index.js';
import {
  type DispatchObjects,
  dispatchObjects,
  editableIds,
  valuesOf,
  workOrderCard,
} from './dispatch-objects.js';

/** A work order the caller may read, or a not-found naming it (an unreadable one is not found either). */
export async function readableWorkOrder(
  context: ModuleContext,
  objects: DispatchObjects,
  user: CurrentUser,
  id: string,
): Promise<RecordRow> {
  const row = await recordsDb(context.database)
    .selectFrom(objects.workOrder.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('id', '=', id)
    .where(recordAccessFilter(user, objects.workOrder))
    .executeTakeFirst();
  if (!row) throw notFound(`workOrderId: work order ${id}`);
  return row;
}

async function cardOf(context: ModuleContext, objects: DispatchObjects, user: CurrentUser, id: string) {
  const row = await findRow(context.database, objects.workOrder, id);
  if (!row) throw notFound(`workOrderId: work order ${id}`);
  const names = await lookupNames(context.database, objects.snapshot, objects.workOrder, [row], user);
  const editable = await editableIds(context, user, objects.workOrder, [id]);
  return workOrderCard(objects, row, names, editable.has(id));
}

/** Saves the work order's assignment through the record engine: its access, rules and guards apply. */
async function saveAssignment(
  context: ModuleContext,
  objects: DispatchObjects,
  user: CurrentUser,
  values: Record<string, unknown>,
): Promise<void> {
  const result = await saveRecord(
    {
      database: context.database,
      snapshot: objects.snapshot,
      object: objects.workOrder,
      user,
      now: context.now(),
      skipDuplicateWarning: true,
    },
    values,
  );
  if (!result.isSaveSuccess) throw new AppError(ErrorCode.TOAST_MESSAGE, result.errormessage);
}

/**
 * Assigns a work order to a resource from `start`; the end is given or the
 * start plus the work order's duration. A new assignment's status becomes
 * Scheduled. Refusals (inactive resource, overlap, end before start, no
 * edit access) come from the save pipeline with their reasons.
 */
export async function assignWorkOrder(
  context: ModuleContext,
  user: CurrentUser,
  request: { workOrderId: string; resourceId: string; start: string; end?: string | undefined },
): Promise<WorkOrderCard> {
  const start = instantOf(request.start);
  if (start === null) throw badRequest('start: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  const givenEnd = request.end === undefined ? null : instantOf(request.end);
  if (request.end !== undefined && givenEnd === null)
    throw badRequest('end: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  const objects = await dispatchObjects(context);
  const row = await readableWorkOrder(context, objects, user, request.workOrderId);
  const resource = await recordsDb(context.database)
    .selectFrom(objects.resource.tableName)
    .select('id')
    .where('is_deleted', '=', 0)
    .where('id', '=', request.resourceId)
    .where(recordAccessFilter(user, objects.resource))
    .executeTakeFirst();
  if (!resource) throw notFound(`resourceId: service resource ${request.resourceId}`);
  const end = givenEnd ?? start + workDurationMs(valuesOf(objects.workOrder, row));
  const values: Record<string, unknown> = {
    id: request.workOrderId,
    [WORK_ORDER_RESOURCE_FIELD]: request.resourceId,
    [WORK_ORDER_START_FIELD]: storedTime(start),
    [WORK_ORDER_END_FIELD]: storedTime(end),
  };
  if (['', 'New'].includes(text(row[column(objects.workOrder, 'status')]))) values.status = 'Scheduled';
  await saveAssignment(context, objects, user, values);
  return cardOf(context, objects, user, request.workOrderId);
}

/** Takes the work order off its resource: back to waiting (status New), its times cleared. */
export async function unassignWorkOrder(
  context: ModuleContext,
  user: CurrentUser,
  workOrderId: string,
): Promise<WorkOrderCard> {
  const objects = await dispatchObjects(context);
  const row = await readableWorkOrder(context, objects, user, workOrderId);
  const values: Record<string, unknown> = {
    id: workOrderId,
    [WORK_ORDER_RESOURCE_FIELD]: '',
    [WORK_ORDER_START_FIELD]: '',
    [WORK_ORDER_END_FIELD]: '',
  };
  if (text(row[column(objects.workOrder, 'status')]) === 'Scheduled') values.status = 'New';
  await saveAssignment(context, objects, user, values);
  return cardOf(context, objects, user, workOrderId);
}
