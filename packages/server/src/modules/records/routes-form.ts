import {
  getLayoutDetailContract,
  getMasterInfoContract,
  newMasterInfoContract,
  normaliseOperationType,
  type OperationType,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
// The approvals module's process store, not its index: the index's routes read records through this module.
import { hasActiveApprovalProcess, pendingRequestOf } from '../approvals/index.js';
import {
  buildSections,
  chooseRecordType,
  controlContainer,
  currentMetadata,
  dependContainer,
  layoutIdFor,
  lookupValueExpressions,
  recordTypeEntries,
  regionContainers,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { invoiceFromOrders, orderIdsOf } from './form-from-orders.js';
import { readRecordValues } from './read-record.js';
import { fieldAccess, layoutForUser } from './record-access.js';
import type { RecordValues } from './record-store.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export interface FormRequest {
  objId?: string | undefined;
  objectApi?: string | undefined;
  layoutId?: string | undefined;
  operation?: string | undefined;
  recordId?: string | undefined;
  recordtype?: string | undefined;
}

/** Spec 2 §3 "Server-supplied form values": everything the record form needs to open. */
export async function buildFormData(context: ModuleContext, user: CurrentUser, input: FormRequest) {
  const snapshot = await currentMetadata(context.database);
  const operation: OperationType | null = normaliseOperationType(
    input.operation || (input.recordId ? 'EDIT' : 'NEW'),
  );
  if (!operation) throw new AppError(ErrorCode.BAD_REQUEST, 'body.operation: must be NEW, EDIT or COPY');
  // Spec 2 §7: objId is blank for the customer address object.
  const object =
    !input.objId && !input.objectApi && !input.recordId
      ? resolveObject(snapshot, { objId: 'velacustomeraddress' })
      : resolveObject(snapshot, { objId: input.objId, objectApi: input.objectApi, recordId: input.recordId });
  if (operation !== 'NEW' && !input.recordId) {
    throw new AppError(ErrorCode.BAD_REQUEST, `body.recordId: ${operation} needs the record's id`);
  }
  let record: RecordValues | null = null;
  if (input.recordId) record = await readRecordValues(context, user, snapshot, object, input.recordId);
  let layoutId = input.layoutId;
  if (layoutId && !object.layouts.has(layoutId)) {
    throw new AppError(ErrorCode.NOT_FOUND, `Layout "${layoutId}" is not a layout of ${object.label}`);
  }
  const wantedType =
    input.recordtype || (typeof record?.recordtype === 'string' ? record.recordtype : undefined);
  // A new record takes an active type; an existing one opens with its own, retired or not.
  const keeps = record !== null && operation === 'EDIT' && input.recordtype === record.recordtype;
  if (
    input.recordtype &&
    !keeps &&
    !object.recordTypes.some((recordType) => recordType.id === input.recordtype)
  ) {
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `Record type "${input.recordtype}" is not a record type of ${object.label}`,
    );
  }
  const recordType = layoutId
    ? (object.recordTypes.find(
        (candidate) => candidate.layoutId === layoutId && (!wantedType || candidate.id === wantedType),
      ) ?? chooseRecordType(object, wantedType, user.profileId))
    : chooseRecordType(object, wantedType, user.profileId);
  layoutId ||= recordType ? layoutIdFor(object, recordType, user.profileId) : undefined;
  const layout = layoutId ? object.layouts.get(layoutId) : undefined;
  if (!layout) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} has no layout`);

  const values = formValues(object.apiName, operation, record, user, context.now());
  return {
    objId: object.id,
    objectApi: object.apiName,
    prefix: object.prefix,
    labelName: object.label,
    operation,
    layoutId: layout.id,
    recordType: recordType?.id ?? '',
    recordTypeList: recordTypeEntries(object, user.profileId),
    dataList: buildSections(
      snapshot,
      object,
      layoutForUser(object, layout, await fieldAccess(context.database, user, object)),
      operation,
      values,
      recordType,
    ),
    controlContainer: controlContainer(snapshot, object),
    dependContainer: dependContainer(snapshot, object),
    lookupValueExpression: lookupValueExpressions(snapshot, object),
    ...regionContainers(),
    // DECISIONS 25: the layout allows it and the object has an active approval process (and the record
    // does not already wait for approval).
    saveandapproval:
      layout.saveAndApproval &&
      object.features.approvals &&
      (await hasActiveApprovalProcess(context.database, user.orgId, object.id)) &&
      !(operation === 'EDIT' && record && (await pendingRequestOf(context.database, String(record.id))))
        ? ('true' as const)
        : ('false' as const),
    actionConditions: object.dynamicRules
      .filter((rule) => rule.layoutId === layout.id)
      .map((rule) => rule.rule),
    record: values,
  };
}

/** The values the form opens with: the record's (a copy drops its id and system values), or NEW's defaults. */
function formValues(
  objectApi: string,
  operation: OperationType,
  record: RecordValues | null,
  user: CurrentUser,
  now: Date,
): RecordValues {
  if (operation === 'EDIT' && record) return record;
  const values: RecordValues = operation === 'COPY' && record ? { ...record } : {};
  for (const key of [
    'id',
    'createbyid',
    'createbyidccname',
    'createdate',
    'lastmodifybyid',
    'lastmodifybyidccname',
    'lastmodifydate',
    'is_deleted',
  ]) {
    delete values[key];
  }
  // Spec 2 §4 Opening: the owner is the current user on NEW and COPY.
  values.ownerid = user.userId;
  values.owneridccname = user.name;
  if (operation === 'NEW' && objectApi.toLowerCase() === 'event') {
    const start = new Date(now);
    start.setUTCMinutes(0, 0, 0);
    start.setUTCHours(start.getUTCHours() + 1);
    const end = new Date(start.getTime() + 3_600_000);
    const format = (date: Date) => `${date.toISOString().slice(0, 13).replace('T', ' ')}:00:00`;
    values.begintime = format(start);
    values.endtime = format(end);
  }
  return values;
}

export function registerRecordFormRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.post(getMasterInfoContract.path, { schema: contractSchema(getMasterInfoContract) }, async (request) =>
    okEnvelope(await buildFormData(context, requireUser(request.currentUser), request.body.body), request.id),
  );
  typed.post(
    newMasterInfoContract.path,
    { schema: contractSchema(newMasterInfoContract) },
    async (request) => {
      const { recordId, ...rest } = request.body.body;
      const ids = (recordId ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      // Order ids (one or several) are the orders an invoice is made from: a NEW invoice, prefilled from them.
      const orderIds = orderIdsOf(context, snapshot, ids);
      const fromOrders = Boolean(orderIds) || ids.length > 1;
      const form = await buildFormData(
        context,
        user,
        fromOrders ? { ...rest, operation: 'NEW' } : { ...rest, recordId: ids[0] },
      );
      const invoicing =
        orderIds && form.objectApi === 'Invoices'
          ? await invoiceFromOrders(context, snapshot, user, orderIds)
          : { defaultData: {}, sourceLines: [] };
      return okEnvelope({ ...form, sourceRecordIds: fromOrders ? ids : [], ...invoicing }, request.id);
    },
  );
  typed.post(
    getLayoutDetailContract.path,
    { schema: contractSchema(getLayoutDetailContract) },
    async (request) => {
      const body = request.body.body;
      const form = await buildFormData(context, requireUser(request.currentUser), {
        objId: body.objId,
        objectApi: body.objectApi,
        layoutId: body.layoutId,
        operation: body.operation,
        recordId: body.recordId || body.id,
        recordtype: body.recordtype,
      });
      if (body.tasktype && form.objectApi.toLowerCase() === 'task') form.record.tasktype = body.tasktype;
      if (body.phoneOrEmail && form.objectApi === 'velacase') {
        form.record[body.phoneOrEmail.includes('@') ? 'suppliedemail' : 'suppliedphone'] = body.phoneOrEmail;
      }
      return okEnvelope(form, request.id);
    },
  );
}
