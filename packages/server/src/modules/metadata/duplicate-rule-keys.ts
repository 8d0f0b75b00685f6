import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { matchKey } from './duplicate-match-keys.js';
import type { DuplicateRuleModel, ObjectModel } from './metadata-model.js';

type Rows = Record<string, Record<string, string | number | null>>;

/**
 * The duplicate rules' match keys (`record_match_key`, owned here): a rule defines its keys; the save
 * pipeline, the merge, the purge and the bulk generator keep them through these functions.
 */
export interface MatchKeyRow {
  rule_id: string;
  match_key: string;
  record_id: string;
}

/** The match keys of one record's values under each of the object's duplicate rules. */
export function matchKeyRows(
  object: ObjectModel,
  recordId: string,
  values: Record<string, unknown>,
): MatchKeyRow[] {
  return object.duplicateRules.flatMap((rule) => {
    const key = matchKey(rule, values);
    return key === null ? [] : [{ rule_id: rule.id, match_key: key, record_id: recordId }];
  });
}

/** Writes a record's match keys (after a save or merge); `replace` drops the ones it had first. */
export async function writeMatchKeys(
  trx: Kysely<Database>,
  object: ObjectModel,
  recordId: string,
  values: Record<string, unknown>,
  replace: boolean,
): Promise<void> {
  if (object.duplicateRules.length === 0) return;
  if (replace) await trx.deleteFrom('record_match_key').where('record_id', '=', recordId).execute();
  await insertMatchKeys(trx, matchKeyRows(object, recordId, values));
}

/** Inserts match keys in batches (3 parameters a row: under SQLite's 32766 bound parameters). */
export async function insertMatchKeys(trx: Kysely<Database>, keys: readonly MatchKeyRow[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 2000)
    await trx
      .insertInto('record_match_key')
      .values(keys.slice(start, start + 2000))
      .execute();
}

/**
 * PostgreSQL's one-statement create: `insert` (an `insert into <table> … ` without `returning`) and the
 * new row's match keys in a data-modifying WITH. `keys` may name any record id: the inserted id is used.
 */
export function insertReturningIdWithMatchKeys(
  insert: RawBuilder<unknown>,
  keys: ReadonlyArray<Pick<MatchKeyRow, 'rule_id' | 'match_key'>>,
): RawBuilder<unknown> {
  return sql`with inserted as (${insert} returning id) insert into record_match_key (rule_id, match_key, record_id) select k.rule_id, k.match_key, inserted.id from inserted, (values ${sql.join(
    keys.map((key) => sql`(${key.rule_id}, ${key.match_key})`),
  )}) as k (rule_id, match_key)`;
}

/** Records other than `exceptId` whose key under the rule is `key` (at most `limit`). */
export async function recordsWithMatchKey(
  db: Kysely<Database>,
  ruleId: string,
  key: string,
  limit: number,
  exceptId?: string,
): Promise<string[]> {
  let select = db
    .selectFrom('record_match_key')
    .select('record_id')
    .where('rule_id', '=', ruleId)
    .where('match_key', '=', key);
  if (exceptId !== undefined) select = select.where('record_id', '!=', exceptId);
  const rows = await select.limit(limit).execute();
  return rows.map((row) => row.record_id);
}

/** Keys per IN (…) list: well under every database's parameter limit. */
const KEYS_PER_QUERY = 500;

/**
 * The records holding each of `keys` under the rule, in one query per 500 keys (a batch save reads them
 * at once instead of one lookup per record): every key asked is in the answer, with no record when none.
 */
export async function recordsWithMatchKeys(
  db: Kysely<Database>,
  ruleId: string,
  keys: readonly string[],
): Promise<Map<string, string[]>> {
  const holders = new Map<string, string[]>();
  const distinct = [...new Set(keys)];
  for (const key of distinct) holders.set(key, []);
  for (let start = 0; start < distinct.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom('record_match_key')
      .select(['match_key', 'record_id'])
      .where('rule_id', '=', ruleId)
      .where('match_key', 'in', distinct.slice(start, start + KEYS_PER_QUERY))
      .execute();
    for (const row of rows) holders.get(row.match_key)?.push(row.record_id);
  }
  return holders;
}

/** The keys more than one record shares under the rule, in key order (at most `limit`). */
export async function sharedMatchKeys(
  db: Kysely<Database>,
  ruleId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('record_match_key')
    .select('match_key')
    .where('rule_id', '=', ruleId)
    .groupBy('match_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('match_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.match_key);
}

/** Drops the match keys of records deleted for good. */
export async function deleteMatchKeysOf(db: Kysely<Database>, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .deleteFrom('record_match_key')
    .where('record_id', 'in', [...recordIds])
    .execute();
}

/**
 * The table and columns a bulk writer fills with match keys (values row after row: rule id, key, record
 * id): the seed CLI's generator writes a million records' keys with its prepared multi-row statement.
 */
export const MATCH_KEY_BULK_TARGET = {
  table: 'record_match_key',
  columns: ['rule_id', 'match_key', 'record_id'],
} as const;

/** Drops every match key (the bulk generator's fresh start). */
export async function deleteAllMatchKeys(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('record_match_key').execute();
}
const BATCH = 5000;

/**
 * A new or changed duplicate rule needs the match keys of the records that
 * already exist, or it would only ever see records saved after it. The keys
 * are rebuilt a batch of rows at a time, by id order, inside the change's
 * transaction.
 */
export async function rebuildMatchKeys(
  trx: Kysely<Database>,
  object: ObjectModel,
  rule: DuplicateRuleModel,
): Promise<void> {
  await trx.deleteFrom('record_match_key').where('rule_id', '=', rule.id).execute();
  const columns = rule.match.flatMap(({ field }) => {
    const model = object.fieldsByApi.get(field.toLowerCase());
    return model?.columnName ? [{ api: model.apiName, column: model.columnName }] : [];
  });
  const records = trx as unknown as Kysely<Rows>;
  let after = '';
  for (;;) {
    const rows = await records
      .selectFrom(object.tableName)
      .select(['id', ...columns.map(({ column }) => column)])
      .where('is_deleted', '=', 0)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const keys = rows.flatMap((row) => {
      const values = Object.fromEntries(columns.map(({ api, column }) => [api, row[column]]));
      const key = matchKey(rule, values);
      return key === null ? [] : [{ rule_id: rule.id, match_key: key, record_id: String(row.id) }];
    });
    await insertMatchKeys(trx, keys);
    if (rows.length < BATCH) break;
    after = String(rows[rows.length - 1]?.id);
  }
}
