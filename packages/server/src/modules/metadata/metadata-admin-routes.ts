import { compileFormula, FormulaError, isFieldTypeCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { stableId } from './catalogue/expand-fields.js';
import { formulaFields } from './formula-fields.js';
import { bumpMetadataRevision, insertField, installObject } from './install-object.js';
import { currentMetadata } from './metadata-cache.js';
import { registerMetadataChangeRoutes } from './metadata-change-routes.js';
import { objectCreated } from './object-created.js';
import { tableNameFor } from './object-table-ddl.js';
import { resolveObject } from './resolve-object.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/**
 * Metadata changes (create object, add field, add validation rule): each is
 * one transaction of metadata rows and DDL. Adding a field is ALTER TABLE ADD
 * COLUMN of a nullable column, which neither database rewrites. Only system
 * administrators may change metadata (the access-control issue may widen it).
 */
const apiName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,40}$/, 'letters, digits and _, starting with a letter');
const fieldSchema = z.strictObject({
  api: apiName,
  type: z.string().refine(isFieldTypeCode, 'a field type code'),
  label: z.string().min(1).max(120),
  required: z.boolean().optional(),
  length: z.number().int().min(0).max(131072).optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  lookup: z.string().max(100).optional(),
  options: z
    .array(z.tuple([z.string().min(1).max(255), z.string().min(1).max(255)]))
    .max(1000)
    .optional(),
  defaultValue: z.string().max(255).optional(),
  unique: z.boolean().optional(),
  track: z.boolean().optional(),
  placeholder: z.string().max(255).optional(),
  help: z.string().max(1000).optional(),
});

/** A dependency names two picklists of the new object, and only their option keys. */
function checkDependency(
  fields: ReadonlyArray<z.infer<typeof fieldSchema>>,
  dependency: { control: string; depend: string; mapping: Record<string, string[]> },
  where: string,
): void {
  const picklist = (api: string, at: string) => {
    const field = fields.find((candidate) => candidate.api === api);
    if (!field || (field.type !== 'L' && field.type !== 'Q'))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.${at}: "${api}" is no picklist field of the object`,
      );
    return new Set((field.options ?? []).map(([key]) => key));
  };
  const controls = picklist(dependency.control, 'control');
  const depends = picklist(dependency.depend, 'depend');
  if (dependency.control === dependency.depend)
    throw new AppError(ErrorCode.BAD_REQUEST, `${where}.depend: a field cannot depend on itself`);
  for (const [key, allowed] of Object.entries(dependency.mapping)) {
    if (!controls.has(key))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.mapping: "${key}" is no value of ${dependency.control}`,
      );
    const unknown = allowed.find((value) => !depends.has(value));
    if (unknown !== undefined)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.mapping.${key}: "${unknown}" is no value of ${dependency.depend}`,
      );
  }
}

export function registerMetadataAdminRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const requireAdmin = (user: CurrentUser) => {
    if (user.profileId !== 'system_admin')
      throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change metadata');
  };

  typed.post(
    '/metadata/createObject',
    {
      schema: {
        summary: 'Create a custom object with its records table',
        body: envelopeSchema(
          z.strictObject({
            api: apiName,
            prefix: z.string().regex(/^[0-9A-Za-z]{3}$/, '3 letters or digits'),
            label: z.string().min(1).max(120),
            plural: z.string().min(1).max(120),
            icon: z.string().max(60).optional(),
            fields: z.array(fieldSchema).max(500).optional(),
            /** Control → dependent picklists: each control value's allowed dependent values (spec 2 §4). */
            dependencies: z
              .array(
                z.strictObject({
                  control: apiName,
                  depend: apiName,
                  mapping: z.record(z.string().max(255), z.array(z.string().max(255)).max(1000)),
                }),
              )
              .max(100)
              .optional(),
          }),
        ),
      },
    },
    async (request) => {
      requireAdmin(requireUser(request.currentUser));
      const body = request.body.body;
      for (const [index, dependency] of (body.dependencies ?? []).entries())
        checkDependency(body.fields ?? [], dependency, `dependencies[${index}]`);
      const snapshot = await currentMetadata(context.database);
      if (snapshot.byApi.has(body.api.toLowerCase()))
        throw new AppError(ErrorCode.BAD_REQUEST, `An object named ${body.api} exists`);
      if (snapshot.byPrefix.has(body.prefix))
        throw new AppError(ErrorCode.BAD_REQUEST, `Prefix ${body.prefix} is taken`);
      const fields = body.fields ?? [];
      if (!fields.some((field) => field.api === 'name'))
        fields.unshift({ api: 'name', type: 'S', label: 'Name', required: true, length: 255 });
      const objectId = await context.database.db.transaction().execute(async (trx) => {
        const id = await installObject(
          trx,
          context.database.dialect,
          {
            api: body.api,
            prefix: body.prefix,
            label: body.label,
            plural: body.plural,
            icon: body.icon ?? 'appstore',
            fields,
            dependencies: body.dependencies ?? [],
          },
          { now: context.now().toISOString(), isCustom: true, sortOrder: 1000 },
        );
        await bumpMetadataRevision(trx);
        return id;
      });
      await objectCreated({
        database: context.database,
        objectId,
        tableName: tableNameFor(body.api),
        now: context.now(),
      });
      return okEnvelope({ objId: objectId }, request.id);
    },
  );

  typed.post(
    '/metadata/addField',
    {
      schema: {
        summary: 'Add a field to an object (ALTER TABLE ADD COLUMN, no table rewrite) and to its layouts',
        body: envelopeSchema(
          z.strictObject({
            objId: z.string().min(1).max(100),
            field: fieldSchema,
            sectionId: z.string().max(100).optional(),
          }),
        ),
      },
    },
    async (request) => {
      requireAdmin(requireUser(request.currentUser));
      const { objId, field, sectionId } = request.body.body;
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objId });
      if (object.fieldsByApi.has(field.api.toLowerCase()))
        throw new AppError(ErrorCode.BAD_REQUEST, `${object.label} already has a field ${field.api}`);
      if (field.type === 'AD' || field.type === 'LT' || field.type === 'Z') {
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `field.type: ${field.type} fields are added by the layout editor, not here`,
        );
      }
      if (
        (field.type === 'Y' || field.type === 'M' || field.type === 'MR') &&
        field.lookup !== 'user' &&
        !snapshot.byId.has(field.lookup ?? '')
      ) {
        throw new AppError(ErrorCode.BAD_REQUEST, 'field.lookup: name the objId the lookup points at');
      }
      const section = sectionId
        ? [...object.layouts.values()]
            .flatMap((layout) => layout.sections)
            .find((candidate) => candidate.id === sectionId)
        : undefined;
      if (sectionId && !section)
        throw new AppError(
          ErrorCode.NOT_FOUND,
          `Section "${sectionId}" is not on a layout of ${object.label}`,
        );
      const id = await context.database.db.transaction().execute(async (trx) => {
        const fieldId = await insertField(trx, context.database.dialect, {
          objectId: object.id,
          table: object.tableName,
          field: { ...field, column: field.api.toLowerCase() },
          sortOrder: object.fields.length,
          now: context.now().toISOString(),
        });
        // New fields go to the first section of every layout, or to the section named.
        const targets = section
          ? [section]
          : [...object.layouts.values()].flatMap((layout) => layout.sections.slice(0, 1));
        for (const target of targets) {
          await trx
            .insertInto('meta_layout_item')
            .values({
              section_id: target.id,
              field_id: fieldId,
              side: target.items.length % 2 === 0 ? 'left' : 'right',
              sort_order: target.items.length,
              required: 0,
              readonly: 0,
            })
            .execute();
        }
        await bumpMetadataRevision(trx);
        return fieldId;
      });
      return okEnvelope({ fieldId: id }, request.id);
    },
  );

  typed.post(
    '/metadata/addValidationRule',
    {
      schema: {
        summary:
          'Add a validation rule; its formula is compiled against the object now, so errors show at save time of the rule',
        body: envelopeSchema(
          z.strictObject({
            objId: z.string().min(1).max(100),
            name: z.string().min(1).max(120),
            formula: z.string().min(1).max(3900),
            message: z.string().min(1).max(1000),
            errorField: z.string().max(100).optional(),
          }),
        ),
      },
    },
    async (request) => {
      requireAdmin(requireUser(request.currentUser));
      const body = request.body.body;
      const object = resolveObject(await currentMetadata(context.database), { objId: body.objId });
      if (body.errorField && !object.fieldsByApi.has(body.errorField.toLowerCase())) {
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `errorField: ${object.label} has no field "${body.errorField}"`,
        );
      }
      try {
        compileFormula(body.formula, formulaFields(object), { expectedType: 'boolean' });
      } catch (error) {
        if (error instanceof FormulaError)
          throw new AppError(ErrorCode.BAD_REQUEST, `formula: ${error.message}`);
        throw error;
      }
      const id = stableId('vrl', object.id, body.name);
      if (object.validationRules.some((rule) => rule.id === id))
        throw new AppError(ErrorCode.BAD_REQUEST, `${object.label} has a rule named ${body.name}`);
      await context.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('meta_validation_rule')
          .values({
            id,
            object_id: object.id,
            name: body.name,
            formula: body.formula,
            error_message: body.message,
            error_field: body.errorField ?? '',
            is_active: 1,
            sort_order: object.validationRules.length,
          })
          .execute();
        await bumpMetadataRevision(trx);
      });
      return okEnvelope({ id }, request.id);
    },
  );

  registerMetadataChangeRoutes(api, context, requireAdmin);
}
