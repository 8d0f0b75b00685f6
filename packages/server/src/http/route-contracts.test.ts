import {
  addFieldContract,
  type CallContract,
  createObjectContract,
  defineCall,
  getAllObjectListContract,
  getFieldListContract,
  getKanbanDataContract,
  getLookupDataContract,
  getLookupInfoContract,
  getObjectAccessContract,
  getPoolsContract,
  getPrintDocumentContract,
  getRecordTypeContract,
  getViewCountContract,
  getViewListContract,
  getViewListDataContract,
  listAuditContract,
  listChatGroupsContract,
  listGroupsContract,
  listOwdContract,
  listPrintTemplatesContract,
  listProfilesContract,
  listRolesContract,
  listRuleJobsContract,
  listSharesContract,
  listSharingRulesContract,
  listTaxContract,
  listUsersContract,
  saveOwdContract,
} from '@vela/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCalls } from '../test-support/record-calls.js';
import { createTestApp } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';
import { contractSchema, contractSerializer } from './contract-route.js';
import { okEnvelope } from './envelope.js';
import { installErrorHandling } from './error-handler.js';

/**
 * Issue 17: every /api call declares its answer through a core contract, so the
 * server serialises it from the same schema the web types it with.
 */

/** Answers that are files (spec 1 §7 raw downloads), not envelopes: there is no JSON to declare. */
const FILE_ANSWERS = [
  'GET /api/accessApi/login/downloadLoginHistory',
  'GET /api/application/getAppLogo',
  'GET /api/file/downloadFile',
  'POST /api/importFile/downloadFailFile',
  'POST /api/view/exportList',
  'POST /api/print/downloadRecordPdf',
  'POST /api/print/downloadTablePdf',
];

/**
 * Routes whose answer has no contract yet. The list only shrinks: migrating a
 * route means taking it off here, and a new route cannot be added without one.
 */
const NOT_YET_MIGRATED = [
  'POST /api/objectdetail/getLayoutId',
  'POST /api/master/getDynamicLayoutRules',
  'POST /api/objectdetail/getDynamicLayoutListDetail',
  'POST /api/objectInfo/save',
  'POST /api/objectdetail/getDetail',
  'POST /api/objectdetail/delete',
  'POST /api/objectdetail/restore',
  'POST /api/objectdetail/getPermissionById',
  'POST /api/master/getMasterInfo',
  'POST /api/newMaster/getMasterInfo',
  'POST /api/master/getLayoutDetail',
  'POST /api/objectdetail/queryMoreDataByName',
  'POST /api/objectdetail/getDetailRelatedItems',
  'POST /api/objectdetail/getFieldHistory',
  'POST /api/objectInfo/checkEventConflict',
  'POST /api/objectdetail/getRelatedListRows',
  'POST /api/recycle/list',
  'POST /api/recycle/restore',
  'POST /api/recycle/deleteForGood',
  'POST /api/duplicates/find',
  'POST /api/duplicates/offered',
  'POST /api/duplicates/objects',
  'POST /api/duplicates/groups',
  'POST /api/duplicates/compare',
  'POST /api/duplicates/merge',
  'POST /api/autoRecommendPolicy/getResourceAttributeFields',
  'POST /api/autoRecommendPolicy/getQualificationFields',
  'POST /api/autoRecommendPolicy/checkCondition',
  'POST /api/autoRecommendPolicy/saveCondition',
  'POST /api/knowledgeArticleOperate/asDraftEdit',
  'POST /api/generateInvoiceNew/updateOrderStatus',
  'POST /api/file/upload',
  'POST /api/file/getFileInfo',
  'POST /api/pricebook/queryProductPricebookItems',
  'POST /api/master/searchProducts',
  'POST /api/master/relatedProductPrice',
  'POST /api/pricebook/hideAddPricebookButton',
  'POST /api/master/masterRecordDetailInfo',
  'POST /api/record/follow',
  'POST /api/record/getFollowStatus',
  'POST /api/record/getFollowedList',
  'POST /api/customer/getHierarchy',
  'POST /api/record/getFiles',
  'POST /api/record/attachFiles',
  'POST /api/businessEnquiry/searchList',
];

describeEachDatabase('route contracts', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { ok, create } = recordCalls(
    () => app,
    () => user,
  );
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
    user = await createTestUser(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  it('every /api route answering JSON declares its answer, except the listed ones not yet migrated', () => {
    const routes = app.apiRoutes.map((route) => ({ key: `${route.method} ${route.url}`, route }));
    const undeclared = routes
      .filter(({ key, route }) => !route.hasResponseSchema && !FILE_ANSWERS.includes(key))
      .map(({ key }) => key);
    const unlisted = undeclared.filter((key) => !NOT_YET_MIGRATED.includes(key));
    expect(unlisted, 'routes without a response contract: declare one in core/src/contracts').toEqual([]);
    const stale = NOT_YET_MIGRATED.filter((key) => !undeclared.includes(key));
    expect(
      stale,
      'migrated (or removed) routes still listed as not migrated: take them off the list',
    ).toEqual([]);
    const declared = routes.filter(({ route }) => route.hasResponseSchema).length;
    console.info(
      `route contracts: ${declared} of ${routes.length} routes declare their answer; ${FILE_ANSWERS.length} answer files; ${NOT_YET_MIGRATED.length} left to migrate`,
    );
  });

  /** Test apps refuse an answer with a field its contract lacks: a real answer passing is the proof. */
  it('real answers of migrated routes match their contract exactly', async () => {
    const accountId = await create('Account', { name: 'Contract probe' });
    const question = { objectApi: 'Account' };
    const calls: Array<[CallContract, unknown]> = [
      [getViewListContract, question],
      [getViewListDataContract, { ...question, pageSize: 5 }],
      [getViewCountContract, question],
      [getKanbanDataContract, question],
      [getLookupDataContract, { objId: 'user', keyword: '' }],
      [getLookupInfoContract, { prefix: '005' }],
      [listProfilesContract, {}],
      [getObjectAccessContract, { profileId: 'standard_user', objectApi: 'Account' }],
      [listRolesContract, {}],
      [listUsersContract, {}],
      [listGroupsContract, {}],
      [listOwdContract, {}],
      [listSharingRulesContract, {}],
      [listRuleJobsContract, {}],
      [listSharesContract, { recordId: accountId }],
      [listAuditContract, { pageSize: 5 }],
      [saveOwdContract, { objectApi: 'Account', defaultAccess: 'publicReadWrite' }],
      [getAllObjectListContract, {}],
      [getFieldListContract, question],
      [getRecordTypeContract, question],
      [listTaxContract, {}],
      [getPrintDocumentContract, { kind: 'detail', id: accountId }],
      [listPrintTemplatesContract, { kind: 'quotation' }],
      [listChatGroupsContract, {}],
      [getPoolsContract, { objectApi: 'Lead' }],
    ];
    for (const [contract, body] of calls) {
      const data = await ok(contract.path, body);
      expect(contract.response.safeParse(data).success, contract.path).toBe(true);
    }
    const made = await ok(createObjectContract.path, {
      api: 'ContractProbe',
      prefix: 'zq1',
      label: 'Contract probe',
      plural: 'Contract probes',
    });
    expect(createObjectContract.response.parse(made).objId).toBeTruthy();
    const field = await ok(addFieldContract.path, {
      objId: made.objId,
      field: { api: 'probe_note', type: 'S', label: 'Probe note' },
    });
    expect(addFieldContract.response.safeParse(field).success).toBe(true);
  });
});

describe('contract serialisation', () => {
  const contract = defineCall({
    path: '/probe/answer',
    summary: 'A probe',
    request: z.strictObject({ answer: z.enum(['fits', 'missing', 'extra']) }),
    response: z.object({ id: z.string(), count: z.number().int() }),
  });
  const answers = {
    fits: { id: 'a', count: 1 },
    missing: { id: 'a' },
    extra: { id: 'a', count: 1, secret: 'x' },
  };

  async function probeApp(refuseUnknownKeys: boolean): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(contractSerializer({ refuseUnknownKeys }));
    installErrorHandling(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      // The probe answers wrong shapes on purpose: the handler's type is what it must escape.
      .post(contract.path, { schema: contractSchema(contract) }, async (request) =>
        okEnvelope(answers[request.body.body.answer] as { id: string; count: number }, request.id),
      );
    await app.ready();
    return app;
  }
  const ask = (app: FastifyInstance, answer: string) =>
    app.inject({
      method: 'POST',
      url: contract.path,
      payload: { head: { appType: 'test', appVersion: '1' }, body: { answer } },
    });

  it('serialises an answer that fits its contract', async () => {
    const app = await probeApp(true);
    const response = await ask(app, 'fits');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: 'a', count: 1 });
    await app.close();
  });

  it('refuses an answer missing a declared field with a 500 envelope, never a half answer', async () => {
    const app = await probeApp(false);
    const response = await ask(app, 'missing');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ result: false, returnCode: 'API-SERVICE-1' });
    await app.close();
  });

  it('strips a field the contract does not declare in production, and refuses it in tests', async () => {
    const production = await probeApp(false);
    const stripped = await ask(production, 'extra');
    expect(stripped.statusCode).toBe(200);
    expect(stripped.json().data).toEqual({ id: 'a', count: 1 });
    await production.close();
    const strict = await probeApp(true);
    expect((await ask(strict, 'extra')).statusCode).toBe(500);
    await strict.close();
  });
});
