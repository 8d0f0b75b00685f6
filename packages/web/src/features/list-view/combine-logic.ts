import type { FilterCriterion } from './list-view-api.js';

/**
 * A view's criteria plus the filter panel's, as one list with one logic: the
 * panel's numbers move past the view's, and the two logics are joined by AND.
 */
export function combineLogic(
  first: FilterCriterion[],
  firstLogic: string,
  second: FilterCriterion[],
  secondLogic: string,
): { criteria: FilterCriterion[]; logic: string } {
  const criteria = [...first, ...second];
  if (firstLogic.trim() === '' && secondLogic.trim() === '') return { criteria, logic: '' };
  const numbers = (count: number, offset: number) =>
    Array.from({ length: count }, (_, index) => String(index + 1 + offset)).join(' AND ');
  const left = firstLogic.trim() || numbers(first.length, 0);
  const right = (secondLogic.trim() || numbers(second.length, 0)).replace(/\d+/g, (n) =>
    String(Number(n) + first.length),
  );
  const parts = [left, right].filter((part) => part !== '').map((part) => `(${part})`);
  return { criteria, logic: parts.join(' AND ') };
}
