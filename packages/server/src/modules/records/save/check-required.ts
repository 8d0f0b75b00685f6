import {
  type DynamicLayoutRule,
  evaluateLayoutRules,
  type FieldDependency,
  type FieldTypeCode,
  type LayoutSection,
  missingRequiredFields,
  REQUIRED_MESSAGE_KEY,
  type RequirableField,
  requiredMessage,
  resolveDependentState,
} from '@vela/core';
import {
  anyRecordType,
  type LayoutModel,
  layoutIdFor,
  type MetadataSnapshot,
  type ObjectModel,
} from '../../metadata/index.js';
import { controlDependencies } from './dependencies.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 4: required fields as the form decides them — the field's own flag,
 * the record type's layout, the dynamic layout rules, and dependent fields
 * waiting for their controlling field (never required) — via @vela/core.
 */
export function layoutOf(
  object: ObjectModel,
  recordTypeId: string | null,
  profileId?: string,
): LayoutModel | undefined {
  const recordType =
    (recordTypeId ? anyRecordType(object, recordTypeId) : undefined) ??
    object.recordTypes.find((candidate) => candidate.isDefault);
  if (!recordType) return [...object.layouts.values()][0];
  // The layout the profile was assigned for this record type, as the form showed it.
  return object.layouts.get(profileId ? layoutIdFor(object, recordType, profileId) : recordType.layoutId);
}

export function coreSections(snapshot: MetadataSnapshot, layout: LayoutModel): LayoutSection[] {
  const apisOf = (side: 'left' | 'right', colNum: number, items: LayoutModel['sections'][number]['items']) =>
    items
      .filter((item) => (colNum === 1 ? side === 'left' : item.side === side))
      .flatMap((item) => {
        const field = snapshot.fieldsById.get(item.fieldId);
        return field ? [field.apiName] : [];
      });
  return layout.sections.map((section) => ({
    id: section.id,
    title: section.title,
    colNum: section.colNum,
    showWhenEdit: section.showWhenEdit,
    selectionId: section.id,
    fields: {
      left: apisOf('left', section.colNum, section.items),
      right: apisOf('right', section.colNum, section.items),
    },
  }));
}

export function fieldTypesOf(object: ObjectModel): Record<string, FieldTypeCode> {
  return Object.fromEntries(object.fields.map((field) => [field.apiName, field.typeCode as FieldTypeCode]));
}

/** What a layout decides about required fields; worked out once per layout model (a metadata change makes new models). */
interface LayoutFacts {
  sections: LayoutSection[];
  /** Fields the layout makes required. */
  layoutRequired: Set<string>;
  /** Api names of the fields on the layout, group sub-fields included. */
  layoutApis: string[];
  types: Record<string, FieldTypeCode>;
  rules: DynamicLayoutRule[];
  requirable: RequirableField[];
  requirableByApi: Map<string, RequirableField>;
  dependencies: FieldDependency[];
  dependentFields: Parameters<typeof resolveDependentState>[0]['fields'];
}
const layoutFacts = new WeakMap<LayoutModel, LayoutFacts>();

function factsOf(snapshot: MetadataSnapshot, object: ObjectModel, layout: LayoutModel): LayoutFacts {
  const cached = layoutFacts.get(layout);
  if (cached) return cached;
  const layoutRequired = new Set<string>();
  const layoutApis: string[] = [];
  for (const section of layout.sections) {
    for (const item of section.items) {
      const field = snapshot.fieldsById.get(item.fieldId);
      if (!field) continue;
      layoutApis.push(field.apiName);
      if (item.required) layoutRequired.add(field.apiName);
      // Address and group sub-fields sit in the layout through their group.
      for (const child of object.fields) if (child.groupFieldId === field.id) layoutApis.push(child.apiName);
    }
  }
  const pairs = controlDependencies(snapshot, object);
  const requirable = object.fields.map((field) => ({
    apiName: field.apiName,
    required: field.required || layoutRequired.has(field.apiName),
    editable: field.editable && !field.hidden,
  }));
  const facts = {
    requirable,
    requirableByApi: new Map(requirable.map((field) => [field.apiName, field])),
    dependencies: pairs.map((pair) => pair.dependency),
    dependentFields: pairs.map(({ dependField }) => ({
      id: dependField.id,
      apiName: dependField.apiName,
      type: dependField.typeCode as FieldTypeCode,
      required: dependField.required,
      defaultValue: dependField.defaultValue,
    })),
    sections: coreSections(snapshot, layout),
    layoutRequired,
    layoutApis,
    types: fieldTypesOf(object),
    rules: object.dynamicRules.filter((rule) => rule.layoutId === layout.id).map((rule) => rule.rule),
  };
  layoutFacts.set(layout, facts);
  return facts;
}

export function checkRequired(context: SaveContext, draft: SaveDraft): void {
  const { snapshot, object } = context;
  const layout = layoutOf(object, draft.recordTypeId, context.user.profileId);
  if (!layout) return;
  const {
    sections,
    layoutRequired,
    layoutApis,
    types,
    rules,
    requirable,
    requirableByApi,
    dependencies,
    dependentFields,
  } = factsOf(snapshot, object, layout);
  const dynamic = evaluateLayoutRules(rules, draft.values, types, sections, {
    staticRequired: layoutRequired,
  });
  const dependentState = resolveDependentState({
    dependencies,
    values: draft.values,
    fields: dependentFields,
    mode: 'EDIT',
  });
  const missing = missingRequiredFields({
    fields: requirable,
    fieldsByApi: requirableByApi,
    values: draft.values,
    layoutFieldApis: layoutApis,
    dynamic,
    dependentDisabled: dependentState.disabled,
    sections,
  });
  // The owner is required whatever the layout shows.
  if (!draft.values.ownerid) missing.unshift('ownerid');
  const first = missing[0];
  if (first) {
    const labels = missing.map((api) => object.fieldsByApi.get(api.toLowerCase())?.label ?? api);
    throw new SaveRefusal(
      missing.length === 1 ? requiredMessage(labels[0] ?? first) : `${requiredMessage(labels.join(', '))}`,
      // The code lets a reader in another language get it in theirs (an import's failure file).
      { errorField: first, messageKey: REQUIRED_MESSAGE_KEY, messageParams: { label: labels.join(', ') } },
    );
  }
}
