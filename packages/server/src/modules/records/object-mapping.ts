import {
  CONVERSION_SET_FIELDS,
  DEFAULT_LEAD_MAPPINGS,
  type MAPPING_TARGETS,
  type ObjectMapping,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { findObject, type MetadataSnapshot } from '../metadata/index.js';

type Target = (typeof MAPPING_TARGETS)[number];

/**
 * The object mapping of lead conversion (S2-C-031…033): target field ← lead
 * field, the organisation's saved mapping or core's default. Conversion and
 * queryMappingData both map by it.
 */
export async function leadMapping(
  database: DatabaseHandle,
  orgId: string,
  target: Target,
): Promise<{ fields: Record<string, string>; isDefault: boolean }> {
  const rows = await database.db
    .selectFrom('object_mapping_field')
    .select(['target_field', 'source_field'])
    .where('org_id', '=', orgId)
    .where('source_object', '=', 'Lead')
    .where('target_object', '=', target)
    .orderBy('target_field')
    .execute();
  if (rows.length === 0) return { fields: { ...DEFAULT_LEAD_MAPPINGS[target] }, isDefault: true };
  return {
    fields: Object.fromEntries(rows.map((row) => [row.target_field, row.source_field])),
    isDefault: false,
  };
}

export async function readObjectMapping(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  orgId: string,
  target: Target,
): Promise<ObjectMapping> {
  const { fields, isDefault } = await leadMapping(database, orgId, target);
  const lead = findObject(snapshot, { objectApi: 'Lead' });
  const targetObject = findObject(snapshot, { objectApi: target });
  return {
    sourceObject: 'Lead',
    targetObject: target,
    isDefault,
    fields: Object.entries(fields).map(([targetField, sourceField]) => ({
      targetField,
      targetLabel: targetObject?.fieldsByApi.get(targetField)?.label ?? targetField,
      sourceField,
      sourceLabel: lead?.fieldsByApi.get(sourceField)?.label ?? sourceField,
    })),
  };
}

/** Saves an administrator's mapping, refusing by its place a field either object lacks or one conversion sets itself. */
export async function saveObjectMapping(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  target: Target,
  fields: readonly { targetField: string; sourceField: string }[],
): Promise<ObjectMapping> {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change object mappings');
  const lead = findObject(snapshot, { objectApi: 'Lead' });
  const targetObject = findObject(snapshot, { objectApi: target });
  if (!lead || !targetObject) throw new AppError(ErrorCode.BAD_REQUEST, `Lead or ${target} is not set up`);
  const seen = new Set<string>();
  fields.forEach(({ targetField, sourceField }, index) => {
    const where = `fields.${index}`;
    const targetModel = targetObject.fieldsByApi.get(targetField);
    if (!targetModel?.columnName)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.targetField: ${target} has no field ${targetField}`,
      );
    if (CONVERSION_SET_FIELDS[target].includes(targetField))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.targetField: conversion sets ${targetField} itself; it cannot be mapped`,
      );
    if (seen.has(targetField))
      throw new AppError(ErrorCode.BAD_REQUEST, `${where}.targetField: ${targetField} is mapped twice`);
    seen.add(targetField);
    if (!lead.fieldsByApi.get(sourceField)?.columnName)
      throw new AppError(ErrorCode.BAD_REQUEST, `${where}.sourceField: Lead has no field ${sourceField}`);
  });
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('object_mapping_field')
      .where('org_id', '=', user.orgId)
      .where('source_object', '=', 'Lead')
      .where('target_object', '=', target)
      .execute();
    if (fields.length > 0)
      await trx
        .insertInto('object_mapping_field')
        .values(
          fields.map(({ targetField, sourceField }) => ({
            org_id: user.orgId,
            source_object: 'Lead',
            target_object: target,
            target_field: targetField,
            source_field: sourceField,
          })),
        )
        .execute();
  });
  return readObjectMapping(database, snapshot, user.orgId, target);
}
