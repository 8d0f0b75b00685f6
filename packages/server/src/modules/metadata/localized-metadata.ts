import { callerLanguage } from '../../http/caller-language.js';
import {
  type FieldModel,
  type LayoutModel,
  labelIn,
  type MetadataSnapshot,
  type ObjectModel,
} from './metadata-model.js';

/**
 * The metadata as a caller of one language sees it: every label a screen shows (object, plural, field,
 * section, record type, picklist value) already in that language where the metadata holds a
 * translation, English where not. Made once per snapshot and language, so each module keeps reading
 * `object.label` and gets the caller's words: this is the one place labels are translated.
 */
const translated = new WeakMap<MetadataSnapshot, Map<string, MetadataSnapshot>>();

/** The snapshot in the language of the call being answered (see http/caller-language.ts). */
export function inCallerLanguage(snapshot: MetadataSnapshot): MetadataSnapshot {
  return metadataIn(snapshot, callerLanguage());
}

export function metadataIn(snapshot: MetadataSnapshot, language: string | undefined): MetadataSnapshot {
  if (!language || language === 'en') return snapshot;
  let byLanguage = translated.get(snapshot);
  if (!byLanguage) {
    byLanguage = new Map();
    translated.set(snapshot, byLanguage);
  }
  let copy = byLanguage.get(language);
  if (!copy) {
    copy = translate(snapshot, language);
    byLanguage.set(language, copy);
  }
  return copy;
}

function translate(snapshot: MetadataSnapshot, language: string): MetadataSnapshot {
  const fieldsById = new Map<string, FieldModel>();
  const layoutsById = new Map<string, LayoutModel>();
  const objects = snapshot.objects.map((source): ObjectModel => {
    const fields = source.fields.map((field): FieldModel => {
      const copy: FieldModel = {
        ...field,
        label: labelIn(field.labels, field.label, language),
        picklist: field.picklist.map((option) => ({
          ...option,
          codeValue: labelIn(option.labels, option.codeValue, language),
        })),
      };
      fieldsById.set(copy.id, copy);
      return copy;
    });
    const layouts = new Map<string, LayoutModel>();
    for (const [id, layout] of source.layouts) {
      const copy: LayoutModel = {
        ...layout,
        sections: layout.sections.map((section) => ({
          ...section,
          title: labelIn(section.labels, section.title, language),
        })),
      };
      layouts.set(id, copy);
      layoutsById.set(id, copy);
    }
    return {
      ...source,
      label: labelIn(source.labels, source.label, language),
      pluralLabel: labelIn(source.pluralLabels, source.pluralLabel, language),
      fields,
      fieldsByApi: new Map(fields.map((field) => [field.apiName.toLowerCase(), field])),
      layouts,
      recordTypes: source.recordTypes.map((recordType) => ({
        ...recordType,
        name: labelIn(recordType.labels, recordType.name, language),
      })),
      retiredRecordTypes: source.retiredRecordTypes.map((recordType) => ({
        ...recordType,
        name: labelIn(recordType.labels, recordType.name, language),
      })),
    };
  });
  return {
    revision: snapshot.revision,
    objects,
    byId: new Map(objects.map((object) => [object.id, object])),
    byPrefix: new Map(objects.map((object) => [object.prefix, object])),
    byApi: new Map(objects.map((object) => [object.apiName.toLowerCase(), object])),
    fieldsById,
    layoutsById,
  };
}
