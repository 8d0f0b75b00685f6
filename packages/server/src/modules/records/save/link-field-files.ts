import { linkFilesToRecord } from '../../files/index.js';
import type { SaveContext, SaveDraft } from './save-types.js';

/**
 * After a write: the files the record's file and image fields hold belong to
 * it, so its Files tab lists them and only its readers may download them.
 */
export async function linkFieldFiles(context: SaveContext, draft: SaveDraft): Promise<void> {
  const ids: string[] = [];
  for (const field of context.object.fields) {
    if (field.typeCode !== 'file' && field.typeCode !== 'IMG') continue;
    const value = draft.changes[field.apiName];
    if (typeof value === 'string' && value !== '') ids.push(...value.split(';'));
  }
  if (ids.length === 0) return;
  await linkFilesToRecord(
    context.database,
    {
      orgId: context.user.orgId,
      objectId: context.object.id,
      recordId: draft.id,
      source: 'field',
      userId: context.user.userId,
      now: context.now,
    },
    ids,
  );
}
