import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Which metadata rows changed, written by the database itself (issue 17: a metadata change made every
 * process re-read all fifteen metadata tables, ~640 fields with their 16-language labels, before its next
 * call). Each insert, update or delete of a row of a table the metadata cache reads advances
 * `meta_generation` by one and writes a `meta_change` row naming the table and the row's id; the cache
 * (modules/metadata/metadata-cache.ts) then re-reads only the changed field rows and the changed tables.
 *
 * Written by triggers rather than by the code that changes metadata, so no writer can forget it. One
 * counter row, not one per table: its row lock (held to commit on PostgreSQL) hands out generations in
 * commit order, so a reader that sees generation G has seen every change up to G. A migration that
 * rebuilds one of these tables must create its triggers again (`metadata-cache.test.ts` checks them).
 */
export interface MetaGenerationTable {
  id: number;
  generation: number | string;
}

export interface MetaChangeTable {
  generation: number | string;
  table_name: string;
  /** The changed row's id; null for the tables keyed by two columns (re-read whole). */
  row_id: string | null;
}

export interface MetaChangeTables {
  meta_generation: MetaGenerationTable;
  meta_change: MetaChangeTable;
}

/** The tables the metadata cache reads, with whether their rows have an `id` column. */
export const CACHED_METADATA_TABLES = {
  meta_object: true,
  meta_field: true,
  meta_picklist_value: true,
  meta_record_type: true,
  meta_layout: true,
  meta_layout_section: true,
  meta_layout_item: true,
  meta_field_dependency: true,
  meta_dynamic_rule: true,
  meta_lookup_expression: true,
  meta_validation_rule: true,
  meta_duplicate_rule: true,
  meta_layout_related_list: false,
  meta_layout_assignment: false,
  meta_record_type_profile_default: false,
} as const;

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('meta_generation')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into meta_generation (id, generation) values (1, 0)`.execute(db);
  await db.schema
    .createTable('meta_change')
    .addColumn('generation', 'bigint', (c) => c.primaryKey())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text')
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // TG_ARGV[0] says whether the table has an id column; NEW.id is only evaluated where it does.
  await sql`
    create function meta_changed() returns trigger language plpgsql as $$
    declare
      g bigint;
      changed_id text;
      old_id text;
    begin
      if TG_ARGV[0] = 'id' then
        if TG_OP = 'DELETE' then changed_id := OLD.id; else changed_id := NEW.id; end if;
        if TG_OP = 'UPDATE' then old_id := OLD.id; end if;
      end if;
      update meta_generation set generation = generation + 1 where id = 1 returning generation into g;
      insert into meta_change (generation, table_name, row_id) values (g, TG_TABLE_NAME, changed_id);
      if old_id is distinct from changed_id and old_id is not null then
        update meta_generation set generation = generation + 1 where id = 1 returning generation into g;
        insert into meta_change (generation, table_name, row_id) values (g, TG_TABLE_NAME, old_id);
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, hasId] of Object.entries(CACHED_METADATA_TABLES)) {
    await sql`create trigger ${sql.id(`${table}_changed`)} after insert or update or delete on ${sql.id(table)}
      for each row execute function meta_changed(${sql.lit(hasId ? 'id' : 'key')})`.execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const logged = (table: string, id: string) =>
    sql.raw(`
      update meta_generation set generation = generation + 1 where id = 1;
      insert into meta_change (generation, table_name, row_id)
        select generation, '${table}', ${id} from meta_generation where id = 1;`);
  for (const [table, hasId] of Object.entries(CACHED_METADATA_TABLES)) {
    const name = (event: string) => sql.id(`${table}_${event}_changed`);
    await sql`create trigger ${name('insert')} after insert on ${sql.id(table)} begin
      ${logged(table, hasId ? 'new.id' : 'null')}
    end`.execute(db);
    await sql`create trigger ${name('update')} after update on ${sql.id(table)} begin
      ${logged(table, hasId ? 'new.id' : 'null')}
    end`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.id(table)} begin
      ${logged(table, hasId ? 'old.id' : 'null')}
    end`.execute(db);
    if (hasId)
      await sql`create trigger ${name('rekey')} after update of id on ${sql.id(table)} when old.id <> new.id begin
        ${logged(table, 'old.id')}
      end`.execute(db);
  }
}
