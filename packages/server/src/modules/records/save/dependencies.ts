import type { FieldDependency } from '@vela/core';
import {
  controlContainer,
  type FieldModel,
  type MetadataSnapshot,
  type ObjectModel,
} from '../../metadata/index.js';

/** The object's control → dependent pairs in @vela/core's shape, with both fields. */
export function controlDependencies(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
): Array<{ dependency: FieldDependency; dependField: FieldModel; controlField: FieldModel }> {
  return controlContainer(snapshot, object).flatMap((dependency) => {
    const dependField = snapshot.fieldsById.get(dependency.dependfieldid);
    const controlField = snapshot.fieldsById.get(dependency.controlfieldid);
    return dependField && controlField ? [{ dependency, dependField, controlField }] : [];
  });
}
