import {
  type CallContract,
  checkEventConflictContract,
  checkWorkRuleConditionContract,
  defineCall,
  followRecordContract,
  getDetailContract,
  getDetailRelatedItemsContract,
  getDynamicLayoutRulesContract,
  getFieldHistoryContract,
  getFileInfoContract,
  getFollowedListContract,
  getFollowStatusContract,
  getHierarchyContract,
  getKanbanDataContract,
  getLayoutDetailContract,
  getLayoutIdContract,
  getLookupDataContract,
  getLookupInfoContract,
  getMasterInfoContract,
  getPermissionByIdContract,
  getQualificationFieldsContract,
  getRecordFilesContract,
  getRelatedListRowsContract,
  getResourceAttributeFieldsContract,
  getViewCountContract,
  getViewListContract,
  getViewListDataContract,
  hideAddPricebookButtonContract,
  newMasterInfoContract,
  queryMoreDataByNameContract,
  saveRecordsContract,
  searchProductsContract,
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
  'POST /api/view/exportList',
  'POST /api/print/downloadRecordPdf',
  'POST /api/print/downloadTablePdf',
];

/**
 * Routes whose answer has no contract yet. The list only shrinks: migrating a
 * route means taking it off here, and a new route cannot be added without one.
 */
const NOT_YET_MIGRATED = [
  'POST /api/access/profile/list',
  'POST /api/access/profile/save',
  'POST /api/access/profile/getObjectAccess',
  'POST /api/access/profile/saveObjectPermissions',
  'POST /api/access/profile/saveFieldAccess',
  'POST /api/access/role/list',
  'POST /api/access/role/save',
  'POST /api/access/role/delete',
  'POST /api/access/user/list',
  'POST /api/access/user/assign',
  'POST /api/access/group/list',
  'POST /api/access/group/save',
  'POST /api/access/owd/list',
  'POST /api/access/owd/save',
  'POST /api/access/sharingRule/list',
  'POST /api/access/sharingRule/save',
  'POST /api/access/sharingRule/delete',
  'POST /api/access/job/list',
  'POST /api/access/share/list',
  'POST /api/access/share/add',
  'POST /api/access/share/remove',
  'POST /api/access/session/forceSignOut',
  'POST /api/access/audit/list',
  'POST /api/partnerAccount/detail',
  'POST /api/externalUsers/list',
  'POST /api/externalUsers/enable',
  'POST /api/externalUsers/setActive',
  'POST /api/object/getAllObjectList',
  'POST /api/field/getFieldList',
  'POST /api/batch/getRecordType',
  'POST /api/view/getSelectValue',
  'GET /api/master/getCompanyCurrency',
  'POST /api/product/manage/getCurrencyRate',
  'POST /api/product/manage/getExchangePrice',
  'POST /api/tax/listTax',
  'POST /api/tax/listRelatedTax',
  'GET /api/transaction/getEnablePriceBook',
  'POST /api/metadata/createObject',
  'POST /api/metadata/addField',
  'POST /api/metadata/addValidationRule',
  'POST /api/metadata/saveLayout',
  'POST /api/metadata/saveDynamicRule',
  'POST /api/metadata/saveDuplicateRule',
  'POST /api/metadata/saveLookupExpression',
  'POST /api/metadata/savePicklistValues',
  'POST /api/metadata/saveRecordType',
  'POST /api/metadata/saveValidationRule',
  'POST /api/metadata/deleteMetadata',
  'POST /api/clientPool/getPools',
  'POST /api/clientPool/getRecords',
  'POST /api/clientPool/claim',
  'POST /api/clientPool/return',
  'POST /api/clientPool/assign',
  'POST /api/clientPool/savePool',
  'POST /api/clientPool/adminPools',
  'POST /api/clientPool/setPoolActive',
  'POST /api/print/getPrintDocument',
  'POST /api/print/getPrintTable',
  'POST /api/print/listTemplates',
  'POST /api/print/saveTemplate',
  'POST /api/chat/listGroups',
  'POST /api/approval/submitApproval',
  'POST /api/approval/approve',
  'POST /api/approval/reject',
  'POST /api/approval/getRequest',
  'POST /api/approval/getApprovers',
  'POST /api/approval/getProcesses',
  'POST /api/approval/saveProcess',
  'POST /api/shiftPlan/getPlan',
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
    const { layoutId } = await ok('/objectdetail/getLayoutId', { recordId: accountId });
    const eventSave = {
      objectApi: 'Event',
      data: JSON.stringify([
        { name: 'Probe', begintime: '2026-01-05 09:00:00', endtime: '2026-01-05 10:00:00' },
      ]),
    };
    const calls: Array<[CallContract, unknown]> = [
      [getViewListContract, question],
      [getViewListDataContract, { ...question, pageSize: 5 }],
      [getViewCountContract, question],
      [getKanbanDataContract, question],
      [getLookupDataContract, { objId: 'user', keyword: '' }],
      [getLookupInfoContract, { prefix: '005' }],
      [getLayoutDetailContract, { objectApi: 'Account', operation: 'NEW' }],
      [getLayoutDetailContract, { recordId: accountId, operation: 'EDIT' }],
      [getMasterInfoContract, { objId: 'Account', recordId: accountId, operation: 'COPY' }],
      [newMasterInfoContract, { objId: 'quote', operation: 'NEW' }],
      [saveRecordsContract, eventSave],
      [saveRecordsContract, { objectApi: 'Account', data: JSON.stringify([{ name: '' }]) }],
      [checkEventConflictContract, eventSave],
      [getDetailContract, { id: accountId }],
      [getPermissionByIdContract, { id: accountId }],
      [getDetailRelatedItemsContract, { id: accountId }],
      [getDetailRelatedItemsContract, { type: 'event' }],
      [getFieldHistoryContract, { id: accountId }],
      [getRelatedListRowsContract, { id: accountId, objectApi: 'Contact', fieldApi: 'accountid' }],
      [hideAddPricebookButtonContract, { objectApi: 'quote' }],
      [searchProductsContract, { recordCurrency: 'USD' }],
      [followRecordContract, { id: accountId, follow: true }],
      [getFollowStatusContract, { id: accountId }],
      [getFollowedListContract, {}],
      [getHierarchyContract, { id: accountId }],
      [getRecordFilesContract, { id: accountId }],
      [getFileInfoContract, { ids: ['none'] }],
      [getResourceAttributeFieldsContract, {}],
      [getQualificationFieldsContract, {}],
      [
        checkWorkRuleConditionContract,
        { conditionVals: [{ resourcesproperty: 'nope', fieldoperator: 'e', resourcespropertyvalue: '1' }] },
      ],
      [getLayoutIdContract, { recordId: accountId }],
      [getDynamicLayoutRulesContract, { layoutId }],
      [queryMoreDataByNameContract, { objectApi: 'Account', name: 'Contract' }],
    ];
    for (const [contract, body] of calls) {
      const data = await ok(contract.path, body);
      expect(contract.response.safeParse(data).success, contract.path).toBe(true);
    }
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
