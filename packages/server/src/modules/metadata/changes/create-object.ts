import {
  allocatePrefix,
  type CallAnswer,
  type CreateObjectRequest,
  type createObjectContract,
  type NewField,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { bumpMetadataRevision, installObject } from '../install-object.js';
import { storedMetadata } from '../metadata-cache.js';
import { badInput, checkFormulaField, newFieldFormulaInfo } from '../metadata-change-checks.js';
import { objectCreated } from '../object-created.js';
import { tableNameFor } from '../object-table-ddl.js';
import { type ChangeContext, requireMetadataAdmin } from './change-support.js';

export type CreateObjectResult = CallAnswer<typeof createObjectContract>;

/**
 * A custom object with its records table: metadata rows and CREATE TABLE in
 * one transaction. An object without a "name" field gets one.
 */
export async function createObject(
  context: ChangeContext,
  user: CurrentUser,
  input: CreateObjectRequest,
): Promise<CreateObjectResult> {
  requireMetadataAdmin(user);
  for (const [index, dependency] of (input.dependencies ?? []).entries())
    checkDependency(input.fields ?? [], dependency, `dependencies[${index}]`);
  const snapshot = await storedMetadata(context.database);
  if (snapshot.byApi.has(input.api.toLowerCase()))
    throw new AppError(ErrorCode.BAD_REQUEST, `An object named ${input.api} exists`);
  if (input.prefix && snapshot.byPrefix.has(input.prefix))
    throw new AppError(ErrorCode.BAD_REQUEST, `Prefix ${input.prefix} is taken`);
  const prefix = input.prefix ?? allocatePrefix(new Set(snapshot.byPrefix.keys()));
  const formulaInputs = [
    { apiName: 'name', type: 'text' as const },
    ...newFieldFormulaInfo(input.fields ?? []),
  ];
  for (const [index, field] of (input.fields ?? []).entries()) {
    if (field.type === 'Z') checkFormulaField(formulaInputs, field.formula, `fields[${index}].formula`);
    if (field.rollup)
      throw badInput(
        `fields[${index}].rollup: a new object has no children yet; add roll-up summaries with addField once a child object points at it`,
      );
  }
  const fields = [...(input.fields ?? [])];
  if (!fields.some((field) => field.api === 'name'))
    fields.unshift({ api: 'name', type: 'S', label: 'Name', required: true, length: 255 });
  const objId = await context.database.db.transaction().execute(async (trx) => {
    const id = await installObject(
      trx,
      context.database.dialect,
      {
        api: input.api,
        prefix,
        label: input.label,
        plural: input.plural,
        labels: input.labels,
        pluralLabels: input.pluralLabels,
        icon: input.icon ?? 'appstore',
        features: input.features,
        fields,
        dependencies: input.dependencies ?? [],
      },
      { now: context.now().toISOString(), isCustom: true, sortOrder: 1000 },
    );
    await bumpMetadataRevision(trx);
    return id;
  });
  // After the commit: modules that prepare something per object (the keyword index) hear of it.
  await objectCreated({
    database: context.database,
    objectId: objId,
    tableName: tableNameFor(input.api),
    now: context.now(),
  });
  return { objId };
}

/** A dependency names two picklists of the new object, and only their option keys. */
function checkDependency(
  fields: readonly NewField[],
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
