import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import {
  type FieldModel,
  type LayoutModel,
  type MetadataSnapshot,
  NO_RELATED_LISTS,
  type ObjectModel,
} from '../metadata-model.js';
import { relatedListCandidates } from '../related-list-candidates.js';

type RelatedLists = NonNullable<LayoutModel['relatedLists']>;

/**
 * Fields the object requires that were on the layout and a save would leave off: a record made
 * through that layout could never be saved. Fields the server fills (platform fields) are not asked.
 */
export function requiredFieldsLeftOut(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  layout: LayoutModel,
  placed: ReadonlySet<string>,
): string[] {
  const before = layout.sections.flatMap((section) => section.items.map((item) => item.fieldId));
  return before
    .map((fieldId) => snapshot.fieldsById.get(fieldId))
    .filter(
      (field): field is FieldModel =>
        field !== undefined &&
        field.objectId === object.id &&
        field.required &&
        field.editable &&
        !field.system &&
        !placed.has(field.id),
    )
    .map((field) => field.label);
}

/** The related lists asked for, each a child object's lookup to this object, none twice. */
export function checkedRelatedLists(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  wanted: ReadonlyArray<{ objId: string; fieldApi: string }>,
): RelatedLists {
  const candidates = relatedListCandidates(snapshot, object);
  const seen = new Set<string>();
  return wanted.map((entry, index) => {
    const found = candidates.find(
      (candidate) =>
        (candidate.child.id === entry.objId || candidate.child.apiName === entry.objId) &&
        candidate.field.apiName.toLowerCase() === entry.fieldApi.toLowerCase(),
    );
    if (!found)
      throw badInput(
        `relatedLists[${index}]: "${entry.objId}.${entry.fieldApi}" is no lookup to ${object.label}, so it has no related list here`,
      );
    if (seen.has(found.field.id))
      throw badInput(`relatedLists[${index}]: "${entry.objId}.${entry.fieldApi}" is listed twice`);
    seen.add(found.field.id);
    return { objectId: found.child.id, fieldId: found.field.id };
  });
}

export async function saveRelatedLists(
  trx: Kysely<Database>,
  layoutId: string,
  lists: RelatedLists | null,
): Promise<void> {
  await trx.deleteFrom('meta_layout_related_list').where('layout_id', '=', layoutId).execute();
  if (lists === null) return;
  const rows =
    lists.length === 0
      ? [{ layout_id: layoutId, child_object_id: '', lookup_field_id: NO_RELATED_LISTS, sort_order: 0 }]
      : lists.map((list, index) => ({
          layout_id: layoutId,
          child_object_id: list.objectId,
          lookup_field_id: list.fieldId,
          sort_order: index,
        }));
  await trx.insertInto('meta_layout_related_list').values(rows).execute();
}

/** Keeps the layout as saved, numbered after the last version, and answers its number. */
export async function saveLayoutVersion(
  trx: Kysely<Database>,
  layoutId: string,
  now: Date,
  user: CurrentUser,
  definition: unknown,
): Promise<number> {
  const last = await trx
    .selectFrom('meta_layout_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('layout_id', '=', layoutId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await trx
    .insertInto('meta_layout_version')
    .values({
      layout_id: layoutId,
      version,
      definition_json: JSON.stringify(definition),
      saved_at: now.toISOString(),
      saved_by: user.name || user.email,
    })
    .execute();
  return version;
}
