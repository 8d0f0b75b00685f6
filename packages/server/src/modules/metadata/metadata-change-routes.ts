import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { stableId } from './catalogue/expand-fields.js';
import { rebuildMatchKeys } from './duplicate-rule-keys.js';
import { bumpMetadataRevision } from './install-object.js';
import { storedMetadata } from './metadata-cache.js';
import {
  badInput,
  checkDynamicRule,
  checkLookupExpression,
  checkValidationFormula,
  fieldNamed,
} from './metadata-change-checks.js';
import type { LayoutModel, MetadataSnapshot, ObjectModel } from './metadata-model.js';
import { resolveObject } from './resolve-object.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/**
 * Metadata changes after an object exists: its layouts, dynamic layout rules,
 * duplicate rules, lookup-value expressions, picklist values and record
 * types. Each is one transaction that bumps the metadata revision, so every
 * process sees the change on its next call. Only system administrators may
 * make them.
 */
const id = z.string().min(1).max(100);
const name = z.string().trim().min(1).max(120);
const labels = z.record(z.string().max(16), z.string().max(255)).optional();
const layoutField = z.union([
  z.string().min(1).max(100),
  z.strictObject({
    api: z.string().min(1).max(100),
    required: z.boolean().optional(),
    readonly: z.boolean().optional(),
  }),
]);
const condition = z.strictObject({
  id: z.number().int().min(1).max(99),
  fieldApi: z.string().min(1).max(100),
  operator: z.string().max(4),
  value: z.string().max(1000),
});
const actions = z.strictObject({
  required: z.array(z.string().max(100)).max(200).optional(),
  readonly: z.array(z.string().max(100)).max(200).optional(),
  showFields: z.array(z.string().max(100)).max(200).optional(),
  showSections: z.array(z.string().max(100)).max(100).optional(),
});

const newId = (kind: string) => `${kind}${randomBytes(11).toString('base64url').slice(0, 15)}`;
const flag = (value: boolean | undefined) => (value ? 1 : 0);

export function registerMetadataChangeRoutes(
  api: Api,
  context: ModuleContext,
  requireAdmin: (user: CurrentUser) => void,
): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  /** Checks the caller and reads the metadata the change is made against. */
  const begin = async (request: { currentUser: CurrentUser | null }) => {
    requireAdmin(requireUser(request.currentUser));
    return storedMetadata(context.database);
  };
  const change = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    context.database.db.transaction().execute(async (trx) => {
      const result = await work(trx);
      await bumpMetadataRevision(trx);
      return result;
    });

  typed.post(
    '/metadata/saveLayout',
    {
      schema: {
        summary: "Replace a layout's sections (title, colNum, showWhenEdit) and their fields left and right",
        body: envelopeSchema(
          z.strictObject({
            layoutId: id,
            sections: z
              .array(
                z.strictObject({
                  id: id.optional(),
                  title: name,
                  labels,
                  colNum: z.union([z.literal(1), z.literal(2)]),
                  showWhenEdit: z.boolean().optional(),
                  fields: z.strictObject({
                    left: z.array(layoutField).max(300),
                    right: z.array(layoutField).max(300).optional(),
                  }),
                }),
              )
              .min(1)
              .max(60),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const { layout, object } = layoutOf(snapshot, body.layoutId);
      const placed = new Set<string>();
      const kept = new Set<string>();
      const sections = body.sections.map((section, sectionIndex) => {
        const where = `sections[${sectionIndex}]`;
        if (section.id !== undefined) {
          if (!layout.sections.some((candidate) => candidate.id === section.id))
            throw badInput(`${where}.id: layout "${layout.name}" has no section "${section.id}"`);
          if (kept.has(section.id)) throw badInput(`${where}.id: section "${section.id}" is named twice`);
          kept.add(section.id);
        }
        if (section.colNum === 1 && (section.fields.right?.length ?? 0) > 0)
          throw badInput(`${where}.fields.right: a one-column section has no right side`);
        const items = (['left', 'right'] as const).flatMap((side) =>
          (section.fields[side] ?? []).map((entry, index) => {
            const at = `${where}.fields.${side}[${index}]`;
            const item = typeof entry === 'string' ? { api: entry } : entry;
            const field = fieldNamed(object, item.api, at);
            if (field.groupFieldId)
              throw badInput(`${at}: "${item.api}" belongs to a group field; place the group instead`);
            if (placed.has(field.id)) throw badInput(`${at}: "${item.api}" is on the layout twice`);
            placed.add(field.id);
            return { fieldId: field.id, side, index, required: item.required, readonly: item.readonly };
          }),
        );
        return { ...section, id: section.id ?? newId('sec'), items };
      });
      const removed = layout.sections.filter((section) => !kept.has(section.id));
      for (const rule of object.dynamicRules.filter((candidate) => candidate.layoutId === layout.id)) {
        const shown = [
          ...rule.rule.actions.showSections,
          ...(rule.rule.secondLevel?.actions.showSections ?? []),
        ];
        const gone = removed.find((section) => shown.includes(section.id));
        if (gone)
          throw badInput(
            `sections: section "${gone.title}" (${gone.id}) is shown by dynamic rule "${rule.name}"; keep it or change the rule first`,
          );
      }
      await change(async (trx) => {
        const oldIds = layout.sections.map((section) => section.id);
        if (oldIds.length > 0)
          await trx.deleteFrom('meta_layout_item').where('section_id', 'in', oldIds).execute();
        if (removed.length > 0)
          await trx
            .deleteFrom('meta_layout_section')
            .where(
              'id',
              'in',
              removed.map((section) => section.id),
            )
            .execute();
        for (const [sortOrder, section] of sections.entries()) {
          const row = {
            title: section.title,
            labels_json: JSON.stringify(section.labels ?? {}),
            col_num: section.colNum,
            show_when_edit: section.showWhenEdit === false ? 0 : 1,
            sort_order: sortOrder,
          };
          if (kept.has(section.id))
            await trx.updateTable('meta_layout_section').set(row).where('id', '=', section.id).execute();
          else
            await trx
              .insertInto('meta_layout_section')
              .values({ id: section.id, layout_id: layout.id, ...row })
              .execute();
          if (section.items.length > 0)
            await trx
              .insertInto('meta_layout_item')
              .values(
                section.items.map((item) => ({
                  section_id: section.id,
                  field_id: item.fieldId,
                  side: item.side,
                  sort_order: item.index,
                  required: flag(item.required),
                  readonly: flag(item.readonly),
                })),
              )
              .execute();
        }
      });
      return okEnvelope(
        { layoutId: layout.id, sectionIds: sections.map((section) => section.id) },
        request.id,
      );
    },
  );

  typed.post(
    '/metadata/saveDynamicRule',
    {
      schema: {
        summary:
          'Add (no id) or change a dynamic layout rule of a layout; fields, operators and logic are checked',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            layoutId: id,
            name,
            rule: z.strictObject({
              watchFields: z.array(z.string().max(100)).max(100).optional(),
              conditions: z.array(condition).max(50),
              logic: z.string().max(500).optional(),
              actions,
              secondLevel: z
                .strictObject({ conditions: z.array(condition).max(50), logic: z.string().max(500), actions })
                .optional(),
            }),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const { layout, object } = layoutOf(snapshot, body.layoutId);
      const existing = body.id ? object.dynamicRules.find((rule) => rule.id === body.id) : undefined;
      if (body.id && !existing) throw notFound(`Dynamic rule "${body.id}" of ${object.label}`);
      if (object.dynamicRules.some((rule) => rule.name === body.name && rule.id !== body.id))
        throw badInput(`name: ${object.label} has a dynamic rule named "${body.name}"`);
      const definition = JSON.stringify(checkDynamicRule(object, layout, body.rule));
      const ruleId = existing?.id ?? stableId('dyn', object.id, body.name);
      await change(async (trx) => {
        if (existing)
          await trx
            .updateTable('meta_dynamic_rule')
            .set({ name: body.name, layout_id: layout.id, definition_json: definition })
            .where('id', '=', ruleId)
            .execute();
        else
          await trx
            .insertInto('meta_dynamic_rule')
            .values({
              id: ruleId,
              object_id: object.id,
              layout_id: layout.id,
              name: body.name,
              is_active: 1,
              sort_order: object.dynamicRules.length,
              definition_json: definition,
            })
            .execute();
      });
      return okEnvelope({ id: ruleId }, request.id);
    },
  );

  typed.post(
    '/metadata/saveDuplicateRule',
    {
      schema: {
        summary:
          'Add (no id) or change a duplicate rule: the fields that must all match, how each is normalised, warn or block',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            objId: id,
            name,
            action: z.enum(['warn', 'block']),
            match: z
              .array(
                z.strictObject({
                  field: z.string().min(1).max(100),
                  match: z.enum(['email', 'phone', 'name', 'exact']),
                }),
              )
              .min(1)
              .max(10),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const object = resolveObject(snapshot, { objId: body.objId });
      const existing = body.id ? object.duplicateRules.find((rule) => rule.id === body.id) : undefined;
      if (body.id && !existing) throw notFound(`Duplicate rule "${body.id}" of ${object.label}`);
      if (object.duplicateRules.some((rule) => rule.name === body.name && rule.id !== body.id))
        throw badInput(`name: ${object.label} has a duplicate rule named "${body.name}"`);
      const match = body.match.map((entry, index) => {
        const field = fieldNamed(object, entry.field, `match[${index}].field`);
        if (!field.columnName)
          throw badInput(`match[${index}].field: "${entry.field}" holds no value to compare`);
        return { field: field.apiName, match: entry.match };
      });
      const ruleId = existing?.id ?? stableId('dup', object.id, body.name);
      await change(async (trx) => {
        if (existing)
          await trx
            .updateTable('meta_duplicate_rule')
            .set({ name: body.name, action: body.action, match_fields_json: JSON.stringify(match) })
            .where('id', '=', ruleId)
            .execute();
        else
          await trx
            .insertInto('meta_duplicate_rule')
            .values({
              id: ruleId,
              object_id: object.id,
              name: body.name,
              action: body.action,
              match_fields_json: JSON.stringify(match),
              is_active: 1,
            })
            .execute();
        // Existing records get their keys now, so the rule finds them from the next save on.
        await rebuildMatchKeys(trx, object, { id: ruleId, name: body.name, action: body.action, match });
      });
      return okEnvelope({ id: ruleId }, request.id);
    },
  );

  typed.post(
    '/metadata/saveLookupExpression',
    {
      schema: {
        summary:
          'Add (no id) or change a lookup-value expression: "target=source" pairs copied when the lookup is chosen',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            objId: id,
            lookupField: z.string().min(1).max(100),
            expression: z.string().min(3).max(2000),
            isCover: z.boolean().optional(),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const object = resolveObject(snapshot, { objId: body.objId });
      const existing = body.id ? object.lookupExpressions.find((entry) => entry.id === body.id) : undefined;
      if (body.id && !existing) throw notFound(`Lookup-value expression "${body.id}" of ${object.label}`);
      const { lookupField, expression } = checkLookupExpression(
        snapshot,
        object,
        body.lookupField,
        body.expression,
      );
      const expressionId = existing?.id ?? newId('lve');
      await change(async (trx) => {
        const row = { lookup_field_id: lookupField.id, expression, is_cover: flag(body.isCover) };
        if (existing)
          await trx.updateTable('meta_lookup_expression').set(row).where('id', '=', expressionId).execute();
        else
          await trx
            .insertInto('meta_lookup_expression')
            .values({ id: expressionId, object_id: object.id, ...row })
            .execute();
      });
      return okEnvelope({ id: expressionId, expression }, request.id);
    },
  );

  typed.post(
    '/metadata/savePicklistValues',
    {
      schema: {
        summary:
          "Replace a picklist's values (codekey, codevalue, isdefaultvalue, labels); a value left out is retired, not erased",
        body: envelopeSchema(
          z.strictObject({
            fieldId: id,
            values: z
              .array(
                z.strictObject({
                  codekey: z.string().trim().min(1).max(255),
                  codevalue: z.string().trim().min(1).max(255),
                  isdefaultvalue: z.boolean().optional(),
                  labels,
                }),
              )
              .min(1)
              .max(1000),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const field = snapshot.fieldsById.get(body.fieldId);
      if (!field) throw notFound(`Field "${body.fieldId}"`);
      if (field.typeCode !== 'L' && field.typeCode !== 'Q')
        throw badInput(`fieldId: ${field.label} is not a picklist (type ${field.typeCode})`);
      const seen = new Set<string>();
      for (const [index, value] of body.values.entries()) {
        if (value.codekey.includes(';'))
          throw badInput(
            `values[${index}].codekey: "${value.codekey}" may not hold ";" (it separates chosen values)`,
          );
        if (seen.has(value.codekey))
          throw badInput(`values[${index}].codekey: "${value.codekey}" is listed twice`);
        seen.add(value.codekey);
      }
      if (field.typeCode === 'L' && body.values.filter((value) => value.isdefaultvalue).length > 1)
        throw badInput('values: a picklist has at most one default value');
      await change(async (trx) => {
        const stored = await trx
          .selectFrom('meta_picklist_value')
          .select('code_key')
          .where('field_id', '=', field.id)
          .execute();
        const storedKeys = new Set(stored.map((row) => row.code_key));
        await trx
          .updateTable('meta_picklist_value')
          .set({ is_active: 0 })
          .where('field_id', '=', field.id)
          .execute();
        for (const [sortOrder, value] of body.values.entries()) {
          const row = {
            code_value: value.codevalue,
            labels_json: JSON.stringify(value.labels ?? {}),
            is_default: flag(value.isdefaultvalue),
            sort_order: sortOrder,
            is_active: 1,
          };
          if (storedKeys.has(value.codekey))
            await trx
              .updateTable('meta_picklist_value')
              .set(row)
              .where('field_id', '=', field.id)
              .where('code_key', '=', value.codekey)
              .execute();
          else
            await trx
              .insertInto('meta_picklist_value')
              .values({ field_id: field.id, code_key: value.codekey, ...row })
              .execute();
        }
      });
      return okEnvelope({ fieldId: field.id, count: body.values.length }, request.id);
    },
  );

  typed.post(
    '/metadata/saveRecordType',
    {
      schema: {
        summary:
          'Add (no id) or change a record type: its name, labels, layout and whether it is the default',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            objId: id,
            name,
            labels,
            layoutId: id,
            isDefault: z.boolean().optional(),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const object = resolveObject(snapshot, { objId: body.objId });
      const existing = body.id
        ? object.recordTypes.find((recordType) => recordType.id === body.id)
        : undefined;
      if (body.id && !existing) throw notFound(`Record type "${body.id}" of ${object.label}`);
      if (!object.layouts.has(body.layoutId))
        throw badInput(`layoutId: ${object.label} has no layout "${body.layoutId}"`);
      if (object.recordTypes.some((recordType) => recordType.name === body.name && recordType.id !== body.id))
        throw badInput(`name: ${object.label} has a record type named "${body.name}"`);
      if (existing?.isDefault && body.isDefault === false)
        throw badInput('isDefault: make another record type the default instead; one must stay the default');
      const recordTypeId = existing?.id ?? newId('rtp');
      const isDefault = body.isDefault ?? existing?.isDefault ?? object.recordTypes.length === 0;
      await change(async (trx) => {
        if (isDefault)
          await trx
            .updateTable('meta_record_type')
            .set({ is_default: 0 })
            .where('object_id', '=', object.id)
            .execute();
        const row = {
          name: body.name,
          labels_json: JSON.stringify(body.labels ?? existing?.labels ?? {}),
          layout_id: body.layoutId,
          is_default: flag(isDefault),
        };
        if (existing)
          await trx.updateTable('meta_record_type').set(row).where('id', '=', recordTypeId).execute();
        else
          await trx
            .insertInto('meta_record_type')
            .values({
              id: recordTypeId,
              object_id: object.id,
              is_active: 1,
              sort_order: object.recordTypes.length,
              ...row,
            })
            .execute();
      });
      return okEnvelope({ id: recordTypeId }, request.id);
    },
  );

  typed.post(
    '/metadata/saveValidationRule',
    {
      schema: {
        summary:
          'Change a validation rule (add one with /metadata/addValidationRule): its formula is compiled against the object first',
        body: envelopeSchema(
          z.strictObject({
            id,
            name,
            formula: z.string().min(1).max(3900),
            message: z.string().min(1).max(1000),
            errorField: z.string().max(100).optional(),
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const body = request.body.body;
      const object = snapshot.objects.find((candidate) => ownsMetadata(candidate, 'validationRule', body.id));
      if (!object) throw notFound(`Validation rule "${body.id}"`);
      if (object.validationRules.some((rule) => rule.name === body.name && rule.id !== body.id))
        throw badInput(`name: ${object.label} has a validation rule named "${body.name}"`);
      const errorField = body.errorField ? fieldNamed(object, body.errorField, 'errorField').apiName : '';
      checkValidationFormula(object, body.formula);
      await change(async (trx) => {
        await trx
          .updateTable('meta_validation_rule')
          .set({
            name: body.name,
            formula: body.formula,
            error_message: body.message,
            error_field: errorField,
          })
          .where('id', '=', body.id)
          .execute();
      });
      return okEnvelope({ id: body.id }, request.id);
    },
  );

  typed.post(
    '/metadata/deleteMetadata',
    {
      schema: {
        summary:
          'Remove a dynamic rule, duplicate rule, lookup-value expression or validation rule; retire a record type',
        body: envelopeSchema(
          z.strictObject({
            kind: z.enum([
              'dynamicRule',
              'duplicateRule',
              'lookupExpression',
              'validationRule',
              'recordType',
            ]),
            id,
          }),
        ),
      },
    },
    async (request) => {
      const snapshot = await begin(request);
      const { kind, id: targetId } = request.body.body;
      const owner = snapshot.objects.find((object) => ownsMetadata(object, kind, targetId));
      if (!owner) throw notFound(`${kindLabel[kind]} "${targetId}"`);
      if (kind === 'recordType') {
        const recordType = owner.recordTypes.find((candidate) => candidate.id === targetId);
        if (recordType?.isDefault)
          throw badInput(
            `id: "${recordType.name}" is the default record type of ${owner.label}; make another the default first`,
          );
      }
      await change(async (trx) => {
        if (kind === 'dynamicRule')
          await trx.deleteFrom('meta_dynamic_rule').where('id', '=', targetId).execute();
        if (kind === 'lookupExpression')
          await trx.deleteFrom('meta_lookup_expression').where('id', '=', targetId).execute();
        if (kind === 'validationRule')
          await trx.deleteFrom('meta_validation_rule').where('id', '=', targetId).execute();
        if (kind === 'duplicateRule') {
          await trx.deleteFrom('record_match_key').where('rule_id', '=', targetId).execute();
          await trx.deleteFrom('meta_duplicate_rule').where('id', '=', targetId).execute();
        }
        // Records keep pointing at a retired record type, so it stays as a row, inactive.
        if (kind === 'recordType')
          await trx
            .updateTable('meta_record_type')
            .set({ is_active: 0 })
            .where('id', '=', targetId)
            .execute();
      });
      return okEnvelope({ kind, id: targetId, deleted: true }, request.id);
    },
  );
}

const kindLabel = {
  dynamicRule: 'Dynamic rule',
  duplicateRule: 'Duplicate rule',
  lookupExpression: 'Lookup-value expression',
  validationRule: 'Validation rule',
  recordType: 'Record type',
} as const;

function ownsMetadata(object: ObjectModel, kind: keyof typeof kindLabel, targetId: string): boolean {
  const lists = {
    dynamicRule: object.dynamicRules,
    duplicateRule: object.duplicateRules,
    lookupExpression: object.lookupExpressions,
    validationRule: object.validationRules,
    recordType: object.recordTypes,
  };
  return lists[kind].some((entry) => entry.id === targetId);
}

function notFound(what: string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `${what} was not found`);
}

function layoutOf(
  snapshot: MetadataSnapshot,
  layoutId: string,
): { layout: LayoutModel; object: ObjectModel } {
  const layout = snapshot.layoutsById.get(layoutId);
  const object = layout ? snapshot.byId.get(layout.objectId) : undefined;
  if (!layout || !object) throw notFound(`Layout "${layoutId}"`);
  return { layout, object };
}
