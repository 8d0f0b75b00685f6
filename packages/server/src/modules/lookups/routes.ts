import {
  getLookupDataContract,
  getLookupFilterSettingContract,
  getLookupInfoContract,
  getLookupRelatedFieldValueContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import {
  currentMetadata,
  type FieldModel,
  findObject,
  isLookupType,
  lookupFilterFor,
  type MetadataSnapshot,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { lookupTargetRights } from '../records/index.js';
import { relatedFieldValues } from './lookup-related-values.js';
import { searchLookup } from './lookup-search.js';

const searchBody = getLookupDataContract.request;
/** The spec's 'true'/'false' strings. */
const flag = (value: boolean) => (value ? 'true' : 'false');
type SearchBody = z.infer<typeof searchBody>;

/** The lookup field named by fieldId, or the object named by objId/prefix when searching without a field. */
function targetOf(
  snapshot: MetadataSnapshot,
  body: SearchBody,
): { field: FieldModel | null; target: ObjectModel | 'user' } {
  if (body.fieldId) {
    const field = snapshot.fieldsById.get(body.fieldId);
    if (!field) throw new AppError(ErrorCode.NOT_FOUND, `No field has id "${body.fieldId}"`);
    if (!isLookupType(field.typeCode))
      throw new AppError(ErrorCode.BAD_REQUEST, `${field.label} is not a lookup field`);
    if (field.lookupObjectId === 'user') return { field, target: 'user' };
    const ids = (field.lookupObjectId ?? '').split(',');
    // A polymorphic lookup searches the object the caller picked (prefix), else its first.
    const chosen = body.prefix ? snapshot.byPrefix.get(body.prefix) : undefined;
    const picked = chosen && ids.includes(chosen.id) ? chosen : snapshot.byId.get(ids[0] ?? '');
    if (!picked)
      throw new AppError(ErrorCode.NOT_FOUND, `${field.label} looks up an object that no longer exists`);
    return { field, target: picked };
  }
  if (body.prefix === '005' || body.objId === 'user') return { field: null, target: 'user' };
  return { field: null, target: resolveObject(snapshot, { objId: body.objId, prefix: body.prefix }) };
}

function parseFilters(lkdp: string | undefined): Record<string, string> {
  if (!lkdp) return {};
  try {
    const parsed: unknown = JSON.parse(lkdp);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed)
          .filter(([, value]) => value !== '' && value !== null)
          .map(([key, value]) => [key, String(value)]),
      );
    }
  } catch {
    // reported below
  }
  throw new AppError(ErrorCode.BAD_REQUEST, 'body.lkdp: must be a JSON object of field values');
}

/** Lookup search, lookup settings and lookup-value expressions (spec 2 §7). */
export async function lookupsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const search = async (user: ReturnType<typeof requireUser>, body: SearchBody) => {
    const snapshot = await currentMetadata(context.database);
    const { field, target } = targetOf(snapshot, body);
    const pageSize = Math.min(Number(body.pageSize ?? 20), 200);
    const partnerAccount = user.partnerAccountId
      ? findObject(snapshot, { recordId: user.partnerAccountId })
      : undefined;
    const result = await searchLookup(
      context.database,
      user,
      target,
      {
        keyword: (body.keyword ?? body.searchKeyWord ?? '').trim(),
        page: Number(body.page ?? 1),
        pageSize,
        filters: parseFilters(body.lkdp),
      },
      partnerAccount,
    );
    return { field, target, ...result };
  };

  api.post(getLookupInfoContract.path, { schema: contractSchema(getLookupInfoContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { field, target, rows, hasMore } = await search(user, request.body.body);
    const settings = field ? await lookupFilterFor(context.database, field.id) : null;
    const rights = await lookupTargetRights(context.database, user, target);
    return okEnvelope(
      {
        objId: target === 'user' ? 'user' : target.id,
        objectApi: target === 'user' ? 'User' : target.apiName,
        prefix: target === 'user' ? '005' : target.prefix,
        labelName: target === 'user' ? 'User' : target.label,
        isquickcreated: flag((settings?.isQuickCreated ?? false) && rights.canQuickCreate),
        isQuery: flag(rights.isQuery),
        isAutoCompleted: flag(settings?.isAutoCompleted ?? true),
        dataList: rows,
        hasMore,
      },
      request.id,
    );
  });

  api.post(getLookupDataContract.path, { schema: contractSchema(getLookupDataContract) }, async (request) => {
    const { rows, hasMore } = await search(requireUser(request.currentUser), request.body.body);
    return okEnvelope({ dataList: rows, hasMore }, request.id);
  });

  api.post(
    getLookupFilterSettingContract.path,
    { schema: contractSchema(getLookupFilterSettingContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const { target, field } = targetOf(snapshot, request.body.body);
      const settings = await lookupFilterFor(context.database, field?.id ?? '');
      const rights = await lookupTargetRights(context.database, user, target);
      return okEnvelope(
        {
          isEnableFilter: flag(settings.isEnableFilter),
          filterFieldIds: settings.filterFieldIds.join(','),
          isAutoCompleted: flag(settings.isAutoCompleted),
          isquickcreated: flag(settings.isQuickCreated && rights.canQuickCreate),
          isQuery: flag(rights.isQuery),
          objectApi: target === 'user' ? 'User' : target.apiName,
        },
        request.id,
      );
    },
  );

  api.post(
    getLookupRelatedFieldValueContract.path,
    { schema: contractSchema(getLookupRelatedFieldValueContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await relatedFieldValues(context, user, request.body.body.fieldJson), request.id);
    },
  );
}
