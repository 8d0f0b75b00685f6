import { describe, expect, it } from 'vitest';
import { ACTIVITY_LINK_MESSAGES, activityLinkClears, checkActivityLinks } from './activity-links.js';
import { botCardFor, botCardSchedule, buildBotCard, checkBotCard } from './bot-card.js';
import { knowledgeDraftValues, savesAsKnowledgeDraft } from './knowledge-clone.js';
import { isCompanyCurrencyLayout, productCurrency } from './product-currency.js';
import { checkProjectLinkedLookups, needsProjectFirst, projectChangeClears } from './project-lookups.js';
import { checkQualificationField, qualificationFieldInput } from './service-goal.js';
import { checkServiceResource, serviceResourceClears } from './service-resource.js';
import {
  checkWorkRuleCondition,
  type ResourceAttributeGroup,
  switchWorkRuleAttribute,
  workRuleOperators,
  workRuleProblemText,
  workRuleValueInput,
} from './work-rule.js';

const GROUPS: ResourceAttributeGroup[] = [
  {
    objName: 'Service resource',
    fieldList: [
      { id: 'fld-name', schemefieldType: 'S', labelName: 'Resource name' },
      {
        id: 'fld-size',
        schemefieldType: 'N',
        schemefieldLength: 3,
        decimalPlaces: 0,
        labelName: 'Crew size',
      },
      { id: 'fld-active', schemefieldType: 'B', labelName: 'Active' },
      { id: 'fld-since', schemefieldType: 'D', labelName: 'Since' },
      { id: 'fld-type', schemefieldType: 'L', labelName: 'Resource type' },
    ],
  },
];

describe('[S2-B-081] work rule: the attribute decides operators and value input', () => {
  it.each([
    ['S', ['e', 'n', 'c', 'k', 's'], 'text'],
    ['N', ['e', 'n', 'l', 'g', 'm', 'h'], 'number'],
    ['c', ['e', 'n', 'l', 'g', 'm', 'h'], 'number'],
    ['P', ['e', 'n', 'l', 'g', 'm', 'h'], 'number'],
    ['D', ['e', 'n', 'l', 'g', 'm', 'h'], 'date'],
    ['F', ['e', 'n', 'l', 'g', 'm', 'h'], 'datetime'],
    ['B', ['e', 'n'], 'checkbox'],
    ['L', ['e', 'n'], 'text'],
    ['Q', ['e', 'n', 'c', 'k'], 'text'],
    ['Y', ['e', 'n'], 'text'],
  ] as const)('type %s offers %j with a %s input', (type, operators, input) => {
    expect(workRuleOperators(type)).toEqual(operators);
    expect(workRuleValueInput(type)).toBe(input);
  });

  it.each([
    [{ resourcesproperty: '' }, null],
    [{ resourcesproperty: 'nope', fieldoperator: 'e' }, 'unknown-attribute'],
    [
      { resourcesproperty: 'fld-name', fieldoperator: 'g', resourcespropertyvalue: 'x' },
      'operator-not-allowed',
    ],
    [{ resourcesproperty: 'fld-name', fieldoperator: 'c', resourcespropertyvalue: '' }, null],
    [{ resourcesproperty: 'fld-size', fieldoperator: 'g', resourcespropertyvalue: 'three' }, 'not-a-number'],
    [{ resourcesproperty: 'fld-size', fieldoperator: 'g', resourcespropertyvalue: '' }, 'value-required'],
    [{ resourcesproperty: 'fld-size', fieldoperator: 'h', resourcespropertyvalue: '3' }, null],
    [
      { resourcesproperty: 'fld-active', fieldoperator: 'e', resourcespropertyvalue: 'yes' },
      'not-a-checkbox',
    ],
    [{ resourcesproperty: 'fld-active', fieldoperator: 'e', resourcespropertyvalue: 'true' }, null],
    [
      { resourcesproperty: 'fld-since', fieldoperator: 'l', resourcespropertyvalue: '2026-13-45' },
      'not-a-date',
    ],
    [{ resourcesproperty: 'fld-since', fieldoperator: 'l', resourcespropertyvalue: '2026-01-31' }, null],
  ])('[S2-C-021] checks %j', (condition, reason) => {
    expect(checkWorkRuleCondition(condition, GROUPS)?.reason ?? null).toBe(reason);
  });

  it('names the allowed operators in the refusal', () => {
    const problem = checkWorkRuleCondition({ resourcesproperty: 'fld-active', fieldoperator: 'g' }, GROUPS);
    expect(problem && workRuleProblemText(problem, 'Active')).toBe(
      'The operator does not apply to Active; choose one of e, n',
    );
  });

  it('keeps an operator the new attribute offers and the value of the same input kind', () => {
    const [name, size, , , type] = GROUPS[0]!.fieldList;
    expect(
      switchWorkRuleAttribute(
        { resourcesproperty: 'fld-name', fieldoperator: 'c', resourcespropertyvalue: 'Ann' },
        name,
        size,
      ),
    ).toEqual({ resourcesproperty: 'fld-size', fieldoperator: 'e', resourcespropertyvalue: '' });
    expect(
      switchWorkRuleAttribute(
        { resourcesproperty: 'fld-name', fieldoperator: 'n', resourcespropertyvalue: 'Ann' },
        name,
        type,
      ),
    ).toEqual({ resourcesproperty: 'fld-type', fieldoperator: 'n', resourcespropertyvalue: 'Ann' });
    expect(switchWorkRuleAttribute({ fieldoperator: 'e' }, name, undefined)).toEqual({
      resourcesproperty: '',
      fieldoperator: '',
      resourcespropertyvalue: '',
    });
  });
});

describe('service goal qualification field', () => {
  it('[S2-B-082] the qualification goal type makes a grouped select', () => {
    expect(qualificationFieldInput('qualification')).toBe('groupedSelect');
  });
  it.each(['travel', 'preference', '', null])('[S2-B-083] goal type %j makes a text input', (type) => {
    expect(qualificationFieldInput(type)).toBe('text');
  });
  it.each([
    ['qualification', 'fld-size', true],
    ['qualification', '', true],
    ['qualification', 'free text', false],
    ['travel', 'free text', true],
  ])('[S2-B-082] goal %s with field %j is valid: %s', (type, value, valid) => {
    expect(checkQualificationField(type, value, GROUPS)).toBe(valid);
  });
});

describe('service resource crew and related record', () => {
  it.each([
    ['crew', 'servicecrewid', { servicecrewid: '0HcA', relatedrecordid: '005A' }, ['relatedrecordid']],
    ['crew', 'relatedrecordid', { servicecrewid: '0HcA', relatedrecordid: '005A' }, []],
    ['technician', 'relatedrecordid', { servicecrewid: '0HcA', relatedrecordid: '005A' }, ['servicecrewid']],
    ['technician', 'servicecrewid', { servicecrewid: '0HcA', relatedrecordid: '005A' }, []],
    ['crew', 'servicecrewid', { servicecrewid: '0HcA', relatedrecordid: '' }, []],
  ] as const)('[S2-B-089][S2-B-090] %s resource, %s changed', (type, changed, values, clears) => {
    expect(serviceResourceClears(changed, { resourcetype: type, ...values })).toEqual(clears);
  });
  it.each([
    [{ resourcetype: 'crew', relatedrecordid: '005A' }, { field: 'servicecrewid', tip: 'user' }, 'S2-V-012'],
    [{ resourcetype: 'crew', relatedrecordid: '005A', servicecrewid: '0HcA' }, null, 'S2-V-012'],
    [{ resourcetype: 'crew' }, null, 'S2-V-012'],
    [
      { resourcetype: 'technician', servicecrewid: '0HcA' },
      { field: 'relatedrecordid', tip: 'group' },
      'S2-V-013',
    ],
    [{ resourcetype: 'dispatcher', servicecrewid: '0HcA', relatedrecordid: '005A' }, null, 'S2-V-013'],
  ])('[S2-V-012][S2-V-013] %j gives %j (%s)', (values, problem, _requirement) => {
    expect(checkServiceResource(values)).toEqual(problem);
  });
});

describe('[S2-V-022] project-linked lookups need a project', () => {
  const taskFields = ['name', 'project_name', 'milestone', 'principal'];
  it.each([
    ['milestone', {}, true],
    ['principal', { project_name: '' }, true],
    ['principal', { project_name: 'p01A' }, false],
    ['name', {}, false],
  ])('%s with %j needs a project: %s', (field, values, needs) => {
    expect(needsProjectFirst(field, values, taskFields)).toBe(needs);
  });
  it('an object without a project field has no project-linked lookups', () => {
    expect(needsProjectFirst('principal', {}, new Set(['name', 'principal']))).toBe(false);
  });
  it('names the first lookup filled without a project', () => {
    expect(checkProjectLinkedLookups({ principal: '005A', milestone: '' }, taskFields)).toBe('principal');
    expect(checkProjectLinkedLookups({ principal: '005A', project_name: 'p01A' }, taskFields)).toBeNull();
  });
  it('a new project clears the milestone', () => {
    expect(projectChangeClears('project_name')).toEqual(['milestone']);
    expect(projectChangeClears('name')).toEqual([]);
  });
});

describe('[S2-B-084] products in the company currency', () => {
  it('only addlyccomponentpdt01 fixes the currency on the form', () => {
    expect(isCompanyCurrencyLayout('addlyccomponentpdt01')).toBe(true);
    expect(isCompanyCurrencyLayout('layOther')).toBe(false);
    expect(isCompanyCurrencyLayout(undefined)).toBe(false);
  });
  it.each([
    ['', 'USD'],
    [null, 'USD'],
    ['USD', 'USD'],
    ['EUR', null],
  ])('currency %j becomes %j', (currency, result) => {
    expect(productCurrency(currency, 'USD')).toBe(result);
  });
});

describe('event and task who and related-to', () => {
  it.each([
    [{ whoid: '003AAAAAAAAAAAAAAA', relateid: '001AAAAAAAAAAAAAAA' }, null],
    [{ whoid: '004AAAAAAAAAAAAAAA' }, null],
    [{ whoid: '004AAAAAAAAAAAAAAA', relateid: '001AAAAAAAAAAAAAAA' }, 'lead-related'],
    [{ whoid: '001AAAAAAAAAAAAAAA' }, 'not-a-person'],
    [{ whoid: { id: '004AAAAAAAAAAAAAAA' }, relateid: { id: '006A' } }, 'lead-related'],
  ])('[S2-K-002][S2-K-003] %j', (values, reason) => {
    expect(checkActivityLinks(values)?.reason ?? null).toBe(reason);
  });
  it('choosing a lead clears Related to; choosing Related to clears a lead', () => {
    const values = { whoid: '004AAAAAAAAAAAAAAA', relateid: '001AAAAAAAAAAAAAAA' };
    expect(activityLinkClears('whoid', values)).toEqual(['relateid']);
    expect(activityLinkClears('relateid', values)).toEqual(['whoid']);
    expect(activityLinkClears('whoid', { ...values, whoid: '003AAAAAAAAAAAAAAA' })).toEqual([]);
    expect(ACTIVITY_LINK_MESSAGES['lead-related']).toMatch(/lead/);
  });
});

describe('bot card', () => {
  const fields = Array.from({ length: 8 }, (_, index) => ({
    label: `F${index}`,
    value: index === 1 ? '' : index,
  }));
  it('[S2-B-061][S2-K-007] carries title, record, type, changer and at most 5 filled fields', () => {
    const card = buildBotCard({
      objectLabel: 'Account',
      name: 'Acme',
      recordId: '001A',
      isNew: true,
      changer: 'Ann',
      fields,
    });
    expect(card).toEqual({
      title: 'Account: Acme',
      recordId: '001A',
      type: 'NEW',
      changer: 'Ann',
      body: ['F0', 'F2', 'F3', 'F4', 'F5'].map((label) => ({ label, value: label.slice(1) })),
    });
    expect(checkBotCard(card)).toBeNull();
    expect(checkBotCard({ ...card, body: [...card.body, { label: 'x', value: 'y' }] })).toMatch(/at most 5/);
    expect(checkBotCard({ ...card, recordId: '' })).toMatch(/recordId/);
  });
  it("[S2-K-007] a reader's card leaves out the fields hidden from them, and still shows five when it can", () => {
    const source = {
      objectLabel: 'Account',
      name: 'Acme',
      recordId: '001A',
      isNew: false,
      changer: 'Ann',
      fields: ['a', 'b', 'c', 'd', 'e', 'f'].map((field) => ({
        field,
        label: field.toUpperCase(),
        value: field,
      })),
    };
    expect(botCardFor(source, new Set()).body.map((entry) => entry.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(botCardFor(source, new Set(['b'])).body.map((entry) => entry.label)).toEqual([
      'A',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect(botCardFor(source, new Set(['b'])).type).toBe('EDIT');
  });
  it('[S2-K-008] sends follow-up cards 500 ms apart by index', () => {
    expect(botCardSchedule(['a', 'b', 'c']).map((entry) => entry.delayMs)).toEqual([0, 500, 1000]);
  });
});

describe('knowledge article clone', () => {
  it('[S2-B-058] only a knowledge-article copy saves through asDraftEdit', () => {
    expect(savesAsKnowledgeDraft('velaKArticle', 'COPY')).toBe(true);
    expect(savesAsKnowledgeDraft('velaKArticle', 'EDIT')).toBe(false);
    expect(savesAsKnowledgeDraft('Account', 'COPY')).toBe(false);
  });
  it('[S2-B-058] the draft drops id and number, is a Draft and points at the master article', () => {
    expect(
      knowledgeDraftValues(
        { id: 'ka0A', article_number: 'KA-1', title: 'T', publish_status: 'Published' },
        { id: 'ka0A' },
      ),
    ).toEqual({ title: 'T', publish_status: 'Draft', knowledge_article: 'ka0A' });
    expect(
      knowledgeDraftValues({ title: 'T' }, { id: 'ka0B', knowledge_article: 'ka0A' }).knowledge_article,
    ).toBe('ka0A');
  });
});
