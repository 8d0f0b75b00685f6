import type { EditorLayout, LayoutEditorItem, RelatedListRef } from '@vela/core';
import type { SaveLayoutBody } from './setup-api.js';

/**
 * The layout editor's working copy and its moves, apart from the screen: sections with their fields
 * left and right, and where a dragged field lands. Saving turns it back into saveLayout's request.
 */
export type Side = 'left' | 'right';

export interface DraftSection {
  /** The editor's key; a new section has no server id until it is saved. */
  key: string;
  id?: string;
  title: string;
  colNum: 1 | 2;
  showWhenEdit: boolean;
  left: LayoutEditorItem[];
  right: LayoutEditorItem[];
}

export interface LayoutDraft {
  sections: DraftSection[];
  relatedLists: RelatedListRef[] | null;
}

/** Where a field is dropped: before the item at index in a section's column, or the column's end. */
export interface DropPlace {
  sectionKey: string;
  side: Side;
  index: number;
}

let nextKey = 0;
export const newSectionKey = () => `new-${++nextKey}`;

export function draftOf(layout: EditorLayout): LayoutDraft {
  return {
    sections: layout.sections.map((section) => ({
      key: section.id,
      id: section.id,
      title: section.title,
      colNum: section.colNum,
      showWhenEdit: section.showWhenEdit,
      left: section.left,
      right: section.right,
    })),
    relatedLists: layout.relatedLists,
  };
}

export function placedApis(draft: LayoutDraft): Set<string> {
  return new Set(
    draft.sections.flatMap((section) => [...section.left, ...section.right].map((item) => item.api)),
  );
}

function without(
  draft: LayoutDraft,
  api: string,
): { sections: DraftSection[]; item: LayoutEditorItem | undefined } {
  let item: LayoutEditorItem | undefined;
  const sections = draft.sections.map((section) => {
    const take = (items: LayoutEditorItem[]) =>
      items.filter((candidate) => {
        if (candidate.api !== api) return true;
        item = candidate;
        return false;
      });
    return { ...section, left: take(section.left), right: take(section.right) };
  });
  return { sections, item };
}

/** Moves a field (from the palette or a section) to a place; dropped back where it was, nothing changes. */
export function moveField(draft: LayoutDraft, api: string, place: DropPlace): LayoutDraft {
  const from = locate(draft, api);
  const { sections, item } = without(draft, api);
  let index = place.index;
  // Taking the field out of the same column earlier shifts the places after it by one.
  if (from && from.sectionKey === place.sectionKey && from.side === place.side && from.index < index)
    index -= 1;
  const moved = item ?? { api, required: false, readonly: false };
  return {
    ...draft,
    sections: sections.map((section) => {
      if (section.key !== place.sectionKey) return section;
      const side: Side = section.colNum === 1 ? 'left' : place.side;
      const items = [...section[side]];
      items.splice(Math.min(index, items.length), 0, moved);
      return { ...section, [side]: items };
    }),
  };
}

export function removeField(draft: LayoutDraft, api: string): LayoutDraft {
  return { ...draft, sections: without(draft, api).sections };
}

export function locate(draft: LayoutDraft, api: string): DropPlace | undefined {
  for (const section of draft.sections)
    for (const side of ['left', 'right'] as const) {
      const index = section[side].findIndex((item) => item.api === api);
      if (index >= 0) return { sectionKey: section.key, side, index };
    }
  return undefined;
}

export function updateSection(draft: LayoutDraft, key: string, change: Partial<DraftSection>): LayoutDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) => {
      if (section.key !== key) return section;
      const next = { ...section, ...change };
      // One column: the right side's fields follow the left side's, none is lost.
      return next.colNum === 1 && next.right.length > 0
        ? { ...next, left: [...next.left, ...next.right], right: [] }
        : next;
    }),
  };
}

export function setItemFlag(
  draft: LayoutDraft,
  api: string,
  flag: 'required' | 'readonly',
  on: boolean,
): LayoutDraft {
  const change = (items: LayoutEditorItem[]) =>
    items.map((item) => (item.api === api ? { ...item, [flag]: on } : item));
  return {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      left: change(section.left),
      right: change(section.right),
    })),
  };
}

export function moveSection(draft: LayoutDraft, key: string, by: -1 | 1): LayoutDraft {
  const at = draft.sections.findIndex((section) => section.key === key);
  const to = at + by;
  if (at < 0 || to < 0 || to >= draft.sections.length) return draft;
  const sections = [...draft.sections];
  const [section] = sections.splice(at, 1);
  if (section) sections.splice(to, 0, section);
  return { ...draft, sections };
}

export function addSection(draft: LayoutDraft, title: string): LayoutDraft {
  return {
    ...draft,
    sections: [
      ...draft.sections,
      { key: newSectionKey(), title, colNum: 2, showWhenEdit: true, left: [], right: [] },
    ],
  };
}

/** Removes a section; its fields go back to the palette. */
export function removeSection(draft: LayoutDraft, key: string): LayoutDraft {
  return { ...draft, sections: draft.sections.filter((section) => section.key !== key) };
}

const itemOut = (item: LayoutEditorItem) =>
  item.required || item.readonly
    ? { api: item.api, required: item.required, readonly: item.readonly }
    : item.api;

export function saveBody(layoutId: string, draft: LayoutDraft): SaveLayoutBody {
  return {
    layoutId,
    sections: draft.sections.map((section) => ({
      ...(section.id ? { id: section.id } : {}),
      title: section.title,
      colNum: section.colNum,
      showWhenEdit: section.showWhenEdit,
      fields: {
        left: section.left.map(itemOut),
        ...(section.colNum === 2 ? { right: section.right.map(itemOut) } : {}),
      },
    })),
    relatedLists: draft.relatedLists,
  };
}
