import { recordIdPrefix } from '@vela/core';
import { isLookupType } from '../../metadata/index.js';
import { canAccessRecord, isUserOfOrg } from '../record-access.js';
import { existingIds } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 6: every lookup value the save writes points at an existing record of
 * the right object (or an active user of the caller's organisation).
 */
export async function checkLookups(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object, snapshot } = context;
  for (const [api, value] of Object.entries(draft.changes)) {
    const field = object.fieldsByApi.get(api.toLowerCase());
    if (!field || !isLookupType(field.typeCode) || typeof value !== 'string' || value === '') continue;
    // An unchanged value stays, even if its record is no longer the caller's to see (access control).
    if (draft.existing && field.columnName && draft.existing[field.columnName] === value) continue;
    const ids = value.split(';');
    if (field.lookupObjectId === 'user') {
      const found = await isUserOfOrg(context.database, context.user.orgId, ids);
      const missing = ids.find((id) => !found.has(id));
      if (missing)
        throw new SaveRefusal(`${field.label}: no active user has id "${missing}"`, { errorField: api });
      continue;
    }
    // A polymorphic lookup (event whoid: contact or lead) names its objects joined with ','.
    const targets = (field.lookupObjectId ?? '').split(',').flatMap((id) => snapshot.byId.get(id) ?? []);
    if (targets.length === 0) continue;
    for (const id of ids) {
      const target = targets.find((candidate) => candidate.prefix === recordIdPrefix(id));
      if (!target) {
        const names = targets.map((candidate) => candidate.label).join(' or ');
        throw new SaveRefusal(`${field.label} must point at a ${names}; "${id}" is not one`, {
          errorField: api,
        });
      }
      const found = await existingIds(context.database, target, [id]);
      // A record the caller may not read does not exist for them (access control: no trace by guessing).
      if (!found.has(id) || !(await canAccessRecord(context.database, context.user, target, { id })))
        throw new SaveRefusal(`${field.label}: ${target.label} "${id}" does not exist`, { errorField: api });
    }
  }
}
