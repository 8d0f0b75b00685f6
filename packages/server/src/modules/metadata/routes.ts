import {
  getAllObjectListContract,
  getDynamicLayoutListDetailContract,
  getDynamicLayoutRulesContract,
  getFieldListContract,
  getLayoutIdContract,
  getRecordTypeContract,
  getSelectValueContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { loadFieldAccess } from '../access/index.js';
import type { ModuleContext } from '../module.js';
import { regionLevel } from './catalogue/expand-fields.js';
import { registerCommerceRoutes } from './commerce-routes.js';
import { chooseRecordType, layoutIdFor, recordTypeEntries } from './form-layout.js';
import { registerMetadataAdminRoutes } from './metadata-admin-routes.js';
import { currentMetadata } from './metadata-cache.js';
import { labelIn } from './metadata-model.js';
import { resolveObject } from './resolve-object.js';

/** Calls that read metadata: object list, fields, record types, layouts, picklists, layout rules. */
export async function metadataModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const metadata = () => currentMetadata(context.database);

  api.post(
    getAllObjectListContract.path,
    {
      schema: {
        ...contractSchema(getAllObjectListContract),
        body: envelopeSchema(getAllObjectListContract.request).optional(),
      },
    },
    async (request) => {
      const snapshot = await metadata();
      const language = request.body?.body.language;
      return okEnvelope(
        snapshot.objects.map((object) => ({
          id: object.id,
          prefix: object.prefix,
          objectapi: object.apiName,
          labelname: labelIn(object.labels, object.label, language),
          pluralLabel: object.pluralLabel,
          icon: object.icon,
          iscustom: object.isCustom,
        })),
        request.id,
      );
    },
  );

  api.post(getFieldListContract.path, { schema: contractSchema(getFieldListContract) }, async (request) => {
    const snapshot = await metadata();
    const { body } = request.body;
    const object = resolveObject(snapshot, body);
    // A field hidden from the caller's profile is left out, definition and all, as everywhere else.
    const { hidden } = await loadFieldAccess(context.database, requireUser(request.currentUser), object);
    return okEnvelope(
      object.fields
        .filter((field) => !hidden.has(field.apiName))
        .map((field) => ({
          id: field.id,
          apiname: field.apiName,
          schemefieldType: field.typeCode,
          fieldType: field.typeCode,
          labelName: labelIn(field.labels, field.label, body.language),
          required: field.required,
          edit: field.editable,
          isunique: field.unique,
          schemefieldLength: field.length,
          decimalPlaces: field.decimalPlaces,
          defaultValue: field.defaultValue,
          placeholder: field.placeholder,
          helpText: field.helpText,
          lookupObj: field.lookupObjectId ?? '',
          parentFieldId: field.groupFieldId ?? '',
          hidden: field.hidden,
          system: field.system,
          trackHistory: field.trackHistory,
          objName: object.apiName,
        })),
      request.id,
    );
  });

  api.post(getRecordTypeContract.path, { schema: contractSchema(getRecordTypeContract) }, async (request) => {
    const object = resolveObject(await metadata(), request.body.body);
    const profileId = request.currentUser?.profileId;
    return okEnvelope({ recordTypeList: recordTypeEntries(object, profileId) }, request.id);
  });

  api.post(getLayoutIdContract.path, { schema: contractSchema(getLayoutIdContract) }, async (request) => {
    const snapshot = await metadata();
    const { objId, recordId, recordtypeId, prefix } = request.body.body;
    const object = resolveObject(snapshot, { objId, prefix, recordId });
    const stored = recordId ? await storedRecordType(context, object.tableName, recordId) : undefined;
    const wanted = recordtypeId || stored;
    // A new record takes an active type; an existing one opens with its own, retired or not.
    if (recordtypeId && recordtypeId !== stored && !object.recordTypes.some((rt) => rt.id === recordtypeId)) {
      throw new AppError(
        ErrorCode.NOT_FOUND,
        `Record type "${recordtypeId}" is not a record type of ${object.label}`,
      );
    }
    const { profileId } = requireUser(request.currentUser);
    const recordType = chooseRecordType(object, wanted, profileId);
    if (!recordType) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} has no record type`);
    return okEnvelope(
      { layoutId: layoutIdFor(object, recordType, profileId), recordtypeId: recordType.id },
      request.id,
    );
  });

  api.post(
    getSelectValueContract.path,
    { schema: contractSchema(getSelectValueContract) },
    async (request) => {
      const { fieldId, language } = request.body.body;
      if (fieldId === 'country') {
        return okEnvelope(
          regionLevel(0).map((region, index) => ({
            codekey: region.name,
            codevalue: labelIn(region.labels ?? {}, region.name, language),
            isdefaultvalue: false,
            order: index,
          })),
          request.id,
        );
      }
      const snapshot = await metadata();
      const field = snapshot.fieldsById.get(fieldId);
      const object = field ? snapshot.byId.get(field.objectId) : undefined;
      const hidden = object
        ? (await loadFieldAccess(context.database, requireUser(request.currentUser), object)).hidden
        : new Set<string>();
      // A field hidden from the caller answers as a missing one.
      if (!field || hidden.has(field.apiName))
        throw new AppError(ErrorCode.NOT_FOUND, `No field has id "${fieldId}"`);
      if (field.typeCode !== 'L' && field.typeCode !== 'Q') {
        throw new AppError(ErrorCode.BAD_REQUEST, `${field.label} is not a picklist`);
      }
      return okEnvelope(
        field.picklist.map((option, index) => ({
          codekey: option.codeKey,
          codevalue: labelIn(option.labels, option.codeValue, language),
          isdefaultvalue: option.isDefault,
          order: index,
        })),
        request.id,
      );
    },
  );

  const layoutRules = async (layoutId: string) => {
    const snapshot = await metadata();
    const layout = snapshot.layoutsById.get(layoutId);
    if (!layout) throw new AppError(ErrorCode.NOT_FOUND, `No layout has id "${layoutId}"`);
    const object = snapshot.byId.get(layout.objectId);
    return (object?.dynamicRules ?? []).filter((rule) => rule.layoutId === layoutId).map((rule) => rule.rule);
  };
  for (const contract of [getDynamicLayoutRulesContract, getDynamicLayoutListDetailContract]) {
    api.post(contract.path, { schema: contractSchema(contract) }, async (request) =>
      okEnvelope({ rules: await layoutRules(request.body.body.layoutId) }, request.id),
    );
  }

  registerCommerceRoutes(api, context);
  registerMetadataAdminRoutes(app, context);
}

/** The record type a stored record has; the records table is this platform's own. */
async function storedRecordType(
  context: ModuleContext,
  table: string,
  recordId: string,
): Promise<string | undefined> {
  const result = await sql<{
    recordtype: string | null;
  }>`select recordtype from ${sql.id(table)} where id = ${recordId}`.execute(context.database.db);
  const row = result.rows[0];
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `Record "${recordId}" was not found`);
  return row.recordtype ?? undefined;
}
