import { lineObjectByLineApi, PRODUCT_LINE_RENDERER_PREFIXES, RECEIVABLE } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { STANDARD_OBJECTS } from './index.js';

describe('the prefixes kept on the product-line renderer (spec 2 §2, DECISIONS 2)', () => {
  it.each(Object.entries(PRODUCT_LINE_RENDERER_PREFIXES))(
    '[S2-B-024] %s is an object of the catalogue whose lines are edited in its record’s form',
    (prefix, { objectApi, formObjectApi, editor }) => {
      expect(STANDARD_OBJECTS.find((object) => object.prefix === prefix)?.api).toBe(objectApi);
      expect(STANDARD_OBJECTS.some((object) => object.api === formObjectApi)).toBe(true);
      if (editor === 'paymentDetails') {
        expect([objectApi, formObjectApi]).toEqual([RECEIVABLE.detailApi, RECEIVABLE.objectApi]);
      } else if (objectApi !== formObjectApi) {
        // A line prefix: the form is its record's, the one its line lookup points at.
        expect(lineObjectByLineApi(objectApi)?.parentApi).toBe(formObjectApi);
      }
    },
  );
});
