import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { matchKey } from './duplicate-match-keys.js';
import type { DuplicateRuleModel, ObjectModel } from './metadata-model.js';

type Rows = Record<string, Record<string, string | number | null>>;
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
    // 3 parameters a row: stay under SQLite's 32766 bound parameters per statement.
    for (let start = 0; start < keys.length; start += 2000)
      await trx
        .insertInto('record_match_key')
        .values(keys.slice(start, start + 2000))
        .execute();
    if (rows.length < BATCH) break;
    after = String(rows[rows.length - 1]?.id);
  }
}
