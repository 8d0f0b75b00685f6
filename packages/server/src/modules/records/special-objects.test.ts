import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

interface AttributeGroup {
  objName: string;
  fieldList: Array<{
    id: string;
    apiname: string;
    schemefieldType: string;
    labelName: string;
    schemefieldLength?: number;
    decimalPlaces?: number;
    objName?: string;
  }>;
}

describeEachDatabase('special objects of the record form', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, save, create, detail, fieldId } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Sam Service' });
  });
  afterAll(async () => {
    await app.close();
  });

  const attributes = async () =>
    (await call('/autoRecommendPolicy/getResourceAttributeFields', {})).json.data as AttributeGroup[];
  const attribute = async (api: string) => {
    const field = (await attributes()).flatMap((group) => group.fieldList).find((f) => f.apiname === api);
    if (!field) throw new Error(`no attribute ${api}`);
    return field;
  };

  describe('work rules', () => {
    it('[S2-C-023][S2-D-042] lists the service resource fields with their types, by object', async () => {
      const groups = await attributes();
      expect(groups.map((group) => group.objName)).toEqual(['Service resource']);
      expect(groups[0]?.fieldList).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ apiname: 'isactive', schemefieldType: 'B', labelName: 'Active' }),
          expect.objectContaining({ apiname: 'resourcetype', schemefieldType: 'L' }),
        ]),
      );
      expect(groups[0]?.fieldList.some((field) => field.apiname === 'createdate')).toBe(false);
      // Every part of an attribute field (S2-D-042): its id, type, length, decimal places, label and object.
      for (const field of groups[0]?.fieldList ?? []) {
        expect(field.id).toMatch(/^fld/);
        expect(field.labelName).not.toBe('');
        expect(field.objName).toBe('Service resource');
        expect(typeof field.schemefieldLength).toBe('number');
        expect(typeof field.decimalPlaces).toBe('number');
      }
      expect(groups[0]?.fieldList).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ apiname: 'name', schemefieldType: 'S', schemefieldLength: 80 }),
          expect.objectContaining({
            apiname: 'latitude',
            schemefieldType: 'N',
            schemefieldLength: 10,
            decimalPlaces: 6,
          }),
        ]),
      );
    });

    it('[S2-C-021] checks conditions and names the ones that do not fit their attribute', async () => {
      const active = await attribute('isactive');
      const name = await attribute('name');
      const { json } = await call('/autoRecommendPolicy/checkCondition', {
        conditionVals: JSON.stringify([
          { resourcesproperty: name.id, fieldoperator: 's', resourcespropertyvalue: 'Ann' },
          { resourcesproperty: active.id, fieldoperator: 'g', resourcespropertyvalue: 'true' },
          { resourcesproperty: active.id, fieldoperator: 'e', resourcespropertyvalue: 'maybe' },
        ]),
      });
      expect(json.data).toEqual({
        valid: false,
        errors: [
          expect.objectContaining({ index: 1, field: 'fieldoperator', reason: 'operator-not-allowed' }),
          expect.objectContaining({ index: 2, field: 'resourcespropertyvalue', reason: 'not-a-checkbox' }),
        ],
      });
      expect(json.data.errors[0].message).toBe('The operator does not apply to Active; choose one of e, n');
    });

    it('[S2-C-021] answers 400 naming conditionVals when it is not a list of conditions', async () => {
      const { status, json } = await call('/autoRecommendPolicy/checkCondition', { conditionVals: '{oops' });
      expect(status).toBe(400);
      expect(json.returnInfo).toMatch(/conditionVals/);
    });

    it('[S2-C-022][S2-B-081] saves a condition on the work rule; one that does not fit is refused', async () => {
      const active = await attribute('isactive');
      const rule = await create('WorkRule', { name: 'Only active' });
      const refused = await call('/autoRecommendPolicy/saveCondition', {
        id: rule,
        conditionVals: [{ resourcesproperty: active.id, fieldoperator: 'g', resourcespropertyvalue: 'true' }],
      });
      expect(refused.json.data).toEqual(
        expect.objectContaining({ isSaveSuccess: false, errorField: 'fieldoperator' }),
      );
      const saved = await call('/autoRecommendPolicy/saveCondition', {
        id: rule,
        conditionVals: [{ resourcesproperty: active.id, fieldoperator: 'e', resourcespropertyvalue: 'true' }],
      });
      expect(saved.json.data.isSaveSuccess).toBe(true);
      expect((await detail(rule)).data).toEqual(
        expect.objectContaining({
          resourcesproperty: active.id,
          fieldoperator: 'e',
          resourcespropertyvalue: 'true',
        }),
      );
    });

    it('[S2-B-081] the plain save holds a work rule to its attribute too', async () => {
      const size = await fieldId('servicecrew', 'crewsize').catch(() => '');
      expect(size).not.toBe('');
      const weight = await attribute('name');
      const result = await save('WorkRule', {
        name: 'Bad',
        resourcesproperty: weight.id,
        fieldoperator: 'l',
        resourcespropertyvalue: 'x',
      });
      expect(result).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'fieldoperator' }));
      const unknown = await save('WorkRule', { name: 'Bad', resourcesproperty: size, fieldoperator: 'e' });
      expect(unknown.errorField).toBe('resourcesproperty');
    });
  });

  describe('service goals', () => {
    it('[S2-C-024][S2-B-082] a qualification goal names one of the listed fields; other goals take text', async () => {
      const groups = (await call('/autoRecommendPolicy/getQualificationFields', {})).json
        .data as AttributeGroup[];
      expect(groups.map((group) => group.objName)).toEqual([
        'Service resource',
        'Service crew',
        'Service territory',
      ]);
      const field = groups[1]?.fieldList[0]?.id;
      expect(
        (await save('ServiceGoal', { name: 'Q', goaltype: 'qualification', qualificationfield: 'skills' }))
          .errorField,
      ).toBe('qualificationfield');
      expect(
        (await save('ServiceGoal', { name: 'Q', goaltype: 'qualification', qualificationfield: field }))
          .isSaveSuccess,
      ).toBe(true);
      expect(
        (await save('ServiceGoal', { name: 'T', goaltype: 'travel', qualificationfield: 'skills' }))
          .isSaveSuccess,
      ).toBe(true);
    });
  });

  describe('service resources', () => {
    it('[S2-V-012] a crew resource with a user and no crew gets the user tip', async () => {
      const result = await save('ServiceResource', {
        name: 'Crew A',
        resourcetype: 'crew',
        relatedrecordid: user.userId,
      });
      expect(result).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'servicecrewid' }));
      expect(result.errormessage).toMatch(/stands for a service crew, not a user/);
    });

    it('[S2-V-013] a technician with a crew and no user gets the group tip', async () => {
      const crew = await create('ServiceCrew', { name: 'North crew' });
      const result = await save('ServiceResource', {
        name: 'Tech',
        resourcetype: 'technician',
        servicecrewid: crew,
      });
      expect(result).toEqual(
        expect.objectContaining({ isSaveSuccess: false, errorField: 'relatedrecordid' }),
      );
      expect(result.errormessage).toMatch(/one user, not a crew/);
      expect(
        (await save('ServiceResource', { name: 'Crew B', resourcetype: 'crew', servicecrewid: crew }))
          .isSaveSuccess,
      ).toBe(true);
    });
  });

  describe('project hours and project-linked lookups', () => {
    it.each([
      ['24', true],
      ['7.5', true],
      ['0', false],
      ['24.5', false],
    ])('[S2-V-010][S2-K-010] project daily hours %s saved: %s', async (hours, ok) => {
      const result = await save('project', {
        name: `H${hours}`,
        start_date: '2026-01-01',
        daily_working_hours: hours,
      });
      expect(result.isSaveSuccess).toBe(ok);
      if (!ok) expect(result.errormessage).toBe('Daily working hours positive integer');
    });

    it('[S2-V-022] a milestone must be of the chosen project', async () => {
      const one = await create('project', { name: 'One', start_date: '2026-01-01' });
      const two = await create('project', { name: 'Two', start_date: '2026-01-01' });
      const milestone = await create('velaMilestone', { name: 'M1', project_name: one });
      expect((await save('velaSubtask', { name: 'T', project_name: one, milestone })).isSaveSuccess).toBe(
        true,
      );
      const other = await save('velaSubtask', { name: 'T2', project_name: two, milestone });
      expect(other).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'milestone' }));
    });
  });

  describe('events and tasks', () => {
    it('[S2-V-009] refuses an end date before the start date on a project task', async () => {
      const project = await create('project', { name: 'Dates', start_date: '2026-01-01' });
      const result = await save('velaSubtask', {
        name: 'Backwards',
        project_name: project,
        start_date: '2026-03-02',
        end_date: '2026-03-01',
      });
      expect(result).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'end_date' }));
      expect(result.errormessage).toMatch(/^end later than start/);
    });

    it('[S2-K-002][S2-K-003] a task for a lead is related to nothing else', async () => {
      const lead = await create('Lead', { name: 'Lee Lead', company: 'Lead Co' });
      const account = await create('Account', { name: 'Related Co' });
      const refused = await save('Task', { subject: 'Call', whoid: lead, relateid: account });
      expect(refused).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'relateid' }));
      const contact = await create('Contact', { name: 'Cora Contact', accountid: account });
      expect((await save('Task', { subject: 'Call', whoid: contact, relateid: account })).isSaveSuccess).toBe(
        true,
      );
      expect(
        (
          await save('Event', {
            subject: 'Meet',
            begintime: '2026-01-01 09:00:00',
            endtime: '2026-01-01 10:00:00',
            whoid: lead,
          })
        ).isSaveSuccess,
      ).toBe(true);
    });
  });

  describe('products', () => {
    it('[S2-B-084] the product form opens on addlyccomponentpdt01 and a foreign currency is refused', async () => {
      const form = (await call('/master/getLayoutDetail', { objectApi: 'product', operation: 'NEW' })).json
        .data;
      expect(form.layoutId).toBe('addlyccomponentpdt01');
      const refused = await save('product', { name: 'Euro widget', currency: 'EUR' });
      expect(refused).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'currency' }));
      expect(refused.errormessage).toBe('A product is priced in the company currency USD, not EUR');
      expect((await save('product', { name: 'Dollar widget', currency: 'USD' })).isSaveSuccess).toBe(true);
    });
  });

  describe('knowledge articles', () => {
    it('[S2-C-015][S2-B-058] a clone is saved as a new draft version of its article', async () => {
      const source = await create('velaKArticle', { title: 'Reset a password', publish_status: 'Published' });
      const { json } = await call('/knowledgeArticleOperate/asDraftEdit', {
        id: source,
        data: JSON.stringify([{ title: 'Reset a password (v2)', publish_status: 'Published', id: source }]),
      });
      const [result] = json.data;
      expect(result.isSaveSuccess).toBe(true);
      expect(result.id).not.toBe(source);
      expect((await detail(result.id)).data).toEqual(
        expect.objectContaining({
          title: 'Reset a password (v2)',
          publish_status: 'Draft',
          knowledge_article: source,
        }),
      );
      const again = (
        await call('/knowledgeArticleOperate/asDraftEdit', {
          id: result.id,
          data: JSON.stringify([{ title: 'v3' }]),
        })
      ).json.data[0];
      expect((await detail(again.id)).data.knowledge_article).toBe(source);
    });

    it('[S2-C-015] refuses an id that is no knowledge article', async () => {
      const { status, json } = await call('/knowledgeArticleOperate/asDraftEdit', {
        id: '001AAAAAAAAAAAAAAA',
        data: JSON.stringify([{ title: 'x' }]),
      });
      expect(status).toBe(400);
      expect(json.returnInfo).toMatch(/not a knowledge article/);
    });
  });
});
