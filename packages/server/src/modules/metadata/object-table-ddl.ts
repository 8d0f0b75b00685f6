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
  // Lookup search is by case-insensitive name prefix: an index on lower(name) serves it on both dialects.
  const opclass = dialect === 'postgres' ? sql` text_pattern_ops` : sql``;
  await sql`create index ${sql.id(`${table}_name_idx`)} on ${sql.id(table)} (lower(name)${opclass})`.execute(
    db,
  );
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

/** Case-insensitive "name starts with" that uses the lower(name) index on either dialect. */
export function namePrefixCondition(dialect: DialectName, prefix: string) {
  const lowered = prefix.toLowerCase();
  if (dialect === 'postgres') {
    const escaped = lowered.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    return sql<boolean>`lower(name) like ${`${escaped}%`}`;
  }
  // SQLite's LIKE cannot use a lower() index; a half-open range on the same expression can.
  const last = lowered.charCodeAt(lowered.length - 1);
  const upper = lowered.slice(0, -1) + String.fromCharCode(last + 1);
  return sql<boolean>`lower(name) >= ${lowered} and lower(name) < ${upper}`;
}
