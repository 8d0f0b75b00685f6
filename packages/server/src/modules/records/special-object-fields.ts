import type { ResourceAttributeGroup } from '@vela/core';
import { labelIn, type MetadataSnapshot } from '../metadata/index.js';

/**
 * The field lists of the special objects' pickers, read from the metadata so
 * a field an administrator adds to the service resource becomes a resource
 * attribute at once: WorkRule attributes (S2-C-023) and ServiceGoal
 * qualification fields (S2-C-024), each `{objName, fieldList}`.
 */
const ATTRIBUTE_OBJECTS = ['serviceresource'];
const QUALIFICATION_OBJECTS = ['serviceresource', 'servicecrew', 'serviceterritory'];

function groupsOf(
  snapshot: MetadataSnapshot,
  objectApis: readonly string[],
  language: string | undefined,
): ResourceAttributeGroup[] {
  return objectApis.flatMap((api) => {
    const object = snapshot.byApi.get(api);
    if (!object) return [];
    const objName = labelIn(object.labels, object.label, language);
    return [
      {
        objName,
        fieldList: object.fields
          .filter((field) => field.columnName && !field.system && !field.hidden && field.typeCode !== 'file')
          .map((field) => ({
            id: field.id,
            apiname: field.apiName,
            schemefieldType: field.typeCode,
            schemefieldLength: field.length,
            decimalPlaces: field.decimalPlaces,
            labelName: labelIn(field.labels, field.label, language),
            objName,
          })),
      },
    ];
  });
}

export function resourceAttributeGroups(snapshot: MetadataSnapshot, language?: string) {
  return groupsOf(snapshot, ATTRIBUTE_OBJECTS, language);
}

export function qualificationFieldGroups(snapshot: MetadataSnapshot, language?: string) {
  return groupsOf(snapshot, QUALIFICATION_OBJECTS, language);
}
