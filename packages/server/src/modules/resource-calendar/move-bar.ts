import {
  type ResourceBar,
  type ResourceBarKind,
  resourceBarConflict,
  resourceConflictMessage,
  safeZone,
  wallClockText,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { loadUserInfo } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { findRow, recordAccessFilter, recordsDb, saveRecord } from '../records/index.js';
import {
  barColumns,
  barRowsIn,
  calendarObjects,
  column,
  instantOf,
  storedTime,
  text,
} from './calendar-objects.js';
import { parseWindow } from './read-window.js';

export interface BarMove {
  id: string;
  kind: ResourceBarKind;
  resourceId: string;
  start: string;
  end: string;
}

/**
 * Moves a bar: a shift to another time and/or resource, an event to another
 * time on its owner's row (an event belongs to a person: reassigning it is
 * the record's own business). A move onto a bar of the same kind on that
 * resource is refused naming it and its times in the caller's zone; what
 * passes is saved through the record engine, so its rules and permissions
 * apply as to any save.
 */
export async function moveResourceBar(
  context: ModuleContext,
  user: CurrentUser,
  move: BarMove,
): Promise<ResourceBar> {
  const span = parseWindow(move.start, move.end);
  const objects = await calendarObjects(context);
  const columns = barColumns(objects, move.kind);
  const row = await findRow(context.database, columns.object, move.id);
  const readable =
    row &&
    (await recordsDb(context.database)
      .selectFrom(columns.object.tableName)
      .select('id')
      .where('id', '=', move.id)
      .where(recordAccessFilter(user, columns.object))
      .executeTakeFirst());
  if (!row || !readable) throw notFound(`id: ${move.kind} ${move.id}`);
  const resource = await recordsDb(context.database)
    .selectFrom(objects.resource.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('id', '=', move.resourceId)
    .where(recordAccessFilter(user, objects.resource))
    .executeTakeFirst();
  if (!resource) throw notFound(`resourceId: service resource ${move.resourceId}`);
  const resourceUser = text(resource[column(objects.resource, 'relatedrecordid')]);
  if (move.kind === 'event' && resourceUser !== text(row.ownerid))
    throw badRequest(
      `resourceId: "${text(resource.name)}" is not the calendar of this event's owner; open the event to reassign it`,
    );

  const owner = move.kind === 'shift' ? move.resourceId : resourceUser;
  // Every bar of the kind on that resource, whoever may read it: a hidden booking still takes the time.
  const others = await barRowsIn(context, objects, null, move.kind, [owner], span, 1_000);
  const spans = others.map((other) => ({
    id: text(other.id),
    kind: move.kind,
    resourceId: move.resourceId,
    start: instantOf(other[columns.start]) ?? 0,
    end: instantOf(other[columns.end]) ?? 0,
    row: other,
  }));
  const clash = resourceBarConflict(
    { id: move.id, kind: move.kind, resourceId: move.resourceId, ...span },
    spans,
  );
  if (clash) {
    const zone = safeZone((await loadUserInfo(context.database, user.userId))?.timeZone);
    const name =
      move.kind === 'shift' ? text(clash.row.name) : text(clash.row[column(objects.event, 'subject')]);
    throw new AppError(
      ErrorCode.TOAST_MESSAGE,
      resourceConflictMessage(text(resource.name), {
        name,
        start: wallClockText(clash.start, zone),
        end: `${wallClockText(clash.end, zone)} (${zone})`,
      }),
    );
  }
  const values: Record<string, unknown> = {
    id: move.id,
    [columns.startField]: storedTime(span.start),
    [columns.endField]: storedTime(span.end),
  };
  if (move.kind === 'shift') values.serviceresourceid = move.resourceId;
  const result = await saveRecord(
    {
      database: context.database,
      snapshot: objects.snapshot,
      object: columns.object,
      user,
      now: context.now(),
      skipDuplicateWarning: true,
    },
    values,
  );
  if (!result.isSaveSuccess) throw new AppError(ErrorCode.TOAST_MESSAGE, result.errormessage);
  return {
    id: move.id,
    kind: move.kind,
    resourceId: move.resourceId,
    name: result.name,
    start: storedTime(span.start),
    end: storedTime(span.end),
    canEdit: true,
  };
}
