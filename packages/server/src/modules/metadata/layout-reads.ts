import type {
  CallAnswer,
  EditorLayout,
  getLayoutVersionsContract,
  getObjectLayoutsContract,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { notFound } from './changes/change-support.js';
import { storedMetadata } from './metadata-cache.js';
import type { LayoutModel, MetadataSnapshot } from './metadata-model.js';
import { relatedListCandidates } from './related-list-candidates.js';
import { resolveObject } from './resolve-object.js';

/** Types a layout places by their group (an address, a group field), or never (platform-computed). */
const NOT_PLACED = new Set(['V']);

function editorLayout(
  snapshot: MetadataSnapshot,
  layout: LayoutModel,
  version: { version: number; saved_at: string; saved_by: string } | undefined,
): EditorLayout {
  const items = (section: LayoutModel['sections'][number], side: 'left' | 'right') =>
    section.items
      .filter((item) => (section.colNum === 1 ? true : item.side === side))
      .flatMap((item) => {
        const field = snapshot.fieldsById.get(item.fieldId);
        return field ? [{ api: field.apiName, required: item.required, readonly: item.readonly }] : [];
      });
  return {
    id: layout.id,
    name: layout.name,
    version: version?.version ?? 0,
    savedAt: version?.saved_at ?? '',
    savedBy: version?.saved_by ?? '',
    sections: layout.sections.map((section) => ({
      id: section.id,
      title: section.title,
      labels: section.labels,
      colNum: section.colNum === 1 ? 1 : 2,
      showWhenEdit: section.showWhenEdit,
      left: items(section, 'left'),
      right: section.colNum === 1 ? [] : items(section, 'right'),
    })),
    relatedLists:
      layout.relatedLists?.flatMap((list) => {
        const field = snapshot.fieldsById.get(list.fieldId);
        return field ? [{ objId: list.objectId, fieldApi: field.apiName }] : [];
      }) ?? null,
  };
}

/** The layout editor's read: an object's layouts as stored, what may go on them, and who sees which. */
export async function getObjectLayouts(
  database: DatabaseHandle,
  objId: string,
): Promise<CallAnswer<typeof getObjectLayoutsContract>> {
  const snapshot = await storedMetadata(database);
  const object = resolveObject(snapshot, { objId });
  const layoutIds = [...object.layouts.keys()];
  const versions = layoutIds.length
    ? await database.db
        .selectFrom('meta_layout_version')
        .select(['layout_id', 'version', 'saved_at', 'saved_by'])
        .where('layout_id', 'in', layoutIds)
        .orderBy('version', 'desc')
        .execute()
    : [];
  const latest = new Map<string, (typeof versions)[number]>();
  for (const row of versions) if (!latest.has(row.layout_id)) latest.set(row.layout_id, row);
  return {
    objectLabel: object.label,
    layouts: [...object.layouts.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((layout) => editorLayout(snapshot, layout, latest.get(layout.id))),
    fields: object.fields
      .filter((field) => !field.groupFieldId && !field.hidden && !NOT_PLACED.has(field.typeCode))
      .map((field) => ({
        api: field.apiName,
        label: field.label,
        type: field.typeCode,
        required: field.required && field.editable && !field.system,
      })),
    relatedCandidates: relatedListCandidates(snapshot, object).map(({ child, field }) => ({
      objId: child.id,
      fieldApi: field.apiName,
      objectLabel: child.pluralLabel,
      fieldLabel: field.label,
    })),
    recordTypes: object.recordTypes.map((recordType) => ({
      id: recordType.id,
      name: recordType.name,
      layoutId: recordType.layoutId,
      isDefault: recordType.isDefault,
    })),
    assignments: object.layoutAssignments,
    profileRecordTypes: object.profileRecordTypes,
  };
}

/** The layout editor's history: every saved version of a layout, newest first. */
export async function getLayoutVersions(
  database: DatabaseHandle,
  layoutId: string,
): Promise<CallAnswer<typeof getLayoutVersionsContract>> {
  const snapshot = await storedMetadata(database);
  if (!snapshot.layoutsById.has(layoutId)) throw notFound(`Layout "${layoutId}"`);
  const rows = await database.db
    .selectFrom('meta_layout_version')
    .select(['version', 'saved_at', 'saved_by'])
    .where('layout_id', '=', layoutId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({ version: row.version, savedAt: row.saved_at, savedBy: row.saved_by }));
}
