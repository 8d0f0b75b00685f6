import {
  type CallAnswer,
  type getDispatchDeskContract,
  parseSkills,
  WORK_ORDER_RESOURCE_FIELD,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { userNames } from '../auth/index.js';
import { labelIn } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  lookupNames,
  prepareRecordAccess,
  type RecordRow,
  recordAccessFilter,
  recordsDb,
} from '../records/index.js';
import { barRowsIn, column, resourceRows, storedTime, text } from '../resource-calendar/index.js';
import {
  assignedWorkOrders,
  type DispatchObjects,
  dayBounds,
  deskBar,
  dispatchObjects,
  editableIds,
  workOrderBar,
  workOrderCard,
  zoneOf,
} from './dispatch-objects.js';

type Desk = CallAnswer<typeof getDispatchDeskContract>;
export interface DeskRequest {
  from: string;
  days: number;
  search?: string | undefined;
  territoryId?: string | undefined;
  priority?: string | undefined;
  skill?: string | undefined;
}

const PRIORITY_RANK: Record<string, number> = { High: 0, Medium: 1, Low: 2 };
const CLOSED = ['Completed', 'Canceled'];
/** At most this many waiting work orders on the desk: the filters narrow a longer list. */
export const WAITING_LIMIT = 300;

/** Work orders with no resource, not closed, that the caller may read and the filters let through. */
async function waitingWorkOrders(
  context: ModuleContext,
  objects: DispatchObjects,
  user: CurrentUser,
  request: DeskRequest,
): Promise<RecordRow[]> {
  const { workOrder } = objects;
  const col = (api: string) => column(workOrder, api);
  const resource = col(WORK_ORDER_RESOURCE_FIELD);
  const status = col('status');
  let query = recordsDb(context.database)
    .selectFrom(workOrder.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(sql<boolean>`(${sql.ref(resource)} is null or ${sql.ref(resource)} = '')`)
    .where(sql<boolean>`(${sql.ref(status)} is null or ${sql.ref(status)} not in (${sql.join(CLOSED)}))`)
    .where(recordAccessFilter(user, workOrder));
  if (request.territoryId) query = query.where(col('serviceterritoryid'), '=', request.territoryId);
  if (request.priority) query = query.where(col('priority'), '=', request.priority);
  const like = (value: string) => `%${value.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  if (request.skill)
    query = query.where(
      sql<boolean>`lower(${sql.ref(col('skills'))}) like ${like(request.skill)} escape '\\'`,
    );
  if (request.search?.trim()) {
    const term = like(request.search.trim());
    query = query.where(
      sql<boolean>`(lower(${sql.ref(col('subject'))}) like ${term} escape '\\' or lower(${sql.ref(col('workordernumber'))}) like ${term} escape '\\')`,
    );
  }
  const rows = await query.orderBy('createdate').orderBy('id').limit(WAITING_LIMIT).execute();
  // A skill filter matches whole skills, not parts of their names.
  const wanted = request.skill?.trim().toLowerCase();
  return rows
    .filter(
      (row) => !wanted || parseSkills(row[col('skills')]).some((skill) => skill.toLowerCase() === wanted),
    )
    .sort(
      (a, b) =>
        (PRIORITY_RANK[text(a[col('priority')])] ?? 3) - (PRIORITY_RANK[text(b[col('priority')])] ?? 3),
    );
}

/**
 * The desk (issue 22): the waiting work orders on the left; the active
 * resources, their assigned work orders, shifts and their user's events in
 * the window on the right. Only what the caller may read; each work order
 * says whether they may assign it.
 */
export async function readDispatchDesk(
  context: ModuleContext,
  user: CurrentUser,
  request: DeskRequest,
): Promise<Desk> {
  const zone = await zoneOf(context, user);
  const bounds = dayBounds(request.from, request.days, zone);
  const window = { start: bounds[0] as number, end: bounds.at(-1) as number };
  const objects = await dispatchObjects(context);
  const resources = await resourceRows(context, objects, user);
  const resourceIds = resources.map((row) => text(row.id));
  const userColumn = column(objects.resource, 'relatedrecordid');
  const resourceOfUser = new Map<string, string>();
  for (const row of resources) {
    const userId = text(row[userColumn]);
    if (userId && !resourceOfUser.has(userId)) resourceOfUser.set(userId, text(row.id));
  }
  const [waiting, assigned, shifts, events, people] = await Promise.all([
    waitingWorkOrders(context, objects, user, request),
    assignedWorkOrders(context, objects, user, resourceIds, window),
    barRowsIn(context, objects, user, 'shift', resourceIds, window, 5_000),
    barRowsIn(context, objects, user, 'event', [...resourceOfUser.keys()], window, 5_000),
    userNames(context.database, [...resourceOfUser.keys()]),
  ]);
  const workOrderIds = [...waiting, ...assigned].map((row) => text(row.id));
  const [editable, names, resourceNames, territories] = await Promise.all([
    editableIds(context, user, objects.workOrder, workOrderIds),
    lookupNames(context.database, objects.snapshot, objects.workOrder, waiting, user),
    lookupNames(context.database, objects.snapshot, objects.resource, resources, user),
    territoryOptions(context, objects, user),
  ]);
  const woColumn = (api: string) => column(objects.workOrder, api);
  const bar = deskBar;
  const priorityField = objects.workOrder.fieldsByApi.get('priority');
  const skills = new Set<string>();
  for (const row of resources)
    for (const skill of parseSkills(row[column(objects.resource, 'skills')])) skills.add(skill);
  for (const row of waiting) for (const skill of parseSkills(row[woColumn('skills')])) skills.add(skill);
  return {
    zone,
    windowStart: storedTime(window.start),
    windowEnd: storedTime(window.end),
    waiting: waiting.map((row) => workOrderCard(objects, row, names, editable.has(text(row.id)))),
    resources: resources.map((row) => {
      const territoryId = text(row[column(objects.resource, 'serviceterritoryid')]);
      return {
        id: text(row.id),
        name: text(row.name),
        resourceType: text(row[column(objects.resource, 'resourcetype')]),
        userName: people.get(text(row[userColumn])) ?? '',
        territoryId,
        territoryName: territoryId ? (resourceNames.get(territoryId) ?? '') : '',
        skills: parseSkills(row[column(objects.resource, 'skills')]),
      };
    }),
    bars: [
      ...assigned.map((row) => workOrderBar(objects, row, editable.has(text(row.id)))),
      ...shifts.map((row) =>
        bar(
          'shift',
          row,
          text(row[column(objects.shift, 'serviceresourceid')]),
          row[column(objects.shift, 'starttime')],
          row[column(objects.shift, 'endtime')],
          row.name,
          false,
        ),
      ),
      ...events.map((row) =>
        bar(
          'event',
          row,
          resourceOfUser.get(text(row.ownerid)) ?? '',
          row[column(objects.event, 'begintime')],
          row[column(objects.event, 'endtime')],
          row[column(objects.event, 'subject')],
          false,
        ),
      ),
    ],
    territories,
    priorities: (priorityField?.picklist ?? []).map((option) => ({
      code: option.codeKey,
      label: labelIn(option.labels, option.codeValue, user.language),
    })),
    skills: [...skills].sort((a, b) => a.localeCompare(b)),
  };
}

/** Active service territories the caller may read, by name: the desk's territory filter. */
async function territoryOptions(context: ModuleContext, objects: DispatchObjects, user: CurrentUser) {
  const territory = objects.snapshot.byApi.get('serviceterritory');
  if (!territory) return [];
  await prepareRecordAccess(context.database, territory);
  const rows = await recordsDb(context.database)
    .selectFrom(territory.tableName)
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, territory))
    .orderBy('name')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: text(row.id), name: text(row.name) }));
}
