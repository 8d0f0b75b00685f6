import { matchKey, recordsWithMatchKey } from '../../metadata/index.js';
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
  for (const rule of object.duplicateRules) {
    if (rule.action === 'warn' && context.skipDuplicateWarning) continue;
    if (!draft.isNew && !rule.match.some(({ field }) => field in draft.changes)) continue;
    const key = matchKey(rule, draft.values);
    if (key === null) continue;
    const matches = await recordsWithMatchKey(database.db, rule.id, key, 20, draft.id);
    if (matches.length === 0) continue;
    const candidates = await recordsDb(database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where('id', 'in', matches)
      .where('is_deleted', '=', 0)
      .execute();
    if (candidates.length === 0) continue;
    const fields = rule.match
      .map(({ field }) => object.fieldsByApi.get(field.toLowerCase())?.label ?? field)
      .join(', ');
    throw new SaveRefusal(
      rule.action === 'block'
        ? `Duplicate ${object.label}: another record has the same ${fields} (rule "${rule.name}"); this one cannot be saved`
        : `Possible duplicate ${object.label}: a record with the same ${fields} exists (rule "${rule.name}"). Save anyway to keep both.`,
      {
        errorField: rule.match[0]?.field ?? '',
        veladupecatcherids: rule.id,
        duplicateAction: rule.action,
        duplicateCandidates: candidates.map((candidate) => ({
          id: String(candidate.id),
          name: String(candidate.name ?? ''),
        })),
      },
    );
  }
}
