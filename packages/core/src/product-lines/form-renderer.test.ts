import { describe, expect, it } from 'vitest';
import { createEditRendererOf, PRODUCT_LINE_RENDERER_PREFIXES } from './form-renderer.js';

describe('which renderer draws a create/edit form', () => {
  it('[S2-B-024] the seven prefixes, their objects and the records their lines belong to keep the product-line renderer under any setting', () => {
    expect(Object.keys(PRODUCT_LINE_RENDERER_PREFIXES).sort()).toEqual([
      '002',
      '009',
      '011',
      '021',
      '032',
      '072',
      '092',
    ]);
    for (const { objectApi, formObjectApi } of Object.values(PRODUCT_LINE_RENDERER_PREFIXES))
      for (const setting of ['1', '0', undefined]) {
        expect(createEditRendererOf(objectApi, setting), `${objectApi} ${setting}`).toBe('productLines');
        expect(createEditRendererOf(formObjectApi, setting), `${formObjectApi} ${setting}`).toBe(
          'productLines',
        );
      }
  });

  it.each([
    ['Account', '1', 'layout'],
    ['Lead', '1', 'layout'],
    ['Account', '0', 'productLines'],
    ['Account', '', 'productLines'],
    ['Account', undefined, 'productLines'],
    ['Account', 'true', 'productLines'],
    ['Quote', '1', 'productLines'],
  ] as const)(
    '[S2-B-025] %s with IS_OPEN_NEW_CREATE_EDIT %j is drawn by the %s renderer',
    (objectApi, setting, renderer) => {
      expect(createEditRendererOf(objectApi, setting)).toBe(renderer);
    },
  );
});
