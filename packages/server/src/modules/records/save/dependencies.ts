import type { FieldDependency } from '@vela/core';
import {
  controlContainer,
  type FieldModel,
  type MetadataSnapshot,
  type ObjectModel,
} from '../../metadata/index.js';

type DependencyPair = { dependency: FieldDependency; dependField: FieldModel; controlField: FieldModel };

// Every save asks; a metadata change makes a new ObjectModel, so stale entries fall away.
const pairsByObject = new WeakMap<ObjectModel, DependencyPair[]>();

/** The object's control → dependent pairs in @vela/core's shape, with both fields. */
export function controlDependencies(snapshot: MetadataSnapshot, object: ObjectModel): DependencyPair[] {
  const cached = pairsByObject.get(object);
  if (cached) return cached;
  const pairs = controlContainer(snapshot, object).flatMap((dependency) => {
    const dependField = snapshot.fieldsById.get(dependency.dependfieldid);
    const controlField = snapshot.fieldsById.get(dependency.controlfieldid);
    return dependField && controlField ? [{ dependency, dependField, controlField }] : [];
  });
  pairsByObject.set(object, pairs);
  return pairs;
}
