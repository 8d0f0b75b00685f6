import { checkTablePrint, checkTemplatePrint } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './print-list-state.js';
import { printDetailPath, templatePrintPath } from './print-paths.js';

const id = 'a0qP7IOLhA-2KybT-x';

describe('print links', () => {
  it('[S1-R-156] a quote prints through print-quotation with the default template, parameters core accepts', () => {
    const link = templatePrintPath({ id, objId: 'quote', objectApi: 'quote', name: 'Q / 1' }, undefined);
    expect(link).toEqual({
      kind: 'quotation',
      path: `/print-quotation/Q%20%2F%201/quote/${id}/default/print`,
    });
    const [, , , objId, recordId, templateId, type] = (link?.path ?? '').split('/');
    expect(checkTemplatePrint({ objId, id: recordId, templateId, type }).ok).toBe(true);
  });

  it('[S1-R-233] an invoice prints through print-invoices with who asked for it', () => {
    const link = templatePrintPath(
      { id: `inv${id.slice(3)}`, objId: 'invoices', objectApi: 'Invoices', name: 'INV' },
      { userId: '005abc', loginName: 'ada@vela.local', orgId: '00Dxyz' },
    );
    expect(link?.kind).toBe('invoice');
    expect(link?.path).toMatch(/\/default\/print\/005abc\/ada%40vela\.local\/00Dxyz$/);
  });

  it('[S1-R-235] an object without product lines has no template print; every record has print-detail', () => {
    expect(
      templatePrintPath({ id, objId: 'account', objectApi: 'Account', name: 'A' }, undefined),
    ).toBeUndefined();
    expect(printDetailPath(id)).toBe(`/print-detail/${id}/a0q`);
  });

  it('[S1-R-234] the list state round-trips through ?list= and nothing is written for a plain list', () => {
    const state = {
      filters: { criteria: [{ field: 'type', operator: 'e', value: 'Customer' }], logic: '' },
      sort: { field: 'name', order: 'desc' as const },
    };
    expect(readListState(writeListState(state))).toEqual({ ok: true, value: state });
    expect(writeListState({ filters: { criteria: [] } })).toBe('');
    expect(readListState('{oops')).toEqual({ ok: false, problem: 'list is not readable JSON' });
    expect(checkTablePrint({ objectApi: 'Account', pageNum: '1', pageSize: '25' }).ok).toBe(true);
  });
});
