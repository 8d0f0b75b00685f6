import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Records live in one real table per object (ARCHITECTURE "Storage"). This
 * file is the only place that writes that DDL; identifiers come from metadata
 * and are checked here before they reach SQL.
 */
const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

export function assertIdentifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(
      `${what} "${name}" must be lower-case letters, digits and _ (at most 63), starting with a letter`,
    );
  }
  return name;
}

export function tableNameFor(apiName: string): string {
  return assertIdentifier(`obj_${apiName.toLowerCase()}`, 'table name');
}

/** The platform columns every object table starts with, before one column per field. */
export const SYSTEM_COLUMNS = [
  'id',
  'name',
  'ownerid',
  'createbyid',
  'createdate',
  'lastmodifybyid',
  'lastmodifydate',
  'recordtype',
  'is_deleted',
  'deleted_at',
  'deleted_by',
] as const;

/** How a value of each column kind is stored. */
export type ColumnKind = 'text' | 'number' | 'flag';

/** Field types that have no column of their own: groups hold sub-fields; formulas are computed. */
const COLUMNLESS_TYPES = new Set(['AD', 'LT', 'Z']);
const NUMBER_TYPES = new Set(['N', 'P', 'c']);

export function columnKindOf(typeCode: string): ColumnKind | null {
  if (COLUMNLESS_TYPES.has(typeCode)) return null;
  if (NUMBER_TYPES.has(typeCode)) return 'number';
  if (typeCode === 'B') return 'flag';
  return 'text';
}

function sqlType(kind: ColumnKind, dialect: DialectName) {
  if (kind === 'number') return dialect === 'postgres' ? sql`numeric` : sql`real`;
  if (kind === 'flag') return sql`integer`;
  return sql`text`;
}

export async function createObjectTable(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
): Promise<void> {
  assertIdentifier(table, 'table name');
  await sql`create table ${sql.id(table)} (
    id text primary key,
    name text not null default '',
    ownerid text not null,
    createbyid text not null,
    createdate text not null,
    lastmodifybyid text not null,
    lastmodifydate text not null,
    recordtype text,
    is_deleted integer not null default 0,
    deleted_at text,
    deleted_by text
  )`.execute(db);
  await sql`create index ${sql.id(`${table}_owner_idx`)} on ${sql.id(table)} (ownerid)`.execute(db);
  await sql`create index ${sql.id(`${table}_modified_idx`)} on ${sql.id(table)} (lastmodifydate)`.execute(db);
  await createNameIndex(db, dialect, table);
}

/**
 * Lookup search walks this index: rows whose lower(name) is in the prefix's range, already in
 * lower(name) order, so a page of 20 reads 20 index entries however many names share the prefix.
 * PostgreSQL needs the "C" collation on the expression, in the index, the range and the ORDER BY
 * alike (namePrefixCondition, nameOrder): under the database collation (C.UTF-8 is not "C" to it)
 * a range can't use a text_pattern_ops index, and a LIKE can't return rows in order.
 */
export async function createNameIndex(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
): Promise<void> {
  assertIdentifier(table, 'table name');
  const expression = dialect === 'postgres' ? sql`(lower(name) collate "C")` : sql`lower(name)`;
  await sql`create index ${sql.id(nameIndexName(table))} on ${sql.id(table)} (${expression})`.execute(db);
}

export function nameIndexName(table: string): string {
  return `${table}_name_idx`;
}

/**
 * Adds one nullable column without a default, so neither database rewrites
 * the table: a metadata change on a million-row object stays instant.
 */
export async function addFieldColumn(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
  column: string,
  kind: ColumnKind,
  options: { indexed?: boolean; unique?: boolean } = {},
): Promise<void> {
  assertIdentifier(table, 'table name');
  assertIdentifier(column, 'column name');
  if ((SYSTEM_COLUMNS as readonly string[]).includes(column)) {
    throw new Error(`column "${column}" is a platform column`);
  }
  await sql`alter table ${sql.id(table)} add column ${sql.id(column)} ${sqlType(kind, dialect)}`.execute(db);
  if (options.unique) {
    await sql`create unique index ${sql.id(indexName(table, column, 'uq'))} on ${sql.id(table)} (${sql.id(column)}) where is_deleted = 0`.execute(
      db,
    );
  } else if (options.indexed) {
    await sql`create index ${sql.id(indexName(table, column, 'idx'))} on ${sql.id(table)} (${sql.id(column)})`.execute(
      db,
    );
  }
}

function indexName(table: string, column: string, suffix: string): string {
  const name = `${table}_${column}_${suffix}`;
  // PostgreSQL cuts identifiers at 63 bytes; keep index names unique by hashing long ones.
  if (name.length <= 63) return name;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 50)}_${hash.toString(36)}`;
}

/**
 * Case-insensitive "name starts with", as a half-open range on the name index's expression
 * (createNameIndex): lower(name) >= 'nor' and lower(name) < 'nos'. Both databases walk the index
 * for it; LIKE would not (SQLite cannot use an expression index for LIKE, PostgreSQL cannot return
 * LIKE matches in order). Search results sort by nameOrder, the same expression.
 */
export function namePrefixCondition(dialect: DialectName, prefix: string) {
  const lowered = prefix.toLowerCase();
  const expression = nameOrder(dialect);
  if (lowered === '') return sql<boolean>`${expression} is not null`;
  const upper = prefixUpperBound(lowered);
  if (upper === null) return sql<boolean>`${expression} >= ${lowered}`;
  return sql<boolean>`${expression} >= ${lowered} and ${expression} < ${upper}`;
}

/** The expression lookup results sort by: the name index's, so the index returns rows in order. */
export function nameOrder(dialect: DialectName) {
  return dialect === 'postgres' ? sql`lower(name) collate "C"` : sql`lower(name)`;
}

/**
 * The smallest string above every string starting with `prefix`, in code point order (which is
 * byte order of UTF-8, the order of SQLite's BINARY and PostgreSQL's "C"): the prefix with its last
 * character bumped by one, skipping the surrogate block; null when no such string exists.
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = (chars.pop() as string).codePointAt(0) as number;
    let next = last + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) return chars.join('') + String.fromCodePoint(next);
  }
  return null;
}
