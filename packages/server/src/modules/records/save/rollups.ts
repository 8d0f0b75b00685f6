import { rollupFilterValue } from '@vela/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { ChildRollupModel, MetadataSnapshot, ObjectModel } from '../../metadata/index.js';

/**
 * Roll-up summary fields (issue 18): a parent's stored count, sum, min or max of its children's field.
 * Every write of a child (create, change, re-parenting, delete, restore, an import's batch) recomputes
 * the roll-ups of the parents it touched, old and new, in the write's own transaction, from the children
 * as stored, never by adding a difference: a recount cannot drift.
 *
 * Two saves of children of one parent at once: on PostgreSQL each locks the parent rows first
 * (`select … for update`, in id order so two writers never wait on each other crosswise) and recomputes
 * in the next statement, whose snapshot already holds the other save's committed child; SQLite runs one
 * write transaction at a time. The parent's lastmodifydate is left alone: a roll-up moving is no edit of
 * the parent, and must not make a person's open form of it stale.
 */

/** Parents recomputed per statement. */
const PARENTS_PER_STATEMENT = 500;

/** One child row's side of a write: its parent id through the roll-up's relationship, before or after. */
export type ChildSide = Record<string, unknown> | null | undefined;

/**
 * Recomputes the roll-ups over `child`'s records for the parents `rows` point at. Each row is the child
 * before or after the write, keyed by column (a stored row) or by field api name (a save's values).
 */
export async function refreshRollupsOf(
  db: Kysely<Database>,
  dialect: DatabaseHandle['dialect'],
  child: ObjectModel,
  rows: readonly ChildSide[],
  relevant: (rollup: ChildRollupModel) => boolean = () => true,
): Promise<void> {
  for (const rollup of child.childRollups) {
    if (!relevant(rollup)) continue;
    const api = relationshipApi(rollup);
    const parents = new Set<string>();
    for (const row of rows) {
      const value = row?.[rollup.relationshipColumn] ?? row?.[api];
      const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
      if (typeof id === 'string' && id) parents.add(id);
    }
    if (parents.size > 0) await recomputeParents(db, dialect, rollup, [...parents]);
  }
}

/** Whether a change of these fields (api names) may move a roll-up: its relationship, summarised or filter field. */
export function rollupTouchedBy(rollup: ChildRollupModel, changedApis: readonly string[]): boolean {
  const definition = rollup.field.rollup;
  if (!definition) return false;
  const watched = new Set(
    [definition.relationshipField, definition.summarisedField, definition.filter?.field]
      .filter((api): api is string => typeof api === 'string')
      .map((api) => api.toLowerCase()),
  );
  return changedApis.some((api) => watched.has(api.toLowerCase()));
}

function relationshipApi(rollup: ChildRollupModel): string {
  const api = rollup.field.rollup?.relationshipField ?? '';
  return rollup.child.fieldsByApi.get(api.toLowerCase())?.apiName ?? api;
}

/** Locks the parents (PostgreSQL), then writes each one's roll-up as its children now stand. */
export async function recomputeParents(
  db: Kysely<Database>,
  dialect: DatabaseHandle['dialect'],
  rollup: ChildRollupModel,
  parentIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(parentIds)].sort();
  const parentTable = rollup.parent.tableName;
  const column = rollup.field.columnName;
  if (!column) return;
  for (let start = 0; start < ids.length; start += PARENTS_PER_STATEMENT) {
    const batch = ids.slice(start, start + PARENTS_PER_STATEMENT);
    const inBatch = sql.join(batch);
    if (dialect === 'postgres')
      await sql`select id from ${sql.table(parentTable)} where id in (${inBatch}) order by id for update`.execute(
        db,
      );
    await sql`update ${sql.table(parentTable)} set ${sql.ref(column)} = (${aggregateOf(rollup)})
      where id in (${inBatch})`.execute(db);
  }
}

/**
 * The roll-up of every parent record, in batches of parents in id order (a job's checkpoint is the last
 * id done). Answers how many parents were written.
 */
export async function recomputeAllParents(
  database: DatabaseHandle,
  rollup: ChildRollupModel,
  options: { after?: string; onBatch?: (lastId: string, done: number) => Promise<void> } = {},
): Promise<number> {
  let after = options.after ?? '';
  let done = 0;
  for (;;) {
    const rows = await sql<{ id: string }>`select id from ${sql.table(rollup.parent.tableName)}
      where id > ${after} order by id limit ${PARENTS_PER_STATEMENT}`.execute(database.db);
    const ids = rows.rows.map((row) => row.id);
    if (ids.length === 0) return done;
    await database.db.transaction().execute((trx) => recomputeParents(trx, database.dialect, rollup, ids));
    done += ids.length;
    after = ids[ids.length - 1] ?? after;
    await options.onBatch?.(after, done);
  }
}

/** How many child records a roll-up reads (to choose between computing it now and a background job). */
export async function childCount(database: DatabaseHandle, rollup: ChildRollupModel): Promise<number> {
  const result = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(rollup.child.tableName)}`.execute(database.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The correlated subquery giving one parent's value: its live children (meeting the filter) aggregated. */
function aggregateOf(rollup: ChildRollupModel): RawBuilder<unknown> {
  const definition = rollup.field.rollup;
  const child = (column: string) => sql.ref(`rollup_child.${column}`);
  const summarised = rollup.summarisedColumn ? child(rollup.summarisedColumn) : sql`rollup_child.id`;
  let aggregate: RawBuilder<unknown>;
  switch (definition?.function) {
    case 'sum':
      aggregate = sql`coalesce(sum(${summarised}), 0)`;
      break;
    case 'min':
      aggregate = sql`min(${summarised})`;
      break;
    case 'max':
      aggregate = sql`max(${summarised})`;
      break;
    default:
      aggregate = sql`count(rollup_child.id)`;
  }
  const conditions = [
    sql`${child(rollup.relationshipColumn)} = ${sql.ref(`${rollup.parent.tableName}.id`)}`,
    sql`rollup_child.is_deleted = 0`,
  ];
  if (rollup.filter) {
    const column = child(rollup.filter.column);
    const value = rollupFilterValue(rollup.filter.type, rollup.filter.value);
    if (rollup.filter.operator === 'equals') conditions.push(sql`${column} = ${value}`);
    else if (rollup.filter.operator === 'notEquals')
      conditions.push(sql`(${column} is null or ${column} <> ${value})`);
    else if (rollup.filter.operator === 'lessThan') conditions.push(sql`${column} < ${value}`);
    else conditions.push(sql`${column} > ${value}`);
  }
  return sql`select ${aggregate} from ${sql.table(rollup.child.tableName)} as rollup_child where ${sql.join(
    conditions,
    sql` and `,
  )}`;
}

/** After a write of many records by id (a list's mass delete): the roll-ups of the parents they point at. */
export async function refreshRollupsOfRecords(
  database: DatabaseHandle,
  child: ObjectModel,
  ids: readonly string[],
): Promise<void> {
  const columns = [...new Set(child.childRollups.map((rollup) => rollup.relationshipColumn))];
  if (columns.length === 0 || ids.length === 0) return;
  const rows: Array<Record<string, unknown>> = [];
  for (let start = 0; start < ids.length; start += PARENTS_PER_STATEMENT) {
    const batch = ids.slice(start, start + PARENTS_PER_STATEMENT);
    const found = await sql<
      Record<string, unknown>
    >`select ${sql.join(columns.map((column) => sql.ref(column)))}
      from ${sql.table(child.tableName)} where id in (${sql.join(batch)})`.execute(database.db);
    rows.push(...found.rows);
  }
  await refreshRollupsOf(database.db, database.dialect, child, rows);
}

/**
 * Every roll-up of `parent`'s records recounted for `parentIds`: after children were moved onto them
 * other than by their own save (a merge repointing the merged-away records' children to the survivor).
 */
export async function recountRollupsOfParents(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  parent: ObjectModel,
  parentIds: readonly string[],
): Promise<void> {
  for (const object of snapshot.objects)
    for (const rollup of object.childRollups)
      if (rollup.parent.id === parent.id)
        await recomputeParents(database.db, database.dialect, rollup, parentIds);
}
