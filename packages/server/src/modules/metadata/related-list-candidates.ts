import type { FieldModel, LayoutModel, MetadataSnapshot, ObjectModel } from './metadata-model.js';

export interface RelatedListCandidate {
  child: ObjectModel;
  field: FieldModel;
}

/** Every child object's lookup to the object: each is one related list on its record page. */
export function relatedListCandidates(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
): RelatedListCandidate[] {
  return snapshot.objects.flatMap((child) =>
    child.fields
      .filter(
        (field) =>
          field.columnName !== null &&
          field.typeCode !== 'MR' &&
          (field.lookupObjectId ?? '').split(',').includes(object.id),
      )
      .map((field) => ({ child, field })),
  );
}

/** The related lists a layout shows, in its order; a layout without a choice shows every one. */
export function relatedListsOfLayout(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  layout: LayoutModel | undefined,
): RelatedListCandidate[] {
  const all = relatedListCandidates(snapshot, object);
  if (!layout?.relatedLists) return all;
  return layout.relatedLists.flatMap((chosen) => {
    const found = all.find((candidate) => candidate.field.id === chosen.fieldId);
    return found ? [found] : [];
  });
}
