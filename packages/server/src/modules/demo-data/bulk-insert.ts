import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { ColumnValue, DynamicTables } from '../records/index.js';

/**
 * Many rows into one table, one statement per batch, the statement text
 * compiled once by Kysely and reused with new parameters. SQLite: a
 * multi-row VALUES insert. PostgreSQL: `insert … select * from unnest($1::text[], …)`
 * — one array parameter per column instead of one parameter per value, which
 * PostgreSQL parses and binds in a fraction of the time for 1000-row batches.
 * Table and column names come from metadata (checked when the object was made).
 */
export type BulkColumnKind = 'text' | 'number' | 'flag';

export interface BulkColumn {
  name: string;
  kind: BulkColumnKind;
}

export interface BulkInsert {
  /** Writes rows given as one flat list of values, row after row. */
  write(db: Kysely<DynamicTables>, flat: ColumnValue[]): Promise<void>;
}

const PG_ARRAY_TYPE: Record<BulkColumnKind, string> = {
  text: 'text[]',
  number: 'numeric[]',
  flag: 'integer[]',
};

export function bulkInsert(
  db: Kysely<DynamicTables>,
  dialect: DialectName,
  table: string,
  columns: readonly BulkColumn[],
): BulkInsert {
  const width = columns.length;
  if (dialect === 'postgres') {
    const arrays = columns.map((column, index) => sql.raw(`$${index + 1}::${PG_ARRAY_TYPE[column.kind]}`));
    const text =
      sql`insert into ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column.name)))}) select * from unnest(${sql.join(arrays)})`.compile(
        db,
      ).sql;
    return {
      async write(target, flat) {
        const rows = flat.length / width;
        const byColumn: ColumnValue[][] = columns.map(() => new Array<ColumnValue>(rows));
        for (let row = 0; row < rows; row++) {
          const offset = row * width;
          for (let column = 0; column < width; column++)
            (byColumn[column] as ColumnValue[])[row] = flat[offset + column] as ColumnValue;
        }
        await target.executeQuery(CompiledQuery.raw(text, byColumn));
      },
    };
  }
  const statements = new Map<number, string>();
  const statementFor = (rows: number) => {
    let text = statements.get(rows);
    if (!text) {
      const row = Object.fromEntries(columns.map((column) => [column.name, null]));
      text = db
        .insertInto(table)
        .values(Array.from({ length: rows }, () => row))
        .compile().sql;
      statements.set(rows, text);
    }
    return text;
  };
  return {
    async write(target, flat) {
      if (flat.length === 0) return;
      await target.executeQuery(CompiledQuery.raw(statementFor(flat.length / width), flat));
    },
  };
}
