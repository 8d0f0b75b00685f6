import { describe, expect, it } from 'vitest';
import {
  addSection,
  type LayoutDraft,
  moveField,
  moveSection,
  removeField,
  saveBody,
  updateSection,
} from './layout-draft.js';

const item = (api: string) => ({ api, required: false, readonly: false });
const draft = (): LayoutDraft => ({
  sections: [
    {
      key: 's1',
      id: 's1',
      title: 'Main',
      colNum: 2,
      showWhenEdit: true,
      left: [item('name'), item('code')],
      right: [item('size')],
    },
    { key: 's2', id: 's2', title: 'More', colNum: 1, showWhenEdit: true, left: [item('notes')], right: [] },
  ],
  relatedLists: null,
});
const apis = (value: LayoutDraft) =>
  value.sections.map((section) => [
    section.left.map((entry) => entry.api),
    section.right.map((entry) => entry.api),
  ]);

/** The layout editor's moves (issue 18): where a dragged field lands, sections and the saved request. */
describe('layout draft', () => {
  it('moves a field within its column, to another section and back to the palette', () => {
    expect(apis(moveField(draft(), 'name', { sectionKey: 's1', side: 'left', index: 2 }))).toEqual([
      [['code', 'name'], ['size']],
      [['notes'], []],
    ]);
    const moved = moveField(draft(), 'size', { sectionKey: 's2', side: 'right', index: 0 });
    // A one-column section takes the field on its left.
    expect(apis(moved)).toEqual([
      [['name', 'code'], []],
      [['size', 'notes'], []],
    ]);
    expect(apis(removeField(moved, 'code'))[0]).toEqual([['name'], []]);
  });

  it('a field from the palette lands where it is dropped; a new section keeps fields when it turns to one column', () => {
    let next = addSection(draft(), 'Shipping');
    const key = next.sections[2]?.key ?? '';
    next = moveField(next, 'weight', { sectionKey: key, side: 'right', index: 0 });
    next = moveField(next, 'notes', { sectionKey: key, side: 'left', index: 0 });
    next = updateSection(next, key, { colNum: 1 });
    expect(next.sections[2]).toMatchObject({ title: 'Shipping', colNum: 1, right: [] });
    expect(next.sections[2]?.left.map((entry) => entry.api)).toEqual(['notes', 'weight']);
    expect(moveSection(next, key, -1).sections.map((section) => section.title)).toEqual([
      'Main',
      'Shipping',
      'More',
    ]);
    const body = saveBody('lay1', next);
    expect(body.sections[2]).toEqual({
      title: 'Shipping',
      colNum: 1,
      showWhenEdit: true,
      fields: { left: ['notes', 'weight'] },
    });
    expect(body.sections[0]?.id).toBe('s1');
    expect(body.relatedLists).toBeNull();
  });
});
