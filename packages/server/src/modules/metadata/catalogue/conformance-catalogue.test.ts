import { LINE_OBJECTS, lineObjectByLineApi, lineObjectOf } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { expandFields } from './expand-fields.js';
import { STANDARD_OBJECTS } from './index.js';

const byPrefix = (prefix: string) => STANDARD_OBJECTS.find((object) => object.prefix === prefix);

describe('line-item prefixes (spec 1 §3, spec 2 §3)', () => {
  it.each([
    ['011', 'quotedetail', 'quote'],
    ['021', 'velaorderdetail', 'velaorder'],
    ['032', 'invoicedetail', 'Invoices'],
    ['092', 'purchaseorderdetail', 'velapurchaseorder'],
  ])('[S1-K-006] %s is the line object %s, the product lines of %s', (prefix, lineApi, parentApi) => {
    expect(byPrefix(prefix)?.api).toBe(lineApi);
    expect(lineObjectByLineApi(lineApi)?.parentApi).toBe(parentApi);
  });

  it('[S1-K-006] 002 is the order type whose record carries product lines (DECISIONS 2)', () => {
    expect(byPrefix('002')?.api).toBe('salesorder');
    expect(lineObjectOf('salesorder')?.lineApi).toBe('salesorderdetail');
    // Every object with product lines is one of the special prefixes or their parents.
    const special = new Set(['002', '011', '021', '032', '092']);
    for (const line of LINE_OBJECTS) {
      const lineObject = STANDARD_OBJECTS.find((object) => object.api === line.lineApi);
      const parent = STANDARD_OBJECTS.find((object) => object.api === line.parentApi);
      expect(special.has(lineObject?.prefix ?? '') || special.has(parent?.prefix ?? ''), line.lineApi).toBe(
        true,
      );
    }
  });
});

/**
 * Spec 2 §3 "Record fields named": where Vela keeps each (all but `allWorkingHours`, which no object
 * has yet, and `{product}dupecatcherids`, a field of the save answer, not of a record: save-types.ts).
 * Not cited as S2-D-031 while a part of that row is missing (docs/CONFORMANCE.md).
 */
describe('record fields named by spec 2 §3', () => {
  const expanded = (objectApi: string, fieldApi: string) => {
    const object = STANDARD_OBJECTS.find((candidate) => candidate.api === objectApi);
    return object ? expandFields(object).find((field) => field.api === fieldApi) : undefined;
  };

  it.each([
    ['Account', ['id', 'recordtype', 'ownerid', 'createbyid', 'lastmodifybyid', 'name']],
    ['Opportunity', ['currency', 'amount']],
    ['Task', ['tasktype', 'subject', 'belongtoid', 'whoid', 'relateid']],
    ['Event', ['subject', 'belongtoid', 'whoid', 'relateid', 'begintime', 'endtime']],
    ['project', ['start_date', 'end_date', 'daily_working_hours']],
    ['Lead', ['assignstate', 'marketsea']],
    ['ServiceResource', ['resourcetype', 'servicecrewid', 'relatedrecordid']],
    ['velaMilestone', ['sequence_of_milestones']],
    ['velaSubtask', ['working_hours_billing', 'sequence_of_tasks', 'their_task']],
    ['Contact', ['qywxlxr']],
    ['velaKArticle', ['new_article_type', 'knowledge_article']],
    ['velaproceeddetail', ['amount', 'paymentmode', 'paymentdate', 'paymentdetails', 'invoice']],
    ['velacase', ['case_assiGNment']],
    ['salesorder', ['jine']],
  ] as const)('%s has %j', (objectApi, fieldApis) => {
    for (const fieldApi of fieldApis)
      expect(
        expanded(objectApi, fieldApi) ?? (fieldApi === 'id' ? 'the record key' : undefined),
        `${objectApi}.${fieldApi}`,
      ).toBeDefined();
  });

  it('belongtoid holds several owners; tasktype offers logcall; assignstate starts as SelfCreated', () => {
    expect(expanded('Event', 'belongtoid')?.type).toBe('MR');
    const options = (objectApi: string, fieldApi: string) =>
      (expanded(objectApi, fieldApi) as { options?: ReadonlyArray<readonly string[]> } | undefined)
        ?.options ?? [];
    expect(options('Task', 'tasktype').map((option) => option[0])).toContain('logcall');
    expect(options('Lead', 'assignstate').find((option) => option[2] === '*')?.[0]).toBe('SelfCreated');
  });
});
