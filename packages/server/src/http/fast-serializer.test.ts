import { getDetailContract } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastSerializer } from './fast-serializer.js';

/** zod's serialisation, as the type provider does it: the reference the fast serialiser must match. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.parse(JSON.stringify(z.encode(schema, data)));

/** A layout field of the record detail, with the given values over plain ones. */
function layoutField(values: Record<string, unknown>) {
  const plain = { fieldId: 'f', fieldType: 'S', fieldLabel: 'Label', required: false, requiredCopy: false };
  const sizes = { length: 80, fieldLength: 80, schemefieldLength: 80, decimalPlaces: 0 };
  const texts = { defaultValue: '', expressionType: '', placeholder: '', helpText: '', bgcolor: '' };
  const flags = { edit: true, isContrField: false, DpendFieldEdit: false, hidden: false, isUnique: false };
  const lookup = { lookupObj: '', lookupObjPrefix: '', parentType: '', rules: [], data: [], children: [] };
  return { ...plain, ...sizes, ...texts, ...flags, ...lookup, ...values };
}

describe('the fast answer serialiser', () => {
  it('writes a record detail (recursive fields, unions of objects) as zod does, undeclared keys dropped', () => {
    const street = layoutField({ apiname: 'street', value: null, parentType: 'AD' });
    const field = layoutField({
      apiname: 'name',
      value: 'Acme',
      internal: 'dropped',
      data: [
        { key: 'a', val: 'A', extra: 1 },
        { id: '001', value: 'Acme' },
      ],
      children: [street],
    });
    const rights = {
      isQuery: true,
      isEdit: true,
      isDelete: false,
      isCreate: true,
      isShare: false,
      isTransfer: false,
      isApprove: false,
    };
    const detail = {
      data: { name: 'Acme', amount: 3, active: true, owner: null },
      objectApi: 'Account',
      objId: 'o',
      prefix: '001',
      labelName: 'Account',
      recordTypeName: '',
      layoutId: 'l',
      dataList: [
        {
          title: 'Info',
          colNum: 2,
          showWhenEdit: true,
          selectionId: 's',
          data: [{ left: field, right: {} }],
        },
      ],
      permission: { ...rights, secret: 'x' },
    };
    const fast = compileFastSerializer(getDetailContract.response);
    expect(fast).not.toBeNull();
    expect(JSON.parse(fast?.(detail) ?? '')).toEqual(viaZod(getDetailContract.response, detail));
  });

  it('keeps zod for what it cannot write the same: codecs, defaults, dates, unions told apart by checks', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    for (const schema of [
      z.object({ at: isoDate }),
      z.object({ size: z.number().default(1) }),
      z.object({ at: z.date() }),
      z.union([z.object({ code: z.string().max(2) }), z.object({ code: z.string() })]),
    ]) {
      expect(compileFastSerializer(schema)).toBeNull();
    }
  });
});
