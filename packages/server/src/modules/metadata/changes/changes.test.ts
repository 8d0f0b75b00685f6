import { ErrorCode, type NewField } from '@vela/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../http/current-user.js';
import { actingUser, changeContextOf, expectRefusal } from '../../../test-support/acting-user.js';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { createTestUser } from '../../../test-support/test-users.js';
import { currentMetadata } from '../metadata-cache.js';
import type { LayoutModel, ObjectModel } from '../metadata-model.js';
import { addField } from './add-field.js';
import { addValidationRule } from './add-validation-rule.js';
import { createObject } from './create-object.js';
import { deleteMetadata } from './delete-metadata.js';
import { saveDuplicateRule } from './save-duplicate-rule.js';
import { saveDynamicRule } from './save-dynamic-rule.js';
import { saveLayout } from './save-layout.js';
import { saveLookupExpression } from './save-lookup-expression.js';
import { savePicklistValues } from './save-picklist-values.js';
import { saveRecordType } from './save-record-type.js';
import { saveValidationRule } from './save-validation-rule.js';

const { BAD_REQUEST, FORBIDDEN, NOT_FOUND } = ErrorCode;

/**
 * Each metadata change called directly, without HTTP: what it stores when it
 * succeeds and every refusal it makes. The changes work on a custom object,
 * Gadget, so the standard objects stay as the catalogue installed them.
 */
describeEachDatabase('metadata change functions', (getDatabase) => {
  let admin: CurrentUser;
  let member: CurrentUser;
  let gadgetId = '';
  const context = () => changeContextOf(getDatabase().handle);
  const db = () => getDatabase().handle.db;
  const objectOf = async (id: string): Promise<ObjectModel> => {
    const object = (await currentMetadata(getDatabase().handle)).byId.get(id);
    if (!object) throw new Error(`no object ${id}`);
    return object;
  };
  const gadget = () => objectOf(gadgetId);
  const firstLayout = async (object: ObjectModel): Promise<LayoutModel> => {
    const layout = [...object.layouts.values()][0];
    if (!layout) throw new Error(`${object.label} has no layout`);
    return layout;
  };
  const fieldId = async (api: string) => {
    const field = (await gadget()).fieldsByApi.get(api);
    if (!field) throw new Error(`no field ${api}`);
    return field.id;
  };

  beforeAll(async () => {
    const user = await createTestUser(getDatabase().handle, { name: 'Ada Admin' });
    admin = actingUser(user);
    member = actingUser(user, { profileId: 'standard_user' });
    const created = await createObject(context(), admin, {
      api: 'gadget',
      prefix: 'gq1',
      label: 'Gadget',
      plural: 'Gadgets',
      fields: [
        {
          api: 'kind',
          type: 'L',
          label: 'Kind',
          options: [
            ['a', 'Alpha'],
            ['b', 'Beta'],
          ],
        },
        {
          api: 'tags',
          type: 'Q',
          label: 'Tags',
          options: [
            ['x', 'X'],
            ['y', 'Y'],
          ],
        },
        { api: 'email', type: 'E', label: 'E-mail' },
        { api: 'account', type: 'Y', label: 'Account', lookup: 'account' },
        { api: 'score', type: 'N', label: 'Score' },
        { api: 'notes', type: 'X', label: 'Notes' },
      ],
    });
    gadgetId = created.objId;
  });

  describe('createObject', () => {
    it('creates an object with a name field, its table and a checked dependency', async () => {
      const { objId } = await createObject(context(), admin, {
        api: 'widget',
        prefix: 'wq1',
        label: 'Widget',
        plural: 'Widgets',
        fields: [
          {
            api: 'size',
            type: 'L',
            label: 'Size',
            options: [
              ['s', 'Small'],
              ['l', 'Large'],
            ],
          },
          {
            api: 'fit',
            type: 'L',
            label: 'Fit',
            options: [
              ['t', 'Tight'],
              ['o', 'Loose'],
            ],
          },
        ],
        dependencies: [{ control: 'size', depend: 'fit', mapping: { s: ['t'], l: ['t', 'o'] } }],
      });
      const widget = await objectOf(objId);
      expect(widget.apiName).toBe('widget');
      expect(widget.fieldsByApi.get('name')?.required).toBe(true);
      expect(widget.fieldsByApi.has('size')).toBe(true);
      const rows = await db().selectFrom('meta_field_dependency').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
    });

    it('refuses a caller who is no administrator, taken names and prefixes, and wrong dependencies', async () => {
      const base = { api: 'thing', prefix: 'tq1', label: 'Thing', plural: 'Things' };
      const picklists = {
        ...base,
        fields: [
          { api: 'one', type: 'L', label: 'One', options: [['a', 'A']] },
          { api: 'two', type: 'L', label: 'Two', options: [['b', 'B']] },
          { api: 'text', type: 'S', label: 'Text' },
        ] satisfies NewField[],
      };
      await expectRefusal(createObject(context(), member, base), FORBIDDEN, 'Only a system administrator');
      await expectRefusal(
        createObject(context(), admin, { ...base, api: 'Account' }),
        BAD_REQUEST,
        'An object named Account exists',
      );
      await expectRefusal(
        createObject(context(), admin, { ...base, prefix: '001' }),
        BAD_REQUEST,
        'Prefix 001 is taken',
      );
      const dependency = (control: string, depend: string, mapping: Record<string, string[]>) =>
        createObject(context(), admin, { ...picklists, dependencies: [{ control, depend, mapping }] });
      await expectRefusal(
        dependency('text', 'two', {}),
        BAD_REQUEST,
        'dependencies[0].control: "text" is no picklist field of the object',
      );
      await expectRefusal(dependency('one', 'one', {}), BAD_REQUEST, 'a field cannot depend on itself');
      await expectRefusal(dependency('one', 'two', { z: ['b'] }), BAD_REQUEST, '"z" is no value of one');
      await expectRefusal(dependency('one', 'two', { a: ['q'] }), BAD_REQUEST, '"q" is no value of two');
      expect((await currentMetadata(getDatabase().handle)).byApi.has('thing')).toBe(false);
    });
  });

  describe('addField', () => {
    it('adds a column and puts the field on the first section, or on the section named', async () => {
      const { fieldId: colourId } = await addField(context(), admin, {
        objId: gadgetId,
        field: { api: 'colour', type: 'S', label: 'Colour', length: 40 },
      });
      const layout = await firstLayout(await gadget());
      expect(layout.sections[0]?.items.some((item) => item.fieldId === colourId)).toBe(true);
      const section = layout.sections[0];
      const { fieldId: weightId } = await addField(context(), admin, {
        objId: gadgetId,
        field: { api: 'weight', type: 'N', label: 'Weight' },
        sectionId: section?.id,
      });
      const after = await firstLayout(await gadget());
      expect(after.sections[0]?.items.some((item) => item.fieldId === weightId)).toBe(true);
      expect((await gadget()).fieldsByApi.get('weight')?.columnName).toBe('weight');
    });

    it('refuses a non-administrator, a taken name, layout-only types, a lookup to nothing and a foreign section', async () => {
      const field: NewField = { api: 'extra', type: 'S', label: 'Extra' };
      await expectRefusal(
        addField(context(), member, { objId: gadgetId, field }),
        FORBIDDEN,
        'administrator',
      );
      await expectRefusal(
        addField(context(), admin, { objId: 'nope', field }),
        NOT_FOUND,
        'No object has objId',
      );
      await expectRefusal(
        addField(context(), admin, { objId: gadgetId, field: { ...field, api: 'email' } }),
        BAD_REQUEST,
        'Gadget already has a field email',
      );
      await expectRefusal(
        addField(context(), admin, { objId: gadgetId, field: { ...field, type: 'AD' } }),
        BAD_REQUEST,
        'field.type: AD fields are added by the layout editor',
      );
      await expectRefusal(
        addField(context(), admin, { objId: gadgetId, field: { ...field, type: 'Y', lookup: 'nothing' } }),
        BAD_REQUEST,
        'field.lookup: name the objId',
      );
      const accountSection = (await firstLayout(await objectOf('account'))).sections[0]?.id;
      await expectRefusal(
        addField(context(), admin, { objId: gadgetId, field, sectionId: accountSection }),
        NOT_FOUND,
        'is not on a layout of Gadget',
      );
      expect((await gadget()).fieldsByApi.has('extra')).toBe(false);
    });
  });

  describe('addValidationRule and saveValidationRule', () => {
    it('adds a rule, changes it, and refuses what does not compile or clashes', async () => {
      const rule = { objId: gadgetId, name: 'Score positive', formula: 'score < 0', message: 'Score ≥ 0' };
      await expectRefusal(addValidationRule(context(), member, rule), FORBIDDEN, 'administrator');
      await expectRefusal(
        addValidationRule(context(), admin, { ...rule, errorField: 'nope' }),
        BAD_REQUEST,
        'errorField: Gadget has no field "nope"',
      );
      await expectRefusal(
        addValidationRule(context(), admin, { ...rule, formula: 'LEN(nosuchfield) > 3' }),
        BAD_REQUEST,
        'formula:',
      );
      const { id } = await addValidationRule(context(), admin, { ...rule, errorField: 'score' });
      expect((await gadget()).validationRules.map((stored) => stored.id)).toEqual([id]);
      await expectRefusal(addValidationRule(context(), admin, rule), BAD_REQUEST, 'has a rule named');

      const change = { id, name: 'Score not negative', formula: 'score < 0', message: 'No negatives' };
      await expectRefusal(saveValidationRule(context(), member, change), FORBIDDEN, 'administrator');
      await expectRefusal(
        saveValidationRule(context(), admin, { ...change, id: 'vrlnope' }),
        NOT_FOUND,
        'Validation rule "vrlnope" was not found',
      );
      await expectRefusal(
        saveValidationRule(context(), admin, { ...change, errorField: 'nope' }),
        BAD_REQUEST,
        'errorField: Gadget has no field "nope"',
      );
      await expectRefusal(
        saveValidationRule(context(), admin, { ...change, formula: 'score +' }),
        BAD_REQUEST,
        'formula:',
      );
      const other = await addValidationRule(context(), admin, { ...rule, name: 'Other' });
      await expectRefusal(
        saveValidationRule(context(), admin, { ...change, id: other.id, name: 'Score positive' }),
        BAD_REQUEST,
        'name: Gadget has a validation rule named "Score positive"',
      );
      expect(await saveValidationRule(context(), admin, change)).toEqual({ id });
      const stored = (await gadget()).validationRules.find((candidate) => candidate.id === id);
      expect(stored?.name).toBe('Score not negative');

      await expectRefusal(
        deleteMetadata(context(), member, { kind: 'validationRule', id }),
        FORBIDDEN,
        'administrator',
      );
      await expectRefusal(
        deleteMetadata(context(), admin, { kind: 'validationRule', id: 'vrlnope' }),
        NOT_FOUND,
        'Validation rule "vrlnope" was not found',
      );
      expect(await deleteMetadata(context(), admin, { kind: 'validationRule', id: other.id })).toEqual({
        kind: 'validationRule',
        id: other.id,
        deleted: true,
      });
      expect((await gadget()).validationRules.map((candidate) => candidate.id)).toEqual([id]);
    });
  });

  describe('saveLayout', () => {
    it('replaces the sections and fields, keeping named sections and giving new ones ids', async () => {
      const layout = await firstLayout(await gadget());
      const first = layout.sections[0]?.id;
      const result = await saveLayout(context(), admin, {
        layoutId: layout.id,
        sections: [
          {
            id: first,
            title: 'Main',
            colNum: 2,
            fields: { left: ['name', { api: 'email', required: true }], right: ['kind'] },
          },
          { title: 'More', colNum: 1, showWhenEdit: false, fields: { left: ['notes'] } },
        ],
      });
      expect(result.layoutId).toBe(layout.id);
      expect(result.sectionIds[0]).toBe(first);
      const after = await firstLayout(await gadget());
      expect(after.sections.map((section) => section.title)).toEqual(['Main', 'More']);
      const emailId = await fieldId('email');
      const main = after.sections[0];
      expect(main?.items.find((item) => item.fieldId === emailId)).toMatchObject({
        side: 'left',
        required: true,
      });
    });

    it('refuses unknown layouts, sections and fields, misplaced fields, and dropping a section a rule shows', async () => {
      const layout = await firstLayout(await gadget());
      const [main, more] = layout.sections;
      const keep = (
        fields: { left: string[]; right?: string[] },
        extra: { id?: string | undefined; colNum?: 1 | 2 } = {},
      ) => ({
        layoutId: layout.id,
        sections: [{ id: main?.id, title: 'Main', colNum: 2 as const, ...extra, fields }],
      });
      await expectRefusal(
        saveLayout(context(), member, keep({ left: ['name'] })),
        FORBIDDEN,
        'administrator',
      );
      await expectRefusal(
        saveLayout(context(), admin, { ...keep({ left: ['name'] }), layoutId: 'nope' }),
        NOT_FOUND,
        'Layout "nope" was not found',
      );
      await expectRefusal(
        saveLayout(context(), admin, keep({ left: ['name'] }, { id: 'secnope' })),
        BAD_REQUEST,
        'sections[0].id: layout',
      );
      await expectRefusal(
        saveLayout(context(), admin, {
          layoutId: layout.id,
          sections: [
            { id: main?.id, title: 'A', colNum: 2, fields: { left: [] } },
            { id: main?.id, title: 'B', colNum: 2, fields: { left: [] } },
          ],
        }),
        BAD_REQUEST,
        'is named twice',
      );
      await expectRefusal(
        saveLayout(context(), admin, keep({ left: ['name'], right: ['email'] }, { colNum: 1 })),
        BAD_REQUEST,
        'a one-column section has no right side',
      );
      await expectRefusal(
        saveLayout(context(), admin, keep({ left: ['nope'] })),
        BAD_REQUEST,
        'sections[0].fields.left[0]: Gadget has no field "nope"',
      );
      await expectRefusal(
        saveLayout(context(), admin, keep({ left: ['name'], right: ['name'] })),
        BAD_REQUEST,
        '"name" is on the layout twice',
      );
      const account = await objectOf('account');
      const grouped = account.fields.find((field) => field.groupFieldId);
      const accountLayout = await firstLayout(account);
      await expectRefusal(
        saveLayout(context(), admin, {
          layoutId: accountLayout.id,
          sections: [{ title: 'Only', colNum: 1, fields: { left: [grouped?.apiName ?? ''] } }],
        }),
        BAD_REQUEST,
        'belongs to a group field',
      );
      const rule = await saveDynamicRule(context(), admin, {
        layoutId: layout.id,
        name: 'Show more',
        rule: {
          conditions: [{ id: 1, fieldApi: 'kind', operator: 'e', value: 'a' }],
          actions: { showSections: [more?.id ?? ''] },
        },
      });
      await expectRefusal(
        saveLayout(context(), admin, keep({ left: ['name'] })),
        BAD_REQUEST,
        'is shown by dynamic rule "Show more"',
      );
      await deleteMetadata(context(), admin, { kind: 'dynamicRule', id: rule.id });
      expect((await firstLayout(await gadget())).sections).toHaveLength(2);
    });
  });

  describe('saveDynamicRule', () => {
    it('adds and changes a rule, stored checked, and refuses unknown ids, taken names and bad operators', async () => {
      const layout = await firstLayout(await gadget());
      const rule = {
        layoutId: layout.id,
        name: 'Alpha needs e-mail',
        rule: {
          conditions: [{ id: 1, fieldApi: 'KIND', operator: 'e', value: 'a' }],
          actions: { required: ['email'] },
        },
      };
      await expectRefusal(saveDynamicRule(context(), member, rule), FORBIDDEN, 'administrator');
      await expectRefusal(
        saveDynamicRule(context(), admin, { ...rule, layoutId: 'nope' }),
        NOT_FOUND,
        'Layout "nope" was not found',
      );
      await expectRefusal(
        saveDynamicRule(context(), admin, {
          ...rule,
          rule: { ...rule.rule, conditions: [{ id: 1, fieldApi: 'kind', operator: 'zz', value: 'a' }] },
        }),
        BAD_REQUEST,
        'rule.conditions[0].operator: "zz" is not an operator',
      );
      const { id } = await saveDynamicRule(context(), admin, rule);
      const stored = (await gadget()).dynamicRules.find((candidate) => candidate.id === id);
      expect(stored?.rule.conditions[0]?.fieldApi).toBe('kind');
      expect(stored?.rule.actions.required).toEqual(['email']);
      await expectRefusal(
        saveDynamicRule(context(), admin, { ...rule, id: 'dynnope' }),
        NOT_FOUND,
        'Dynamic rule "dynnope" of Gadget was not found',
      );
      const second = await saveDynamicRule(context(), admin, { ...rule, name: 'Second' });
      await expectRefusal(
        saveDynamicRule(context(), admin, { ...rule, id: second.id }),
        BAD_REQUEST,
        'name: Gadget has a dynamic rule named "Alpha needs e-mail"',
      );
      expect(await saveDynamicRule(context(), admin, { ...rule, id, name: 'Alpha e-mail' })).toEqual({ id });
      expect((await gadget()).dynamicRules.find((candidate) => candidate.id === id)?.name).toBe(
        'Alpha e-mail',
      );
      await deleteMetadata(context(), admin, { kind: 'dynamicRule', id: second.id });
      expect((await gadget()).dynamicRules.map((candidate) => candidate.id)).toEqual([id]);
    });
  });

  describe('saveDuplicateRule', () => {
    it('adds and changes a rule with match keys, refusing unknown ids, taken names and fields without values', async () => {
      const rule = {
        objId: gadgetId,
        name: 'Same e-mail',
        action: 'warn' as const,
        match: [{ field: 'email', match: 'email' as const }],
      };
      await expectRefusal(saveDuplicateRule(context(), member, rule), FORBIDDEN, 'administrator');
      await expectRefusal(
        saveDuplicateRule(context(), admin, { ...rule, match: [{ field: 'nope', match: 'exact' }] }),
        BAD_REQUEST,
        'match[0].field: Gadget has no field "nope"',
      );
      const account = await objectOf('account');
      const valueless = account.fields.find((field) => !field.columnName);
      await expectRefusal(
        saveDuplicateRule(context(), admin, {
          ...rule,
          objId: 'account',
          match: [{ field: valueless?.apiName ?? '', match: 'exact' }],
        }),
        BAD_REQUEST,
        'holds no value to compare',
      );
      const { id } = await saveDuplicateRule(context(), admin, rule);
      await expectRefusal(
        saveDuplicateRule(context(), admin, { ...rule, id: 'dupnope' }),
        NOT_FOUND,
        'Duplicate rule "dupnope" of Gadget was not found',
      );
      const second = await saveDuplicateRule(context(), admin, { ...rule, name: 'Same name' });
      await expectRefusal(
        saveDuplicateRule(context(), admin, { ...rule, id: second.id }),
        BAD_REQUEST,
        'name: Gadget has a duplicate rule named "Same e-mail"',
      );
      expect(await saveDuplicateRule(context(), admin, { ...rule, id, action: 'block' })).toEqual({ id });
      expect((await gadget()).duplicateRules.find((candidate) => candidate.id === id)?.action).toBe('block');
      await deleteMetadata(context(), admin, { kind: 'duplicateRule', id: second.id });
      expect((await gadget()).duplicateRules.map((candidate) => candidate.id)).toEqual([id]);
    });
  });

  describe('saveLookupExpression', () => {
    it('adds and changes an expression, refusing non-lookups, malformed pairs and unwritable targets', async () => {
      const expression = { objId: gadgetId, lookupField: 'account', expression: 'notes = phone' };
      await expectRefusal(saveLookupExpression(context(), member, expression), FORBIDDEN, 'administrator');
      await expectRefusal(
        saveLookupExpression(context(), admin, { ...expression, lookupField: 'email' }),
        BAD_REQUEST,
        'lookupField: "email" is not a lookup to one object',
      );
      await expectRefusal(
        saveLookupExpression(context(), admin, { ...expression, expression: 'notes' }),
        BAD_REQUEST,
        'pair 1 "notes" is not "targetField=sourceField"',
      );
      const system = (await gadget()).fields.find((field) => field.system && field.columnName);
      await expectRefusal(
        saveLookupExpression(context(), admin, { ...expression, expression: `${system?.apiName}=phone` }),
        BAD_REQUEST,
        'cannot be written',
      );
      const saved = await saveLookupExpression(context(), admin, expression);
      expect(saved.expression).toBe('notes=phone');
      await expectRefusal(
        saveLookupExpression(context(), admin, { ...expression, id: 'lvenope' }),
        NOT_FOUND,
        'Lookup-value expression "lvenope" of Gadget was not found',
      );
      const changed = await saveLookupExpression(context(), admin, {
        ...expression,
        id: saved.id,
        expression: 'email=email',
        isCover: true,
      });
      expect(changed).toEqual({ id: saved.id, expression: 'email=email' });
      expect((await gadget()).lookupExpressions.find((entry) => entry.id === saved.id)?.expression).toBe(
        'email=email',
      );
      await deleteMetadata(context(), admin, { kind: 'lookupExpression', id: saved.id });
      expect((await gadget()).lookupExpressions).toHaveLength(0);
    });
  });

  describe('savePicklistValues', () => {
    it('replaces the values, retiring the ones left out', async () => {
      const kind = await fieldId('kind');
      const result = await savePicklistValues(context(), admin, {
        fieldId: kind,
        values: [
          { codekey: 'a', codevalue: 'Alpha one', isdefaultvalue: true, labels: { de: 'Alpha eins' } },
          { codekey: 'c', codevalue: 'Gamma' },
        ],
      });
      expect(result).toEqual({ fieldId: kind, count: 2 });
      const rows = await db()
        .selectFrom('meta_picklist_value')
        .select(['code_key', 'code_value', 'is_active', 'is_default'])
        .where('field_id', '=', kind)
        .orderBy('code_key')
        .execute();
      expect(rows.map((row) => [row.code_key, row.code_value, row.is_active, row.is_default])).toEqual([
        ['a', 'Alpha one', 1, 1],
        ['b', 'Beta', 0, 0],
        ['c', 'Gamma', 1, 0],
      ]);
    });

    it('refuses unknown fields, non-picklists, separators in keys, repeated keys and two defaults', async () => {
      const kind = await fieldId('kind');
      const values = [{ codekey: 'a', codevalue: 'A' }];
      await expectRefusal(
        savePicklistValues(context(), member, { fieldId: kind, values }),
        FORBIDDEN,
        'administrator',
      );
      await expectRefusal(
        savePicklistValues(context(), admin, { fieldId: 'nope', values }),
        NOT_FOUND,
        'Field "nope" was not found',
      );
      await expectRefusal(
        savePicklistValues(context(), admin, { fieldId: await fieldId('email'), values }),
        BAD_REQUEST,
        'fieldId: E-mail is not a picklist (type E)',
      );
      await expectRefusal(
        savePicklistValues(context(), admin, {
          fieldId: kind,
          values: [{ codekey: 'a;b', codevalue: 'AB' }],
        }),
        BAD_REQUEST,
        'may not hold ";"',
      );
      await expectRefusal(
        savePicklistValues(context(), admin, { fieldId: kind, values: [...values, ...values] }),
        BAD_REQUEST,
        'values[1].codekey: "a" is listed twice',
      );
      const twoDefaults = [
        { codekey: 'a', codevalue: 'A', isdefaultvalue: true },
        { codekey: 'b', codevalue: 'B', isdefaultvalue: true },
      ];
      await expectRefusal(
        savePicklistValues(context(), admin, { fieldId: kind, values: twoDefaults }),
        BAD_REQUEST,
        'a picklist has at most one default value',
      );
      // A multi-select picklist may preselect several values.
      expect(
        await savePicklistValues(context(), admin, { fieldId: await fieldId('tags'), values: twoDefaults }),
      ).toEqual({ fieldId: await fieldId('tags'), count: 2 });
    });
  });

  describe('saveRecordType', () => {
    it('adds a record type, makes it the default, retires the other, and refuses what would break that', async () => {
      const layout = await firstLayout(await gadget());
      const original = (await gadget()).recordTypes.find((recordType) => recordType.isDefault);
      const special = { objId: gadgetId, name: 'Special', layoutId: layout.id };
      await expectRefusal(saveRecordType(context(), member, special), FORBIDDEN, 'administrator');
      await expectRefusal(
        saveRecordType(context(), admin, { ...special, layoutId: 'nope' }),
        BAD_REQUEST,
        'layoutId: Gadget has no layout "nope"',
      );
      await expectRefusal(
        saveRecordType(context(), admin, { ...special, name: original?.name ?? '' }),
        BAD_REQUEST,
        'name: Gadget has a record type named',
      );
      await expectRefusal(
        saveRecordType(context(), admin, { ...special, id: 'rtpnope' }),
        NOT_FOUND,
        'Record type "rtpnope" of Gadget was not found',
      );
      const { id } = await saveRecordType(context(), admin, special);
      expect((await gadget()).recordTypes.find((recordType) => recordType.id === id)?.isDefault).toBe(false);
      await expectRefusal(
        saveRecordType(context(), admin, {
          ...special,
          id: original?.id,
          name: original?.name ?? '',
          isDefault: false,
        }),
        BAD_REQUEST,
        'one must stay the default',
      );
      await saveRecordType(context(), admin, { ...special, id, isDefault: true, labels: { de: 'Spezial' } });
      const recordTypes = (await gadget()).recordTypes;
      expect(recordTypes.find((recordType) => recordType.id === id)?.isDefault).toBe(true);
      expect(recordTypes.find((recordType) => recordType.id === original?.id)?.isDefault).toBe(false);
      await expectRefusal(
        deleteMetadata(context(), admin, { kind: 'recordType', id }),
        BAD_REQUEST,
        '"Special" is the default record type of Gadget',
      );
      await deleteMetadata(context(), admin, { kind: 'recordType', id: original?.id ?? '' });
      const retired = await db()
        .selectFrom('meta_record_type')
        .select('is_active')
        .where('id', '=', original?.id ?? '')
        .executeTakeFirst();
      expect(retired?.is_active).toBe(0);
    });
  });
});
