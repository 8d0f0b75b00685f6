import type { AppMenuEntry, AppMenuItemInput } from '@vela/core';

/**
 * The menu being edited (issue 18): the app's items as the server answered, changed in memory until
 * "Save navigation". Pure, so moving, adding and removing are tested without a screen. A place is
 * [index] at the first level or [group index, child index] inside a group.
 */
export type DraftChild = Omit<AppMenuEntry, 'children' | 'id'> & { id?: string; key: string };
export type DraftItem = DraftChild & { children: DraftChild[] };
export type Place = readonly [number] | readonly [number, number];

let counter = 0;
/** A key for React that a new item keeps until it is saved (then its id). */
export const newKey = () => `new-${++counter}`;

export function draftOf(menu: readonly AppMenuEntry[]): DraftItem[] {
  return menu.map((item) => ({
    ...item,
    key: item.id,
    children: item.children.map((child) => ({ ...child, key: child.id })),
  }));
}

function siblingsOf(items: DraftItem[], place: Place): DraftChild[] {
  if (place.length === 1) return items;
  return items[place[0]]?.children ?? [];
}

function withSiblings(items: DraftItem[], place: Place, siblings: DraftChild[]): DraftItem[] {
  if (place.length === 1) return siblings as DraftItem[];
  return items.map((item, index) => (index === place[0] ? { ...item, children: siblings } : item));
}

export function itemAt(items: readonly DraftItem[], place: Place): DraftChild | undefined {
  const top = items[place[0]];
  return place.length === 1 ? top : top?.children[place[1]];
}

/** Moves an item one place up (-1) or down (+1) among its siblings; at an end nothing changes. */
export function moveItem(items: DraftItem[], place: Place, delta: -1 | 1): DraftItem[] {
  const siblings = [...siblingsOf(items, place)];
  const from = place[place.length - 1] ?? 0;
  const to = from + delta;
  if (to < 0 || to >= siblings.length) return items;
  const [moved] = siblings.splice(from, 1);
  if (!moved) return items;
  siblings.splice(to, 0, moved);
  return withSiblings(items, place, siblings);
}

export function removeItem(items: DraftItem[], place: Place): DraftItem[] {
  const from = place[place.length - 1] ?? 0;
  return withSiblings(
    items,
    place,
    siblingsOf(items, place).filter((_, index) => index !== from),
  );
}

export function changeItem(items: DraftItem[], place: Place, patch: Partial<DraftChild>): DraftItem[] {
  const from = place[place.length - 1] ?? 0;
  return withSiblings(
    items,
    place,
    siblingsOf(items, place).map((item, index) => (index === from ? { ...item, ...patch } : item)),
  );
}

/** Moves an item dragged onto a sibling's place (same level, same group); elsewhere nothing changes. */
export function dropItem(items: DraftItem[], from: Place, to: Place): DraftItem[] {
  if (from.length !== to.length || (from.length === 2 && from[0] !== to[0])) return items;
  const start = from[from.length - 1] ?? 0;
  const end = to[to.length - 1] ?? 0;
  if (start === end) return items;
  const siblings = [...siblingsOf(items, from)];
  const [moved] = siblings.splice(start, 1);
  if (!moved) return items;
  siblings.splice(end, 0, moved);
  return withSiblings(items, from, siblings);
}

/** Makes the item at place the tab an app opens first (on), or none (off): one per app. */
export function setLaunchTab(items: DraftItem[], place: Place, on: boolean): DraftItem[] {
  const target = itemAt(items, place);
  const flag = (item: DraftChild) => on && item === target;
  return items.map((item) => ({
    ...item,
    isDefaultLaunchTab: flag(item),
    children: item.children.map((child) => ({ ...child, isDefaultLaunchTab: flag(child) })),
  }));
}

/** Adds an item at the end of the first level, or of the group at groupIndex. */
export function addItem(items: DraftItem[], item: DraftChild, groupIndex?: number): DraftItem[] {
  if (groupIndex === undefined || items[groupIndex]?.kind !== 'group')
    return [...items, { ...item, children: [] }];
  return items.map((one, index) =>
    index === groupIndex ? { ...one, children: [...one.children, item] } : one,
  );
}

/** A new item's defaults: nothing chosen beyond what the caller gives. */
export function blankItem(patch: Partial<DraftChild> & Pick<DraftChild, 'kind' | 'name'>): DraftChild {
  return {
    key: newKey(),
    labels: {},
    objectApi: '',
    layoutType: 'list',
    standardTabId: '',
    customPageId: '',
    url: '',
    openPlace: '',
    openMode: '',
    isfixed: false,
    isDefaultLaunchTab: false,
    ...patch,
  };
}

function childInput(item: DraftChild): AppMenuItemInput {
  const { key: _key, id, ...rest } = item;
  return id ? { id, ...rest } : rest;
}

/** The request of saveMenu: the items in order, groups with their children. */
export function menuInput(items: readonly DraftItem[]): AppMenuItemInput[] {
  return items.map(({ children, ...item }) => ({ ...childInput(item), children: children.map(childInput) }));
}

/** The place a refusal names ("items.3.objectApi", "items.1.children.0.name"), to mark its row. */
export function placeOfRefusal(reason: string): Place | undefined {
  const match = /^items\.(\d+)(?:\.children\.(\d+))?/.exec(reason);
  if (!match) return undefined;
  return match[2] === undefined ? [Number(match[1])] : [Number(match[1]), Number(match[2])];
}
