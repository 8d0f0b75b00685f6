import type { CallAnswer, CallRequest, restoreLayoutVersionContract, SaveLayoutRequest } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { storedMetadata } from '../metadata-cache.js';
import { badInput } from '../metadata-change-checks.js';
import { type ChangeContext, layoutOf, requireMetadataAdmin } from './change-support.js';
import { saveLayout } from './save-layout.js';

/** A version as saveLayoutVersion keeps it. */
interface SavedDefinition {
  sections: Array<{
    id: string;
    title: string;
    labels?: Record<string, string>;
    colNum: 1 | 2;
    showWhenEdit?: boolean;
    items: Array<{ fieldId: string; side: 'left' | 'right'; required?: boolean; readonly?: boolean }>;
  }>;
  /** Absent in versions kept before related lists were chosen per layout: those keep the current ones. */
  relatedLists?: Array<{ objectId: string; fieldId: string }> | null;
}

/**
 * Makes an old version current again by saving it anew: the same checks as a save from the editor
 * (a required field the old version lacked, a section a dynamic rule shows), and a new version number,
 * so history only grows. Fields and related lists deleted since are left out; sections removed since
 * come back with new ids.
 */
export async function restoreLayoutVersion(
  context: ChangeContext,
  user: CurrentUser,
  input: CallRequest<typeof restoreLayoutVersionContract>,
): Promise<CallAnswer<typeof restoreLayoutVersionContract>> {
  requireMetadataAdmin(user);
  const snapshot = await storedMetadata(context.database);
  const { layout } = layoutOf(snapshot, input.layoutId);
  const row = await context.database.db
    .selectFrom('meta_layout_version')
    .select('definition_json')
    .where('layout_id', '=', layout.id)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (!row) throw badInput(`version: layout "${layout.name}" has no version ${input.version}`);
  const saved = JSON.parse(row.definition_json) as SavedDefinition;
  const apiOf = (fieldId: string) => snapshot.fieldsById.get(fieldId)?.apiName;
  const current = new Set(layout.sections.map((section) => section.id));
  const side = (section: SavedDefinition['sections'][number], which: 'left' | 'right') =>
    section.items
      .filter((item) => item.side === which)
      .flatMap((item) => {
        const api = apiOf(item.fieldId);
        return api ? [{ api, required: item.required, readonly: item.readonly }] : [];
      });
  const request: SaveLayoutRequest = {
    layoutId: layout.id,
    sections: saved.sections.map((section) => ({
      ...(current.has(section.id) ? { id: section.id } : {}),
      title: section.title,
      labels: section.labels,
      colNum: section.colNum,
      showWhenEdit: section.showWhenEdit,
      fields: {
        left: side(section, 'left'),
        ...(section.colNum === 2 ? { right: side(section, 'right') } : {}),
      },
    })),
    relatedLists:
      saved.relatedLists === undefined || saved.relatedLists === null
        ? saved.relatedLists
        : saved.relatedLists.flatMap((list) => {
            const api = apiOf(list.fieldId);
            return api ? [{ objId: list.objectId, fieldApi: api }] : [];
          }),
  };
  const { version } = await saveLayout(context, user, request);
  return { layoutId: layout.id, version, restoredFrom: input.version };
}
