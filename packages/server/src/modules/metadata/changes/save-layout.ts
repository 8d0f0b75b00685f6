import type { CallAnswer, SaveLayoutRequest, saveLayoutContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput, fieldNamed } from '../metadata-change-checks.js';
import {
  beginChange,
  type ChangeContext,
  flag,
  inMetadataChange,
  layoutOf,
  newMetadataId,
} from './change-support.js';
import {
  checkedRelatedLists,
  requiredFieldsLeftOut,
  saveLayoutVersion,
  saveRelatedLists,
} from './layout-versions.js';

export type SaveLayoutResult = CallAnswer<typeof saveLayoutContract>;

/**
 * Replaces a layout's sections and their fields. A section named by id keeps
 * its id; one left out is removed, unless a dynamic rule shows it.
 */
export async function saveLayout(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveLayoutRequest,
): Promise<SaveLayoutResult> {
  const snapshot = await beginChange(context, user);
  const { layout, object } = layoutOf(snapshot, input.layoutId);
  const placed = new Set<string>();
  const kept = new Set<string>();
  const sections = input.sections.map((section, sectionIndex) => {
    const where = `sections[${sectionIndex}]`;
    if (section.id !== undefined) {
      if (!layout.sections.some((candidate) => candidate.id === section.id))
        throw badInput(`${where}.id: layout "${layout.name}" has no section "${section.id}"`);
      if (kept.has(section.id)) throw badInput(`${where}.id: section "${section.id}" is named twice`);
      kept.add(section.id);
    }
    if (section.colNum === 1 && (section.fields.right?.length ?? 0) > 0)
      throw badInput(`${where}.fields.right: a one-column section has no right side`);
    const items = (['left', 'right'] as const).flatMap((side) =>
      (section.fields[side] ?? []).map((entry, index) => {
        const at = `${where}.fields.${side}[${index}]`;
        const item = typeof entry === 'string' ? { api: entry } : entry;
        const field = fieldNamed(object, item.api, at);
        if (field.groupFieldId)
          throw badInput(`${at}: "${item.api}" belongs to a group field; place the group instead`);
        if (placed.has(field.id)) throw badInput(`${at}: "${item.api}" is on the layout twice`);
        placed.add(field.id);
        return { fieldId: field.id, side, index, required: item.required, readonly: item.readonly };
      }),
    );
    return { ...section, id: section.id ?? newMetadataId('sec'), items };
  });
  const missing = requiredFieldsLeftOut(snapshot, object, layout, placed);
  if (missing.length > 0)
    throw badInput(
      `sections: ${missing.map((label) => `"${label}"`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} required by ${object.label}; every layout must show ${missing.length === 1 ? 'it' : 'them'}`,
    );
  const relatedLists =
    input.relatedLists === undefined
      ? undefined
      : input.relatedLists === null
        ? null
        : checkedRelatedLists(snapshot, object, input.relatedLists);
  const removed = layout.sections.filter((section) => !kept.has(section.id));
  for (const rule of object.dynamicRules.filter((candidate) => candidate.layoutId === layout.id)) {
    const shown = [...rule.rule.actions.showSections, ...(rule.rule.secondLevel?.actions.showSections ?? [])];
    const gone = removed.find((section) => shown.includes(section.id));
    if (gone)
      throw badInput(
        `sections: section "${gone.title}" (${gone.id}) is shown by dynamic rule "${rule.name}"; keep it or change the rule first`,
      );
  }
  const version = await inMetadataChange(context, async (trx) => {
    const oldIds = layout.sections.map((section) => section.id);
    if (oldIds.length > 0)
      await trx.deleteFrom('meta_layout_item').where('section_id', 'in', oldIds).execute();
    if (removed.length > 0)
      await trx
        .deleteFrom('meta_layout_section')
        .where(
          'id',
          'in',
          removed.map((section) => section.id),
        )
        .execute();
    for (const [sortOrder, section] of sections.entries()) {
      const row = {
        title: section.title,
        labels_json: JSON.stringify(section.labels ?? {}),
        col_num: section.colNum,
        show_when_edit: section.showWhenEdit === false ? 0 : 1,
        sort_order: sortOrder,
      };
      if (kept.has(section.id))
        await trx.updateTable('meta_layout_section').set(row).where('id', '=', section.id).execute();
      else
        await trx
          .insertInto('meta_layout_section')
          .values({ id: section.id, layout_id: layout.id, ...row })
          .execute();
      if (section.items.length > 0)
        await trx
          .insertInto('meta_layout_item')
          .values(
            section.items.map((item) => ({
              section_id: section.id,
              field_id: item.fieldId,
              side: item.side,
              sort_order: item.index,
              required: flag(item.required),
              readonly: flag(item.readonly),
            })),
          )
          .execute();
    }
    if (relatedLists !== undefined) await saveRelatedLists(trx, layout.id, relatedLists);
    return saveLayoutVersion(trx, layout.id, context.now(), user, {
      sections: sections.map(({ items, ...section }) => ({ ...section, items })),
      relatedLists: relatedLists === undefined ? layout.relatedLists : relatedLists,
    });
  });
  return { layoutId: layout.id, sectionIds: sections.map((section) => section.id), version };
}
