import {
  addFieldContract,
  type CallContract,
  checkEventConflictContract,
  checkWorkRuleConditionContract,
  createObjectContract,
  defineCall,
  followRecordContract,
  getAllObjectListContract,
  getChatSetupContract,
  getDetailContract,
  getDetailRelatedItemsContract,
  getDynamicLayoutRulesContract,
  getExportReportUrlContract,
  getFieldHistoryContract,
  getFieldListContract,
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
  getObjectAccessContract,
  getPermissionByIdContract,
  getPoolsContract,
  getPrintDocumentContract,
  getQualificationFieldsContract,
  getRecordFilesContract,
  getRecordTypeContract,
  getRelatedListRowsContract,
  getReportEnableListContract,
  getResourceAttributeFieldsContract,
  getViewCountContract,
  getViewListContract,
  getViewListDataContract,
  hideAddPricebookButtonContract,
  listApiKeysContract,
  listAuditContract,
  listChatGroupsContract,
  listClientScriptContract,
  listCustomCompAddrContract,
  listGroupsContract,
  listOwdContract,
  listPrintTemplatesContract,
  listProfilesContract,
  listRolesContract,
  listRuleJobsContract,
  listSessionsContract,
  listSharesContract,
  listSharingRulesContract,
  listTaxContract,
  listUsersContract,
  newMasterInfoContract,
  queryMoreDataByNameContract,
  saveOwdContract,
  saveRecordsContract,
  searchProductsContract,
} from '@vela/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCalls } from '../test-support/record-calls.js';
import { createTestApp } from '../test-support/test-app.js';
import { describeEachSeededDatabase } from '../test-support/test-database.js';
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
  // The iCalendar feed (issue 22): text/calendar for calendar apps, outside the shell.
  'GET /api/calendar/feed/:token',
  // A chat's file message's file (issue 24), for its members.
  'GET /api/chat/message/attachment',
  'GET /api/file/downloadFile',
  'GET /api/mail/downloadAttachment',
  // A mass e-mail's unsubscribe link (issue 23): plain HTML pages in the recipient's language, the
  // question (GET) and the answer to its button or a mail client's one-click post (POST).
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  'GET /api/file/downloadAttachement',
  'POST /api/importFile/downloadFailFile',
  // A finished whole-object export (issue 21): the CSV or XLSX file itself.
  'POST /api/exportFile/download',
  // The bot service (spec 1 §4): the answer streams as server-sent events, each event typed in core.
  'POST /api/bot/agents/ask',
  'POST /api/view/exportList',
  // A saved report's result as XLSX or CSV (issue 19).
  'POST /api/report/exportReport',
  // A saved custom SQL report's result as XLSX or CSV (issue 19).
  'POST /api/report/exportCustomSql',
  // The text-message provider's form posts (issue 23): answered with TwiML for the provider, not an envelope.
  'POST /api/sms/callback/status/:orgId',
  'POST /api/sms/callback/inbound/:orgId',
  'POST /api/print/downloadRecordPdf',
  // A mail merge's PDF (issue 23, spec 1 §7 raw download).
  'POST /api/mailMerge/generateDocument',
  'POST /api/print/downloadTablePdf',
  // A marketing form's QR code (PNG), submissions (CSV or XLSX) and definition (JSON): spec 1 §7 raw downloads.
  'POST /api/form/getSharePhoto',
  'POST /api/form/exportFormList',
  'POST /api/form/exportFormInfo',
];

describeEachSeededDatabase('route contracts', (getDatabase) => {
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

  it('every /api route answering JSON declares its answer', () => {
    const routes = app.apiRoutes.map((route) => ({ key: `${route.method} ${route.url}`, route }));
    const undeclared = routes
      .filter(({ key, route }) => !route.hasResponseSchema && !FILE_ANSWERS.includes(key))
      .map(({ key }) => key);
    expect(undeclared, 'routes without a response contract: declare one in core/src/contracts').toEqual([]);
    const stale = FILE_ANSWERS.filter((key) => !routes.some((route) => route.key === key));
    expect(stale, 'file answers listed for routes that no longer exist').toEqual([]);
  });

  it('every /api route taking a body declares it, so a wrong request is refused before any handler runs', () => {
    const undeclared = app.apiRoutes
      .filter((route) => route.method !== 'GET' && !route.hasBodySchema)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared, 'routes without a request contract: declare one in core/src/contracts').toEqual([]);
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
      [listSessionsContract, {}],
      [listApiKeysContract, {}],
      [getChatSetupContract, {}],
      [getReportEnableListContract, {}],
      [getExportReportUrlContract, {}],
      [listCustomCompAddrContract, { loadModel: 'start' }],
      [listClientScriptContract, { usageScenario: 'PC' }],
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
