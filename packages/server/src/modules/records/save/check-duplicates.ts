import {
  type DuplicateRuleModel,
  matchKey,
  type ObjectModel,
  recordsWithMatchKey,
} from '../../metadata/index.js';
import { recordsDb } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 8: duplicate rules. A 'block' rule refuses (c3760, red); a 'warn' rule
 * refuses with its candidates (c3759, orange) unless the caller saves again
 * with skipDuplicateWarning. Matching is one indexed lookup per rule in
 * record_match_key.
 */
export async function checkDuplicates(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object, database } = context;
  for (const { rule, key } of duplicateKeysOf(context, draft)) {
    const matches = await recordsWithMatchKey(database.db, rule.id, key, 20, draft.id);
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
  return context.object.duplicateRules.flatMap((rule) => {
    if (rule.action === 'warn' && context.skipDuplicateWarning) return [];
    if (!draft.isNew && !rule.match.some(({ field }) => field in draft.changes)) return [];
    const key = matchKey(rule, draft.values);
    return key === null ? [] : [{ rule, key }];
  });
}

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
