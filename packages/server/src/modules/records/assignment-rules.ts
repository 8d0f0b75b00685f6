import {
  type AssignmentRuleEntry,
  type AssignmentRules,
  assigneeByRules,
  type FieldTypeCode,
  layoutRuleConditionSchema,
  offersAssignmentRule,
  parseConditionLogic,
} from '@vela/core';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { activeUsersOfOrg } from '../auth/index.js';
import type { ObjectModel } from '../metadata/index.js';
import { findRow } from './record-store.js';

/**
 * Assignment rules of leads and cases (S2-B-014): stored per organisation and
 * object as ordered entries; a save whose form ticked 'use assignment rule'
 * gives the record to the first matching entry's assignee (core's
 * assigneeByRules).
 */
export function assignmentRuleObject(object: ObjectModel): string {
  if (!offersAssignmentRule(object.apiName))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `objectApi: ${object.pluralLabel} have no assignment rules (leads and cases do)`,
    );
  return object.apiName.toLowerCase();
}

const storedConditions = z.array(layoutRuleConditionSchema);

async function storedEntries(
  database: DatabaseHandle,
  orgId: string,
  objectApi: string,
): Promise<AssignmentRuleEntry[]> {
  const rows = await database.db
    .selectFrom('assignment_rule_entry')
    .select(['conditions', 'logic', 'assignee_id'])
    .where('org_id', '=', orgId)
    .where('object_api', '=', objectApi)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    conditions: storedConditions.parse(JSON.parse(row.conditions)),
    logic: row.logic,
    assigneeId: row.assignee_id,
  }));
}

export async function readAssignmentRules(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
): Promise<AssignmentRules> {
  const objectApi = assignmentRuleObject(object);
  const entries = await storedEntries(database, user.orgId, objectApi);
  const users = await activeUsersOfOrg(database, user.orgId, {
    ids: entries.map((entry) => entry.assigneeId),
  });
  const names = new Map(users.map((person) => [person.id, person.name]));
  return {
    objectApi: object.apiName,
    entries: entries.map((entry) => ({
      conditions: [...entry.conditions],
      logic: entry.logic,
      assigneeId: entry.assigneeId,
      assigneeName: names.get(entry.assigneeId) ?? '',
    })),
  };
}

/** Replaces the entries, refusing by its place any unknown field, bad logic or assignee who is not an active staff user. */
export async function saveAssignmentRules(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  entries: readonly AssignmentRuleEntry[],
): Promise<AssignmentRules> {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change assignment rules');
  const objectApi = assignmentRuleObject(object);
  const staff = await activeUsersOfOrg(database, user.orgId, {
    ids: entries.map((entry) => entry.assigneeId),
    internalOnly: true,
  });
  const staffIds = new Set(staff.map((person) => person.id));
  entries.forEach((entry, index) => {
    const where = `entries.${index}`;
    for (const condition of entry.conditions)
      if (!object.fieldsByApi.has(condition.fieldApi))
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `${where}.conditions: ${object.label} has no field ${condition.fieldApi}`,
        );
    if (entry.logic.trim() !== '') {
      try {
        parseConditionLogic(
          entry.logic,
          entry.conditions.map((condition) => condition.id),
        );
      } catch (error) {
        throw new AppError(ErrorCode.BAD_REQUEST, `${where}.logic: ${(error as Error).message}`);
      }
    }
    if (!staffIds.has(entry.assigneeId))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `${where}.assigneeId: ${entry.assigneeId} is not an active user of this organisation`,
      );
  });
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('assignment_rule_entry')
      .where('org_id', '=', user.orgId)
      .where('object_api', '=', objectApi)
      .execute();
    if (entries.length > 0)
      await trx
        .insertInto('assignment_rule_entry')
        .values(
          entries.map((entry, position) => ({
            org_id: user.orgId,
            object_api: objectApi,
            position,
            conditions: JSON.stringify(entry.conditions),
            logic: entry.logic,
            assignee_id: entry.assigneeId,
          })),
        )
        .execute();
  });
  return readAssignmentRules(database, user, object);
}

async function storedValues(
  database: DatabaseHandle,
  object: ObjectModel,
  id: string,
): Promise<Record<string, unknown>> {
  const row = await findRow(database, object, id);
  if (!row) return {};
  const values: Record<string, unknown> = {};
  for (const field of object.fieldsByApi.values())
    if (field.columnName) values[field.apiName] = row[field.columnName];
  return values;
}

/**
 * A save's owner by the rules: each record's values with `ownerid` set to the
 * first matching entry's assignee (still an active user); records no entry
 * matches keep the owner they had. Answers, per record, whether a rule chose
 * its owner: an administrator's rule hands it over, not the caller.
 */
export async function assignByRules(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  records: readonly Record<string, unknown>[],
): Promise<boolean[]> {
  const none = records.map(() => false);
  if (!offersAssignmentRule(object.apiName)) return none;
  const entries = await storedEntries(database, user.orgId, object.apiName.toLowerCase());
  if (entries.length === 0) return none;
  const fieldTypes: Record<string, FieldTypeCode> = {};
  for (const field of object.fieldsByApi.values())
    fieldTypes[field.apiName] = field.typeCode as FieldTypeCode;
  const active = new Set(
    (
      await activeUsersOfOrg(database, user.orgId, {
        ids: entries.map((entry) => entry.assigneeId),
        internalOnly: true,
      })
    ).map((person) => person.id),
  );
  const live = entries.filter((entry) => active.has(entry.assigneeId));
  const assigned: boolean[] = [];
  for (const values of records) {
    // An edit sends only what changed: the rules read the stored record under it.
    const stored = typeof values.id === 'string' ? await storedValues(database, object, values.id) : {};
    const assignee = assigneeByRules(live, { ...stored, ...values }, fieldTypes);
    if (assignee) values.ownerid = assignee;
    assigned.push(assignee !== null);
  }
  return assigned;
}
