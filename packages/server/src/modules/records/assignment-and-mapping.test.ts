import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/** The assignment rules of leads and cases (S2-B-014) and the object mapping of lead conversion (S2-C-032, S2-C-033). */
describeEachDatabase('assignment rules and object mappings', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const ownerOf = async (id: string) => (await as(org.admin).detail(id)).data.ownerid as string;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_assignment_rules');
  });
  afterAll(async () => {
    await app.close();
  });

  describe('assignment rules', () => {
    beforeAll(async () => {
      await as(org.admin).ok('/assignmentRule/save', {
        objectApi: 'Lead',
        entries: [
          {
            conditions: [
              { id: 1, fieldApi: 'industry', operator: 'e', value: 'Banking' },
              { id: 2, fieldApi: 'rating', operator: 'e', value: 'Hot' },
            ],
            logic: '1 AND 2',
            assigneeId: org.manager.userId,
          },
          {
            conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'Banking' }],
            logic: '',
            assigneeId: org.peer.userId,
          },
        ],
      });
    });

    it('[S2-B-014] a lead saved with "use assignment rule" goes to the first matching entry’s assignee; none matching keeps the owner', async () => {
      const { save } = as(org.rep);
      const hot = await save(
        'Lead',
        { name: 'Hal Hot', company: 'Hot Bank', industry: 'Banking', rating: 'Hot' },
        { useAssignmentRule: true },
      );
      expect(hot.isSaveSuccess, JSON.stringify(hot)).toBe(true);
      expect(await ownerOf(hot.id)).toBe(org.manager.userId);
      const warm = await save(
        'Lead',
        { name: 'Wes Warm', company: 'Warm Bank', industry: 'Banking', rating: 'Warm' },
        { useAssignmentRule: true },
      );
      expect(await ownerOf(warm.id)).toBe(org.peer.userId);
      const other = await save(
        'Lead',
        { name: 'Ola Other', company: 'Shop', industry: 'Retail' },
        { useAssignmentRule: true },
      );
      expect(await ownerOf(other.id)).toBe(org.rep.userId);
      // An edit sends only what changed; the rules read the stored rating under it.
      await as(org.manager).save('Lead', { id: hot.id, rating: 'Warm' }, { useAssignmentRule: true });
      expect(await ownerOf(hot.id)).toBe(org.peer.userId);
      // Unticked, the rules do not run.
      const unticked = await save('Lead', { name: 'Una', company: 'Bank', industry: 'Banking' });
      expect(await ownerOf(unticked.id)).toBe(org.rep.userId);
      const rules = await as(org.rep).ok('/assignmentRule/list', { objectApi: 'Lead' });
      expect(rules.entries.map((entry: { assigneeName: string }) => entry.assigneeName)).toEqual([
        'Mia Manager',
        'Pia Peer',
      ]);
    });

    it('[S2-B-014] cases have rules of their own', async () => {
      await as(org.admin).ok('/assignmentRule/save', {
        objectApi: 'velacase',
        entries: [{ conditions: [], logic: '', assigneeId: org.manager.userId }],
      });
      const saved = await as(org.rep).save(
        'velacase',
        { subject: 'Printer broken' },
        { useAssignmentRule: true },
      );
      expect(saved.isSaveSuccess, JSON.stringify(saved)).toBe(true);
      expect(await ownerOf(saved.id)).toBe(org.manager.userId);
    });

    it('refuses by name: a non-administrator, another object, an unknown field, bad logic, a partner assignee', async () => {
      const entry = { conditions: [], logic: '', assigneeId: org.rep.userId };
      const refused = await as(org.rep).call('/assignmentRule/save', { objectApi: 'Lead', entries: [entry] });
      expect(refused.status).toBe(403);
      const cases: Array<[unknown, string]> = [
        [{ objectApi: 'Account', entries: [entry] }, 'have no assignment rules'],
        [
          {
            objectApi: 'Lead',
            entries: [{ ...entry, conditions: [{ id: 1, fieldApi: 'nope', operator: 'e', value: 'x' }] }],
          },
          'entries.0.conditions: Lead has no field nope',
        ],
        [
          {
            objectApi: 'Lead',
            entries: [
              {
                ...entry,
                conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'x' }],
                logic: '1 AND (',
              },
            ],
          },
          'entries.0.logic',
        ],
        [
          { objectApi: 'Lead', entries: [{ ...entry, assigneeId: org.partnerA.userId }] },
          'entries.0.assigneeId',
        ],
      ];
      for (const [body, message] of cases) {
        const answer = await as(org.admin).call('/assignmentRule/save', body);
        expect(answer.status, JSON.stringify(answer.json)).toBe(400);
        expect(answer.json.returnInfo).toContain(message);
      }
      // Nothing refused was written.
      const rules = await as(org.admin).ok('/assignmentRule/list', { objectApi: 'Lead' });
      expect(rules.entries).toHaveLength(2);
    });
  });

  describe('object mapping', () => {
    it('[S2-C-032] queryMasterFormulaList answers the default mapping of a target, with both labels', async () => {
      const mapping = await as(org.rep).ok('/master/queryMasterFormulaList', {
        sourceObject: 'Lead',
        targetObject: 'Account',
      });
      expect(mapping.isDefault).toBe(true);
      expect(mapping.fields).toContainEqual({
        targetField: 'name',
        targetLabel: expect.any(String),
        sourceField: 'company',
        sourceLabel: expect.any(String),
      });
    });

    it('[S2-C-033] saveMasterFormula changes what conversion maps; an empty mapping restores the defaults', async () => {
      const saved = await as(org.admin).ok('/master/saveMasterFormula', {
        sourceObject: 'Lead',
        targetObject: 'Contact',
        fields: [
          { targetField: 'name', sourceField: 'name' },
          { targetField: 'description', sourceField: 'company' },
        ],
      });
      expect(saved.isDefault).toBe(false);
      const leadId = await as(org.rep).create('Lead', {
        name: 'Mapped Person',
        company: 'Mapped Firm',
        email: 'mapped@firm.example',
      });
      const preview = await as(org.rep).ok('/objectMapping/queryMappingData', {
        recordId: leadId,
        target_object: 'Contact',
      });
      expect(preview.masterData).toEqual({ name: 'Mapped Person', description: 'Mapped Firm' });
      const converted = await as(org.rep).ok('/objectMapping/convertLead', {
        leadId,
        account: { mode: 'new', name: 'Mapped Firm' },
        contact: { mode: 'new' },
        opportunity: { mode: 'none' },
      });
      const contact = (await as(org.rep).detail(converted.contact.id)).data;
      expect(contact.description).toBe('Mapped Firm');
      // The default would have carried the e-mail; this mapping does not.
      expect(contact.email ?? '').toBe('');
      await as(org.admin).ok('/master/saveMasterFormula', {
        sourceObject: 'Lead',
        targetObject: 'Contact',
        fields: [],
      });
      const restored = await as(org.rep).ok('/master/queryMasterFormulaList', {
        sourceObject: 'Lead',
        targetObject: 'Contact',
      });
      expect(restored.isDefault).toBe(true);
      expect(restored.fields.map((field: { targetField: string }) => field.targetField)).toContain('email');
    });

    it('refuses by name: a non-administrator, an unknown field, a field conversion sets itself, a field twice', async () => {
      const body = (fields: unknown) => ({ sourceObject: 'Lead', targetObject: 'Opportunity', fields });
      expect((await as(org.rep).call('/master/saveMasterFormula', body([]))).status).toBe(403);
      const cases: Array<[unknown, string]> = [
        [
          [{ targetField: 'nope', sourceField: 'name' }],
          'fields.0.targetField: Opportunity has no field nope',
        ],
        [
          [{ targetField: 'description', sourceField: 'nope' }],
          'fields.0.sourceField: Lead has no field nope',
        ],
        [[{ targetField: 'closedate', sourceField: 'name' }], 'conversion sets closedate itself'],
        [
          [
            { targetField: 'description', sourceField: 'name' },
            { targetField: 'description', sourceField: 'company' },
          ],
          'fields.1.targetField: description is mapped twice',
        ],
      ];
      for (const [fields, message] of cases) {
        const answer = await as(org.admin).call('/master/saveMasterFormula', body(fields));
        expect(answer.status, JSON.stringify(answer.json)).toBe(400);
        expect(answer.json.returnInfo).toContain(message);
      }
    });
  });
});
