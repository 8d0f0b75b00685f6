import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { currentMetadata } from './metadata-cache.js';

/** Layouts, dynamic rules, duplicate rules, lookup-value expressions, picklists and record types changed by call. */
describeEachDatabase('metadata change calls', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let member: TestUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const asMember = recordCalls(
    () => app,
    () => member,
  );
  const metadata = () => currentMetadata(getDatabase().handle);
  const account = async () => {
    const object = (await metadata()).byId.get('account');
    if (!object) throw new Error('no account object');
    return object;
  };
  const layoutNamed = async (name: string) => {
    const layout = [...(await account()).layouts.values()].find((candidate) => candidate.name === name);
    if (!layout) throw new Error(`no layout ${name}`);
    return layout;
  };
  const refusal = async (url: string, body: unknown, status: number, text: string) => {
    const answer = await calls.call(url, body);
    expect(answer.status).toBe(status);
    expect(answer.json.result).toBe(false);
    expect(answer.json.returnInfo).toContain(text);
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin' });
    member = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('changes a layout: sections, columns, showWhenEdit and fields left and right, seen by the next save', async () => {
    const layout = await layoutNamed('Partner layout');
    const first = layout.sections[0];
    const { json } = await calls.call('/metadata/saveLayout', {
      layoutId: layout.id,
      sections: [
        {
          id: first?.id,
          title: 'Partner basics',
          colNum: 2,
          fields: {
            left: ['name', { api: 'phone', required: true }, 'partner_level'],
            right: ['ownerid', 'type'],
          },
        },
        { title: 'Notes', colNum: 1, showWhenEdit: false, fields: { left: ['description'] } },
      ],
    });
    expect(json.result).toBe(true);
    const changed = await layoutNamed('Partner layout');
    expect(changed.sections.map((section) => [section.title, section.colNum, section.showWhenEdit])).toEqual([
      ['Partner basics', 2, true],
      ['Notes', 1, false],
    ]);
    expect(changed.sections[0]?.id).toBe(first?.id);
    const snapshot = await metadata();
    const side = (which: string) =>
      changed.sections[0]?.items
        .filter((item) => item.side === which)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((item) => snapshot.fieldsById.get(item.fieldId)?.apiName);
    expect(side('left')).toEqual(['name', 'phone', 'partner_level']);
    expect(side('right')).toEqual(['ownerid', 'type']);
    expect(changed.sections[0]?.items.find((item) => item.required)?.fieldId).toBe(
      snapshot.byId.get('account')?.fieldsByApi.get('phone')?.id,
    );
    const partnerType = (await account()).recordTypes.find((recordType) => recordType.name === 'Partner');
    const missingPhone = await calls.save('Account', {
      name: 'Layout Partner',
      recordtype: partnerType?.id,
      partner_level: 'Gold',
    });
    expect(missingPhone.isSaveSuccess).toBe(false);
    expect(missingPhone.errorField).toBe('phone');
    // Billing address left the layout, so its sub-fields are no longer shown; the save with a phone passes.
    const saved = await calls.save('Account', {
      name: 'Layout Partner',
      recordtype: partnerType?.id,
      partner_level: 'Gold',
      phone: '+1 555 0101',
    });
    expect(saved.isSaveSuccess).toBe(true);
  });

  it('refuses a layout with unknown fields, doubled fields, a right side on one column or a foreign section', async () => {
    const layout = await layoutNamed('Customer layout');
    const other = await layoutNamed('Partner layout');
    const section = (fields: unknown, extra: Record<string, unknown> = {}) => ({
      layoutId: layout.id,
      sections: [{ title: 'S', colNum: 2, fields, ...extra }],
    });
    await refusal(
      '/metadata/saveLayout',
      section({ left: ['name', 'nope'] }),
      400,
      'sections[0].fields.left[1]: Account has no field "nope"',
    );
    await refusal(
      '/metadata/saveLayout',
      section({ left: ['name'], right: ['name'] }),
      400,
      '"name" is on the layout twice',
    );
    await refusal(
      '/metadata/saveLayout',
      {
        layoutId: layout.id,
        sections: [{ title: 'S', colNum: 1, fields: { left: ['name'], right: ['phone'] } }],
      },
      400,
      'a one-column section has no right side',
    );
    await refusal(
      '/metadata/saveLayout',
      section({ left: ['name'] }, { id: other.sections[0]?.id }),
      400,
      'layout "Customer layout" has no section',
    );
    await refusal(
      '/metadata/saveLayout',
      section({ left: ['billingaddress00'] }),
      400,
      'belongs to a group field',
    );
    await refusal(
      '/metadata/saveLayout',
      { layoutId: 'nothing', sections: [{ title: 'S', colNum: 2, fields: { left: [] } }] },
      404,
      'Layout "nothing" was not found',
    );
    expect((await layoutNamed('Customer layout')).sections.map((candidate) => candidate.title)).toEqual([
      'Account information',
      'Address',
      'Description',
    ]);
  });

  it('[S2-C-004] [S2-C-042] adds, changes and deletes a dynamic layout rule; each save and the layout rule list see the change at once', async () => {
    const layout = await layoutNamed('Customer layout');
    const added = await calls.call('/metadata/saveDynamicRule', {
      layoutId: layout.id,
      name: 'Banks need a phone',
      rule: {
        conditions: [
          { id: 1, fieldApi: 'industry', operator: 'e', value: 'Banking' },
          { id: 2, fieldApi: 'rating', operator: 'e', value: 'Hot' },
        ],
        logic: '1 OR 2',
        actions: { required: ['phone'] },
      },
    });
    expect(added.json.result).toBe(true);
    const ruleId = added.json.data.id as string;
    const bank = await calls.save('Account', { name: 'Rule Bank', industry: 'Banking' });
    expect(bank.isSaveSuccess).toBe(false);
    expect(bank.errorField).toBe('phone');
    const hot = await calls.save('Account', { name: 'Rule Hot', rating: 'Hot' });
    expect(hot.errorField).toBe('phone');

    const changed = await calls.call('/metadata/saveDynamicRule', {
      id: ruleId,
      layoutId: layout.id,
      name: 'Energy needs a phone',
      rule: {
        conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'Energy' }],
        actions: { required: ['phone'] },
      },
    });
    expect(changed.json.data.id).toBe(ruleId);
    expect((await calls.save('Account', { name: 'Rule Bank', industry: 'Banking' })).isSaveSuccess).toBe(
      true,
    );
    expect((await calls.save('Account', { name: 'Rule Energy', industry: 'Energy' })).errorField).toBe(
      'phone',
    );
    const loaded = (await calls.call('/objectdetail/getDynamicLayoutListDetail', { layoutId: layout.id }))
      .json;
    expect(loaded.data.rules).toContainEqual(
      expect.objectContaining({
        id: ruleId,
        conditions: [expect.objectContaining({ fieldApi: 'industry', value: 'Energy' })],
      }),
    );

    const deleted = await calls.call('/metadata/deleteMetadata', { kind: 'dynamicRule', id: ruleId });
    expect(deleted.json.result).toBe(true);
    expect((await calls.save('Account', { name: 'Rule Energy', industry: 'Energy' })).isSaveSuccess).toBe(
      true,
    );
    await refusal(
      '/metadata/deleteMetadata',
      { kind: 'dynamicRule', id: ruleId },
      404,
      `Dynamic rule "${ruleId}" was not found`,
    );
  });

  it('refuses a dynamic rule with an unknown field, a bad operator, bad logic or an unknown section', async () => {
    const layout = await layoutNamed('Customer layout');
    const rule = (overrides: Record<string, unknown>) => ({
      layoutId: layout.id,
      name: 'Broken rule',
      rule: {
        conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'x' }],
        actions: { required: ['phone'] },
        ...overrides,
      },
    });
    await refusal(
      '/metadata/saveDynamicRule',
      rule({ conditions: [{ id: 1, fieldApi: 'nofield', operator: 'e', value: 'x' }] }),
      400,
      'rule.conditions[0].fieldApi: Account has no field "nofield"',
    );
    await refusal(
      '/metadata/saveDynamicRule',
      rule({ conditions: [{ id: 1, fieldApi: 'industry', operator: 'zz', value: 'x' }] }),
      400,
      'rule.conditions[0].operator: "zz" is not an operator',
    );
    await refusal('/metadata/saveDynamicRule', rule({ logic: '1 AND 3' }), 400, 'rule.logic:');
    await refusal('/metadata/saveDynamicRule', rule({ logic: '1 AND (' }), 400, 'rule.logic:');
    await refusal(
      '/metadata/saveDynamicRule',
      rule({ actions: { required: ['ghost'] } }),
      400,
      'rule.actions.required[0]: Account has no field "ghost"',
    );
    await refusal(
      '/metadata/saveDynamicRule',
      rule({ actions: { showSections: ['sec-none'] } }),
      400,
      'has no section "sec-none"',
    );
    await refusal('/metadata/saveDynamicRule', rule({ conditions: [] }), 400, 'at least one condition');
    expect((await account()).dynamicRules.map((candidate) => candidate.name)).not.toContain('Broken rule');
  });

  it('adds a duplicate rule that finds records saved before it, changes it to warn, and deletes it', async () => {
    const existing = await calls.create('Account', { name: 'Phone Holder', phone: '+1 (555) 777-1234' });
    const added = await calls.call('/metadata/saveDuplicateRule', {
      objId: 'account',
      name: 'Same phone',
      action: 'block',
      match: [{ field: 'phone', match: 'phone' }],
    });
    expect(added.json.result).toBe(true);
    const ruleId = added.json.data.id as string;
    const blocked = await calls.save('Account', { name: 'Phone Copy', phone: '555 777 1234' });
    expect(blocked).toEqual(
      expect.objectContaining({ isSaveSuccess: false, duplicateAction: 'block', veladupecatcherids: ruleId }),
    );
    expect(blocked.duplicateCandidates).toEqual([{ id: existing, name: 'Phone Holder' }]);

    await calls.call('/metadata/saveDuplicateRule', {
      id: ruleId,
      objId: 'account',
      name: 'Same phone',
      action: 'warn',
      match: [{ field: 'phone', match: 'phone' }],
    });
    const warned = await calls.save('Account', { name: 'Phone Copy', phone: '555 777 1234' });
    expect(warned.duplicateAction).toBe('warn');
    expect(
      (
        await calls.save(
          'Account',
          { name: 'Phone Copy', phone: '555 777 1234' },
          { skipDuplicateWarning: true },
        )
      ).isSaveSuccess,
    ).toBe(true);

    await calls.call('/metadata/deleteMetadata', { kind: 'duplicateRule', id: ruleId });
    expect((await calls.save('Account', { name: 'Phone Third', phone: '555 777 1234' })).isSaveSuccess).toBe(
      true,
    );
    await refusal(
      '/metadata/saveDuplicateRule',
      { objId: 'account', name: 'Bad', action: 'warn', match: [{ field: 'nope', match: 'exact' }] },
      400,
      'match[0].field: Account has no field "nope"',
    );
    await refusal(
      '/metadata/saveDuplicateRule',
      { objId: 'account', name: 'Bad', action: 'maybe', match: [{ field: 'phone', match: 'exact' }] },
      400,
      'action',
    );
  });

  it('adds and changes a lookup-value expression the form answers at once, and refuses bad pairs', async () => {
    const added = await calls.call('/metadata/saveLookupExpression', {
      objId: 'contact',
      lookupField: 'accountid',
      expression: 'mobilephone = fax, description=description',
      isCover: true,
    });
    expect(added.json.returnInfo).toBe('');
    expect(added.json.data.expression).toBe('mobilephone=fax,description=description');
    const contact = (await metadata()).byId.get('contact');
    expect(contact?.lookupExpressions.find((entry) => entry.id === added.json.data.id)).toEqual(
      expect.objectContaining({ expression: 'mobilephone=fax,description=description', isCover: true }),
    );
    const form = (await calls.call('/master/getMasterInfo', { objId: 'contact', operation: 'NEW' })).json
      .data;
    expect(JSON.stringify(form)).toContain('"fieldrelateid":"mobilephone"');
    await calls.call('/metadata/saveLookupExpression', {
      id: added.json.data.id,
      objId: 'contact',
      lookupField: 'accountid',
      expression: 'mobilephone=phone',
    });
    const changed = (await metadata()).byId
      .get('contact')
      ?.lookupExpressions.find((entry) => entry.id === added.json.data.id);
    expect(changed).toEqual(expect.objectContaining({ expression: 'mobilephone=phone', isCover: false }));

    const bad = (expression: string, lookupField = 'accountid') => ({
      objId: 'contact',
      lookupField,
      expression,
    });
    await refusal('/metadata/saveLookupExpression', bad('nope=phone'), 400, 'Contact has no field "nope"');
    await refusal(
      '/metadata/saveLookupExpression',
      bad('mobilephone=nope'),
      400,
      'Account has no field "nope"',
    );
    await refusal(
      '/metadata/saveLookupExpression',
      bad('fax'),
      400,
      'pair 1 "fax" is not "targetField=sourceField"',
    );
    await refusal(
      '/metadata/saveLookupExpression',
      bad('mobilephone=phone', 'email'),
      400,
      'lookupField: "email" is not a lookup to one object',
    );
    await calls.call('/metadata/deleteMetadata', { kind: 'lookupExpression', id: added.json.data.id });
    expect((await metadata()).byId.get('contact')?.lookupExpressions.map((entry) => entry.id)).not.toContain(
      added.json.data.id,
    );
  });

  it('[S2-C-012] replaces picklist values: new ones save and are listed, retired ones are refused', async () => {
    const industry = (await account()).fieldsByApi.get('industry');
    const { json } = await calls.call('/metadata/savePicklistValues', {
      fieldId: industry?.id,
      values: [
        { codekey: 'Retail', codevalue: 'Retail' },
        { codekey: 'Space', codevalue: 'Space travel', isdefaultvalue: true, labels: { de: 'Raumfahrt' } },
      ],
    });
    expect(json.result).toBe(true);
    const listed = (await calls.call('/view/getSelectValue', { fieldId: industry?.id })).json.data;
    expect(JSON.stringify(listed)).toContain('Space travel');
    expect(JSON.stringify(listed)).not.toContain('Banking');
    expect((await calls.save('Account', { name: 'Rocket Co', industry: 'Space' })).isSaveSuccess).toBe(true);
    const retired = await calls.save('Account', { name: 'Old Bank', industry: 'Banking' });
    expect(retired.isSaveSuccess).toBe(false);
    expect(retired.errorField).toBe('industry');

    const rating = (await account()).fieldsByApi.get('rating');
    await refusal(
      '/metadata/savePicklistValues',
      {
        fieldId: rating?.id,
        values: [
          { codekey: 'A', codevalue: 'A' },
          { codekey: 'A', codevalue: 'B' },
        ],
      },
      400,
      'values[1].codekey: "A" is listed twice',
    );
    await refusal(
      '/metadata/savePicklistValues',
      {
        fieldId: rating?.id,
        values: [
          { codekey: 'A', codevalue: 'A', isdefaultvalue: true },
          { codekey: 'B', codevalue: 'B', isdefaultvalue: true },
        ],
      },
      400,
      'at most one default',
    );
    const phone = (await account()).fieldsByApi.get('phone');
    await refusal(
      '/metadata/savePicklistValues',
      { fieldId: phone?.id, values: [{ codekey: 'A', codevalue: 'A' }] },
      400,
      'Phone is not a picklist',
    );
    await refusal(
      '/metadata/savePicklistValues',
      { fieldId: 'fld-none', values: [{ codekey: 'A', codevalue: 'A' }] },
      404,
      'Field "fld-none" was not found',
    );
  });

  it('the administrator chooses the fields whose history is kept, at most 20 per object (issue 26 item 13)', async () => {
    const website = (await account()).fieldsByApi.get('website');
    expect(website?.trackHistory).toBe(false);
    const on = await calls.call('/metadata/setFieldHistoryTracking', {
      fieldId: website?.id,
      trackHistory: true,
    });
    expect(on.json.result, JSON.stringify(on.json)).toBe(true);
    expect((await account()).fieldsByApi.get('website')?.trackHistory).toBe(true);
    const saved = await calls.save('Account', { name: 'Tracked Co', website: 'https://one.example' });
    await calls.save('Account', { id: saved.id, website: 'https://two.example' });
    const history = async () =>
      (await calls.call('/objectdetail/getFieldHistory', { id: saved.id })).json.data.dataList as Array<{
        fieldApi: string;
        newValue: string | null;
        created: boolean;
      }>;
    expect(
      (await history()).filter((entry) => entry.fieldApi === 'website').map((entry) => entry.newValue),
    ).toEqual(['https://two.example']);
    expect((await history()).at(-1)?.created).toBe(true);
    await calls.call('/metadata/setFieldHistoryTracking', { fieldId: website?.id, trackHistory: false });
    await calls.save('Account', { id: saved.id, website: 'https://three.example' });
    expect((await history()).filter((entry) => entry.fieldApi === 'website')).toHaveLength(1);

    // Up to 20 tracked fields; the 21st is refused, naming the limit.
    const writable = (await account()).fields.filter(
      (field) => field.columnName && !field.formula && field.apiName !== 'website',
    );
    for (const field of writable) {
      if ((await account()).fields.filter((candidate) => candidate.trackHistory).length >= 20) break;
      if (!field.trackHistory)
        await calls.call('/metadata/setFieldHistoryTracking', { fieldId: field.id, trackHistory: true });
    }
    expect((await account()).fields.filter((field) => field.trackHistory)).toHaveLength(20);
    await refusal(
      '/metadata/setFieldHistoryTracking',
      { fieldId: website?.id, trackHistory: true },
      400,
      'already tracks the history of 20 fields',
    );
    const formula = (await metadata()).objects
      .flatMap((object) => object.fields)
      .find((field) => field.formula && !field.columnName);
    if (formula)
      await refusal(
        '/metadata/setFieldHistoryTracking',
        { fieldId: formula.id, trackHistory: true },
        400,
        'calculated',
      );
    await refusal(
      '/metadata/setFieldHistoryTracking',
      { fieldId: 'fld-none', trackHistory: true },
      404,
      'was not found',
    );
    const refused = await asMember.call('/metadata/setFieldHistoryTracking', {
      fieldId: website?.id,
      trackHistory: true,
    });
    expect(refused.json.result).toBe(false);
    expect(refused.status).toBe(403);
  });

  it('[S2-C-006] adds a record type, makes it the default, and retires it; the default cannot be retired', async () => {
    const layout = await layoutNamed('Customer layout');
    const added = await calls.call('/metadata/saveRecordType', {
      objId: 'account',
      name: 'Reseller',
      layoutId: layout.id,
    });
    const resellerId = added.json.data.id as string;
    const list = async () =>
      (await calls.call('/batch/getRecordType', { prefix: '001' })).json.data.recordTypeList as Array<{
        id: string;
        isdefault: string | boolean;
      }>;
    expect((await list()).map((entry) => entry.id)).toContain(resellerId);
    const saved = await calls.save('Account', { name: 'Reseller Inc', recordtype: resellerId });
    expect(saved.isSaveSuccess).toBe(true);

    await calls.call('/metadata/saveRecordType', {
      id: resellerId,
      objId: 'account',
      name: 'Reseller',
      layoutId: layout.id,
      isDefault: true,
    });
    const defaults = (await account()).recordTypes.filter((recordType) => recordType.isDefault);
    expect(defaults.map((recordType) => recordType.id)).toEqual([resellerId]);
    expect((await calls.save('Account', { name: 'Default Reseller' })).isSaveSuccess).toBe(true);

    await refusal(
      '/metadata/deleteMetadata',
      { kind: 'recordType', id: resellerId },
      400,
      'is the default record type of Account',
    );
    const customer = (await account()).recordTypes.find((recordType) => recordType.name === 'Customer');
    await calls.call('/metadata/saveRecordType', {
      id: customer?.id,
      objId: 'account',
      name: 'Customer',
      layoutId: layout.id,
      isDefault: true,
    });
    await calls.call('/metadata/deleteMetadata', { kind: 'recordType', id: resellerId });
    expect((await list()).map((entry) => entry.id)).not.toContain(resellerId);
    const refusedType = await calls.save('Account', { name: 'Late Reseller', recordtype: resellerId });
    expect(refusedType.errorField).toBe('recordtype');

    await refusal(
      '/metadata/saveRecordType',
      { objId: 'account', name: 'Customer', layoutId: layout.id },
      400,
      'has a record type named "Customer"',
    );
    await refusal(
      '/metadata/saveRecordType',
      { objId: 'account', name: 'Other', layoutId: 'lay-none' },
      400,
      'layoutId: Account has no layout "lay-none"',
    );
  });

  it('changes and deletes a validation rule, refusing a formula that does not compile', async () => {
    const added = await calls.call('/metadata/addValidationRule', {
      objId: 'account',
      name: 'Few employees',
      formula: 'numberofemployees > 1000',
      message: 'At most 1000 employees',
      errorField: 'numberofemployees',
    });
    const ruleId = added.json.data.id as string;
    expect((await calls.save('Account', { name: 'Big Co', numberofemployees: 5000 })).validaterule).toBe(
      'Few employees',
    );
    const changed = await calls.call('/metadata/saveValidationRule', {
      id: ruleId,
      name: 'Very few employees',
      formula: 'numberofemployees > 10000',
      message: 'At most 10000 employees',
      errorField: 'numberofemployees',
    });
    expect(changed.json.result).toBe(true);
    expect((await calls.save('Account', { name: 'Big Co', numberofemployees: 5000 })).isSaveSuccess).toBe(
      true,
    );
    expect((await calls.save('Account', { name: 'Huge Co', numberofemployees: 50000 })).errormessage).toBe(
      'At most 10000 employees',
    );
    const rule = (body: Record<string, unknown>) => ({
      id: ruleId,
      name: 'Very few employees',
      formula: 'numberofemployees > 10000',
      message: 'm',
      ...body,
    });
    await refusal('/metadata/saveValidationRule', rule({ formula: 'LEN(nosuchfield) > 3' }), 400, 'formula:');
    await refusal('/metadata/saveValidationRule', rule({ formula: 'numberofemployees +' }), 400, 'formula:');
    await refusal(
      '/metadata/saveValidationRule',
      rule({ errorField: 'ghost' }),
      400,
      'errorField: Account has no field "ghost"',
    );
    await refusal(
      '/metadata/saveValidationRule',
      rule({ id: 'vrl-none' }),
      404,
      'Validation rule "vrl-none" was not found',
    );
    await calls.call('/metadata/deleteMetadata', { kind: 'validationRule', id: ruleId });
    expect((await calls.save('Account', { name: 'Huge Co', numberofemployees: 50000 })).isSaveSuccess).toBe(
      true,
    );
  });

  it('lets only system administrators make these changes', async () => {
    const layout = await layoutNamed('Customer layout');
    const attempts: Array<[string, unknown]> = [
      [
        '/metadata/saveLayout',
        { layoutId: layout.id, sections: [{ title: 'S', colNum: 1, fields: { left: ['name'] } }] },
      ],
      [
        '/metadata/saveDynamicRule',
        { layoutId: layout.id, name: 'X', rule: { conditions: [], actions: {} } },
      ],
      [
        '/metadata/saveDuplicateRule',
        { objId: 'account', name: 'X', action: 'warn', match: [{ field: 'name', match: 'name' }] },
      ],
      [
        '/metadata/saveLookupExpression',
        { objId: 'contact', lookupField: 'accountid', expression: 'mobilephone=fax' },
      ],
      ['/metadata/savePicklistValues', { fieldId: 'x', values: [{ codekey: 'A', codevalue: 'A' }] }],
      ['/metadata/saveRecordType', { objId: 'account', name: 'X', layoutId: layout.id }],
      ['/metadata/saveValidationRule', { id: 'x', name: 'X', formula: 'true', message: 'm' }],
      ['/metadata/deleteMetadata', { kind: 'recordType', id: 'x' }],
    ];
    for (const [url, body] of attempts) {
      const answer = await asMember.call(url, body);
      expect(answer.status, url).toBe(403);
      expect(answer.json.returnInfo).toBe('Only a system administrator may change metadata');
    }
    expect((await layoutNamed('Customer layout')).sections).toHaveLength(3);
  });
});
