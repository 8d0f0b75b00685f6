import type { HierarchyNode } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { ObjectModel } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';

/** The parent lookup that makes an object a hierarchy (Account.parentid). */
export const PARENT_FIELD = 'parentid';
/** How far up and down the tree goes, and how many records it shows at most. */
export const MAX_DEPTH = 25;
export const MAX_NODES = 500;

export type { HierarchyNode } from '@vela/core';

interface Row {
  id: string;
  name: string;
  parent: string | null;
}

/**
 * The customer hierarchy (`commonObjects/customer`) of a record: its topmost
 * ancestor and every descendant of it, by the object's parent lookup. Records
 * the caller may not read stay in the tree, to keep its shape, but as
 * "restricted": no id, no name. Loops in the data end the walk.
 */
export async function customerHierarchy(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  recordId: string,
): Promise<{ root: HierarchyNode; truncated: boolean }> {
  const parentColumn = object.fieldsByApi.get(PARENT_FIELD)?.columnName;
  if (!parentColumn)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `id: ${object.pluralLabel} have no parent ${object.label.toLowerCase()} to build a hierarchy from`,
    );
  const table = recordsDb(database);
  const rowOf = async (id: string): Promise<Row | undefined> => {
    const row = await table
      .selectFrom(object.tableName)
      .select(['id', 'name', parentColumn])
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row
      ? {
          id: String(row.id),
          name: String(row.name ?? ''),
          parent: (row[parentColumn] as string | null) ?? null,
        }
      : undefined;
  };
  // Up to the top.
  let top = await rowOf(recordId);
  if (!top) throw new AppError(ErrorCode.NOT_FOUND, `Record ${recordId} was not found`);
  const seen = new Set([top.id]);
  for (let depth = 0; depth < MAX_DEPTH && top.parent && !seen.has(top.parent); depth++) {
    const parent = await rowOf(top.parent);
    if (!parent) break;
    seen.add(parent.id);
    top = parent;
  }
  // Down, level by level.
  const rows = new Map<string, Row>([[top.id, top]]);
  const childrenOf = new Map<string, string[]>();
  let level = [top.id];
  let truncated = false;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const found = await table
      .selectFrom(object.tableName)
      .select(['id', 'name', parentColumn])
      .where(parentColumn, 'in', level)
      .where('is_deleted', '=', 0)
      .orderBy('name')
      .limit(MAX_NODES + 1)
      .execute();
    const next: string[] = [];
    for (const row of found) {
      const id = String(row.id);
      if (rows.has(id)) continue;
      if (rows.size >= MAX_NODES) {
        truncated = true;
        break;
      }
      const parent = String(row[parentColumn]);
      rows.set(id, { id, name: String(row.name ?? ''), parent });
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
      next.push(id);
    }
    level = next;
  }
  const readable = new Set<string>();
  const all = [...rows.keys()];
  for (let start = 0; start < all.length; start += 200) {
    const visible = await table
      .selectFrom(object.tableName)
      .select('id')
      .where('id', 'in', all.slice(start, start + 200))
      .where(recordAccessFilter(user, object, 'read'))
      .execute();
    for (const row of visible) readable.add(String(row.id));
  }
  let restrictedCount = 0;
  const build = (id: string): HierarchyNode => {
    const row = rows.get(id) as Row;
    const children = (childrenOf.get(id) ?? []).map(build);
    if (!readable.has(id)) {
      restrictedCount += 1;
      return {
        id: null,
        key: `restricted-${restrictedCount}`,
        name: '',
        restricted: true,
        isCurrent: false,
        children,
      };
    }
    return { id, key: id, name: row.name, restricted: false, isCurrent: id === recordId, children };
  };
  return { root: build(top.id), truncated };
}
