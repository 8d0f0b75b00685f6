import type { CustomPageComponent } from '@vela/core';

/**
 * The page being edited: its components in order. Pure moves, so the editor's buttons (and their
 * keyboard use) are one-liners and testable without a screen.
 */
export type DraftComponent = CustomPageComponent;

export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

export const replaced = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((one, at) => (at === index ? item : one));

export const removed = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);

export const NEW_COMPONENT: Record<CustomPageComponent['kind'], CustomPageComponent> = {
  richText: { kind: 'richText', blocks: [{ style: 'paragraph', text: '' }] },
  listView: { kind: 'listView', objectApi: '', objId: '', prefix: '' },
  recordDetail: { kind: 'recordDetail', recordId: '' },
};
