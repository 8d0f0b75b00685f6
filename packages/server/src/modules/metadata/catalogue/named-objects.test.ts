import { LINE_OBJECTS } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { STANDARD_OBJECTS } from './index.js';

/** Spec 2 §3 "Objects named": the standard objects and fields the form's rules refer to by name. */
const fieldOf = (objectApi: string, fieldApi: string) =>
  STANDARD_OBJECTS.find((object) => object.api === objectApi)?.fields.find((field) => field.api === fieldApi);

describe('objects and fields named by spec 2 §3', () => {
  it.each([
    ['[S2-D-033] Opportunity: the customer field khmc, a lookup to accounts', 'Opportunity', 'khmc', 'Y'],
    ['[S2-D-034] the order: its account field accountid', 'velaorder', 'accountid', 'Y'],
    ['[S2-D-035] Invoices: account_name', 'Invoices', 'account_name', 'Y'],
    ['[S2-D-035] Invoices: invoice_date', 'Invoices', 'invoice_date', 'D'],
    ['[S2-D-036] the purchase order: vendorname', 'velapurchaseorder', 'vendorname', 'Y'],
    ['[S2-D-037] Shift: starttime', 'Shift', 'starttime', 'F'],
    ['[S2-D-037] Shift: endtime', 'Shift', 'endtime', 'F'],
    ['[S2-D-037] Shift: serviceresourceid', 'Shift', 'serviceresourceid', 'Y'],
    ['[S2-D-037] Shift: serviceterritoryid', 'Shift', 'serviceterritoryid', 'Y'],
    ['[S2-D-038] WorkRule: fieldoperator', 'WorkRule', 'fieldoperator', 'L'],
    ['[S2-D-038] WorkRule: resourcespropertyvalue', 'WorkRule', 'resourcespropertyvalue', undefined],
    ['[S2-D-039] ServiceGoal: qualificationfield', 'ServiceGoal', 'qualificationfield', undefined],
    ['[S2-D-041] payment rows (velaproceeddetail): account', 'velaproceeddetail', 'account', 'Y'],
    ['[S2-D-041] payment rows: contract', 'velaproceeddetail', 'contract', 'Y'],
    ['[S2-D-041] payment rows: velaorder ({product}order)', 'velaproceeddetail', 'velaorder', 'Y'],
    ['[S2-D-041] payment rows: paymentdetails', 'velaproceeddetail', 'paymentdetails', 'X'],
    ['[S2-D-041] payment rows: paymentmode', 'velaproceeddetail', 'paymentmode', 'L'],
    ['[S2-D-041] payment rows: paymentdate', 'velaproceeddetail', 'paymentdate', 'D'],
    ['[S2-D-041] payment rows: invoice', 'velaproceeddetail', 'invoice', 'Y'],
  ] as const)('%s', (_title, objectApi, fieldApi, type) => {
    const field = fieldOf(objectApi, fieldApi);
    expect(field, `${objectApi}.${fieldApi}`).toBeDefined();
    if (type) expect(field?.type).toBe(type);
  });
});

describe('the 002 order type (spec 2 §3)', () => {
  it('[S2-K-004] prefix 002 is an order-type object whose lines total into its amount field jine', () => {
    const orderType = STANDARD_OBJECTS.find((object) => object.prefix === '002');
    expect(orderType?.api).toBe('salesorder');
    expect(fieldOf('salesorder', 'jine')?.type).toBe('c');
    expect(LINE_OBJECTS.find((line) => line.parentApi === 'salesorder')?.totalField).toBe('jine');
  });
});
