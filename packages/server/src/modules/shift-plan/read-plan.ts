import {
  type PlanResource,
  SHIFT_END_FIELD,
  SHIFT_OBJECT_API,
  SHIFT_RESOURCE_FIELD,
  SHIFT_START_FIELD,
  type ShiftPlan,
  shiftSpanOf,
  shiftsOverlap,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { objectPermissionsFor } from '../access/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordValues, recordAccessFilter, recordsDb, toRecordValues } from '../records/index.js';

const RESOURCE_OBJECT_API = 'serviceresource';
/** A plan shows at most this many resource rows; a bigger org filters by territory (not built yet). */
export const PLAN_RESOURCE_LIMIT = 200;
/** At most this many shifts in one window: a week of 200 resources with three shifts a day fits. */
export const PLAN_SHIFT_LIMIT = 5_000;
/** The widest window one call may ask for. */
const MAX_WINDOW_DAYS = 42;
const DAY = 86_400_000;

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/**
 * The shift plan for a window of time: the active service resources the
 * caller may read, and the shifts they may read that overlap the window,
 * each with whether the caller may change it. Times are stored UTC; the
 * window is UTC too, so the browser can lay out days in the user's zone.
 */
export async function readShiftPlan(
  context: ModuleContext,
  user: CurrentUser,
  window: { from: string; to: string },
): Promise<ShiftPlan> {
  const span = shiftSpanOf({ [SHIFT_START_FIELD]: window.from, [SHIFT_END_FIELD]: window.to });
  if (!span) throw badRequest('from, to: write both as YYYY-MM-DD HH:mm:ss (UTC) or ISO-8601');
  if (span.end <= span.start) throw badRequest('to: the window must end after it starts');
  if (span.end - span.start > MAX_WINDOW_DAYS * DAY)
    throw badRequest(`to: a plan window covers at most ${MAX_WINDOW_DAYS} days`);
  const snapshot = await currentMetadata(context.database);
  const shift = snapshot.byApi.get(SHIFT_OBJECT_API);
  if (!shift) throw badRequest('this org has no Shift object');
  const resourceObject = snapshot.byApi.get(RESOURCE_OBJECT_API) ?? null;
  const permissions = await objectPermissionsFor(context.database, user, shift.id);
  const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

  const resources: PlanResource[] = [];
  if (resourceObject) {
    const active = column(resourceObject, 'isactive');
    const rows = await recordsDb(context.database)
      .selectFrom(resourceObject.tableName)
      .select(['id', 'name', column(resourceObject, 'resourcetype')])
      .where('is_deleted', '=', 0)
      .where(sql<boolean>`(${sql.ref(active)} is null or ${sql.ref(active)} = 1)`)
      .where(recordAccessFilter(user, resourceObject))
      .orderBy('name')
      .orderBy('id')
      .limit(PLAN_RESOURCE_LIMIT)
      .execute();
    for (const row of rows)
      resources.push({
        id: text(row.id),
        name: text(row.name),
        resourceType: text(row[column(resourceObject, 'resourcetype')]),
      });
  }

  // Stored times are text: a day's margin makes the text comparison find every candidate, and the
  // exact overlap is decided on the parsed times (core's rule, the same the save uses).
  const from = new Date(span.start - DAY).toISOString().slice(0, 10);
  const to = new Date(span.end + DAY).toISOString().slice(0, 10);
  const start = column(shift, SHIFT_START_FIELD);
  const end = column(shift, SHIFT_END_FIELD);
  const rows = await recordsDb(context.database)
    .selectFrom(shift.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(sql<boolean>`${sql.ref(start)} < ${to}`)
    .where(sql<boolean>`${sql.ref(end)} > ${from}`)
    .where(recordAccessFilter(user, shift))
    .orderBy(start)
    .orderBy('id')
    .limit(PLAN_SHIFT_LIMIT)
    .execute();
  const inWindow = rows.filter((row) => {
    const own = shiftSpanOf({ [SHIFT_START_FIELD]: row[start], [SHIFT_END_FIELD]: row[end] });
    return own !== null && shiftsOverlap(own, span);
  });
  const editable = new Set<string>();
  if (inWindow.length > 0 && permissions.edit) {
    const ids = inWindow.map((row) => text(row.id));
    const allowed = await recordsDb(context.database)
      .selectFrom(shift.tableName)
      .select('id')
      .where('id', 'in', ids)
      .where(recordAccessFilter(user, shift, 'edit'))
      .execute();
    for (const row of allowed) editable.add(text(row.id));
  }
  const values: RecordValues[] = await toRecordValues(context.database, snapshot, shift, inWindow, user);
  return {
    object: {
      objectApi: shift.apiName,
      objId: shift.id,
      prefix: shift.prefix,
      label: shift.label,
      pluralLabel: shift.pluralLabel,
    },
    resourceObject: resourceObject
      ? { objectApi: resourceObject.apiName, prefix: resourceObject.prefix }
      : null,
    canCreate: permissions.create,
    resources,
    shifts: values.map((value) => ({
      id: text(value.id),
      name: text(value.name),
      resourceId: text(value[SHIFT_RESOURCE_FIELD]),
      resourceName: text(value[`${SHIFT_RESOURCE_FIELD}ccname`]),
      start: text(value[SHIFT_START_FIELD]),
      end: text(value[SHIFT_END_FIELD]),
      status: text(value.status),
      shiftType: text(value.shifttype),
      territoryName: text(value.serviceterritoryidccname),
      canEdit: editable.has(text(value.id)),
    })),
    statuses: (shift.fieldsByApi.get('status')?.picklist ?? []).map((option) => ({
      value: option.codeKey,
      label: option.codeValue,
    })),
  };
}
