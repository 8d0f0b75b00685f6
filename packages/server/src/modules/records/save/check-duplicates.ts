import {
  type DuplicateRuleModel,
  matchKey,
  type ObjectModel,
  recordsWithMatchKey,
  recordsWithMatchKeys,
} from '../../metadata/index.js';
import { recordsDb } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 8: duplicate rules. A 'block' rule refuses (c3760, red); a 'warn' rule
 * refuses with its candidates (c3759, orange) unless the caller saves again
 * with skipDuplicateWarning. Matching is one indexed lookup per rule in
 * record_match_key (a batch save's are read at once: `storedMatchKeysOf`).
 */
export async function checkDuplicates(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object, database } = context;
  for (const { rule, key } of duplicateKeysOf(context, draft)) {
    const read = context.storedMatchKeys?.get(rule.id)?.get(key);
    const matches = read
      ? read.filter((id) => id !== draft.id).slice(0, 20)
      : await recordsWithMatchKey(database.db, rule.id, key, 20, draft.id);
    if (matches.length === 0) continue;
    const candidates = await recordsDb(database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where('id', 'in', matches)
      .where('is_deleted', '=', 0)
      .execute();
    if (candidates.length === 0) continue;
    throw duplicateRefusal(
      object,
      rule,
      candidates.map((candidate) => ({ id: String(candidate.id), name: String(candidate.name ?? '') })),
    );
  }
}

/** The rules a save is checked against, with the record's key under each (the batch save claims them too). */
export function duplicateKeysOf(
  context: SaveContext,
  draft: SaveDraft,
): Array<{ rule: DuplicateRuleModel; key: string }> {
  // The batch save reads a draft's keys twice (its check, then its claim within the batch) with the same
  // values in between: normalising them once per record is a good part of a large import's time.
  const rules = context.object.duplicateRules;
  const matched = rules.flatMap((rule) => rule.match.map(({ field }) => draft.values[field]));
  const known = keysOfDraft.get(draft);
  if (
    known &&
    known.skipWarn === context.skipDuplicateWarning &&
    known.matched.length === matched.length &&
    known.matched.every((value, index) => value === matched[index])
  )
    return known.keys;
  const keys = rules.flatMap((rule) => {
    if (rule.action === 'warn' && context.skipDuplicateWarning) return [];
    if (!draft.isNew && !rule.match.some(({ field }) => field in draft.changes)) return [];
    const key = matchKey(rule, draft.values);
    return key === null ? [] : [{ rule, key }];
  });
  keysOfDraft.set(draft, { skipWarn: context.skipDuplicateWarning, matched, keys });
  return keys;
}

const keysOfDraft = new WeakMap<
  SaveDraft,
  {
    skipWarn: boolean | undefined;
    /** The matched fields' values the keys were made from: a value changed since makes them again. */
    matched: unknown[];
    keys: Array<{ rule: DuplicateRuleModel; key: string }>;
  }
>();

export function duplicateRefusal(
  object: ObjectModel,
  rule: DuplicateRuleModel,
  candidates: Array<{ id: string; name: string }>,
): SaveRefusal {
  const fields = rule.match
    .map(({ field }) => object.fieldsByApi.get(field.toLowerCase())?.label ?? field)
    .join(', ');
  return new SaveRefusal(
    rule.action === 'block'
      ? `Duplicate ${object.label}: another record has the same ${fields} (rule "${rule.name}"); this one cannot be saved`
      : `Possible duplicate ${object.label}: a record with the same ${fields} exists (rule "${rule.name}"). Save anyway to keep both.`,
    {
      errorField: rule.match[0]?.field ?? '',
      veladupecatcherids: rule.id,
      duplicateAction: rule.action,
      duplicateCandidates: candidates,
    },
  );
}

/**
 * The batch save's duplicate-rule lookups, read at once (one query per rule and 500 keys) for the keys its
 * new records' values give; a key the pipeline's defaults or normalising change is looked up on its own.
 */
export async function storedMatchKeysOf(
  context: SaveContext,
  records: ReadonlyArray<Record<string, unknown>>,
): Promise<Map<string, Map<string, string[]>>> {
  const read = new Map<string, Map<string, string[]>>();
  const created = records.filter((values) => typeof values.id !== 'string' || values.id === '');
  if (created.length === 0) return read;
  for (const rule of context.object.duplicateRules) {
    if (rule.action === 'warn' && context.skipDuplicateWarning) continue;
    const keys = created.flatMap((values) => {
      const key = matchKey(rule, values);
      return key === null ? [] : [key];
    });
    if (keys.length > 0) read.set(rule.id, await recordsWithMatchKeys(context.database.db, rule.id, keys));
  }
  return read;
}
