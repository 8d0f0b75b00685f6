import {
  type ApprovalDefinition,
  type ApprovalProcess,
  type ApprovalStep,
  type ApproverKind,
  approvalDefinitionSchema,
  compileCriteria,
  defaultDefinition,
  FormulaError,
  newRecordId,
  type StepApproverKind,
  SystemPrefix,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalProcessTable } from '../../db/migrations/0065-approvals.js';
import { badRequest } from '../../http/envelope.js';
import { formulaFields, type ObjectModel } from '../metadata/index.js';
import { activeOrgUser, groupName, roleName } from './people.js';

/** An object's approval processes as stored, their versions, and their checked changes (issue 20). */

export interface ApprovalProcessView extends ApprovalProcess {
  definition: ApprovalDefinition;
  version: number;
  pendingRequests: number;
  problems: string[];
}

/** A process of issue 6 (no definition stored): one step with its approver. */
function legacyDefinition(row: { name: string; approver_kind: string; approver_user_id: string | null }) {
  return defaultDefinition({
    steps: [
      {
        name: row.name,
        criteria: '',
        approverKind: row.approver_kind as StepApproverKind,
        approverId: row.approver_user_id,
        mode: 'firstResponse',
        onReject: 'final',
      },
    ],
  });
}

/**
 * Stored definitions read before: a submission and every save of a waiting record read one, and the
 * same few texts come back each time (checking one with zod costs more than the rest of the read).
 * Keyed by the text itself, so an edited process is read afresh; emptied when it grows large.
 */
const parsedDefinitions = new Map<string, ApprovalDefinition | null>();
const PARSED_DEFINITIONS_MAX = 500;

/** A stored definition, or null when there is none or it no longer reads (the process is of issue 6). */
function storedDefinition(text: string): ApprovalDefinition | null {
  if (!text) return null;
  const known = parsedDefinitions.get(text);
  if (known !== undefined) return known && structuredClone(known);
  let parsed: ApprovalDefinition | null = null;
  try {
    const checked = approvalDefinitionSchema.safeParse(JSON.parse(text));
    parsed = checked.success ? checked.data : null;
  } catch {
    parsed = null;
  }
  if (parsedDefinitions.size >= PARSED_DEFINITIONS_MAX) parsedDefinitions.clear();
  parsedDefinitions.set(text, parsed);
  return parsed && structuredClone(parsed);
}

export function parseDefinition(row: {
  definition: string;
  name: string;
  approver_kind: string;
  approver_user_id: string | null;
}): ApprovalDefinition {
  return storedDefinition(row.definition) ?? legacyDefinition(row);
}

function toProcess(
  row: ApprovalProcessTable,
  pendingRequests: number,
  problems: string[],
): ApprovalProcessView {
  return {
    id: row.id,
    name: row.name,
    active: row.is_active === 1,
    order: row.sort_order,
    criteria: row.criteria,
    approverKind: row.approver_kind as ApproverKind,
    approverUserId: row.approver_user_id,
    definition: parseDefinition(row),
    version: row.version,
    pendingRequests,
    problems,
  };
}

async function pendingCounts(database: DatabaseHandle, processIds: readonly string[]) {
  if (processIds.length === 0) return new Map<string, number>();
  const rows = await database.db
    .selectFrom('approval_request')
    .select(['process_id', sql<number>`count(*)`.as('count')])
    .where('process_id', 'in', [...processIds])
    .where('status', '=', 'pending')
    .groupBy('process_id')
    .execute();
  return new Map(rows.map((row) => [row.process_id, Number(row.count)]));
}

/**
 * Why a step's approver cannot be found now: a named user who left, a role or
 * group that was deleted. The builder shows these beside the process.
 */
export async function stepProblems(
  database: DatabaseHandle,
  orgId: string,
  steps: readonly ApprovalStep[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const step of steps) {
    if (step.approverKind === 'user') {
      if (!step.approverId) problems.push(`${step.name}: no approver is named`);
      else if (!(await activeOrgUser(database, orgId, step.approverId)))
        problems.push(`${step.name}: the approver ${step.approverId} is no longer an active user`);
    } else if (step.approverKind === 'role') {
      if (!step.approverId || !(await roleName(database, orgId, step.approverId)))
        problems.push(`${step.name}: the approver role ${step.approverId ?? ''} no longer exists`);
    } else if (step.approverKind === 'group') {
      if (!step.approverId || !(await groupName(database, orgId, step.approverId)))
        problems.push(`${step.name}: the approver group ${step.approverId ?? ''} no longer exists`);
    }
  }
  return problems;
}

export async function processesOf(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
): Promise<ApprovalProcessView[]> {
  const rows = await database.db
    .selectFrom('approval_process')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const counts = await pendingCounts(
    database,
    rows.map((row) => row.id),
  );
  const views: ApprovalProcessView[] = [];
  for (const row of rows) {
    const definition = parseDefinition(row);
    views.push(
      toProcess(row, counts.get(row.id) ?? 0, await stepProblems(database, orgId, definition.steps)),
    );
  }
  return views;
}

/** Only the fields submission needs (the hot path of a save and submit: no problem checks). */
export async function activeProcessesOf(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
): Promise<ApprovalProcessView[]> {
  const rows = await database.db
    .selectFrom('approval_process')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map((row) => toProcess(row, 0, []));
}

/** DECISIONS 25: 'Submit for approval' shows only for objects with an active process. */
export async function hasActiveApprovalProcess(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('approval_process')
    .select('id')
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A version of a process as a request runs on it. */
export interface ProcessVersion {
  processId: string;
  version: number;
  name: string;
  definition: ApprovalDefinition;
}

export async function versionOf(
  database: DatabaseHandle,
  processId: string,
  version: number,
): Promise<ProcessVersion | undefined> {
  const row = await database.db
    .selectFrom('approval_version')
    .selectAll()
    .where('process_id', '=', processId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = storedDefinition(row.definition);
  if (stored) return { processId, version, name: row.name, definition: stored };
  // A process of issue 6: its one step is the process's own approver.
  const process = await database.db
    .selectFrom('approval_process')
    .select(['approver_kind', 'approver_user_id'])
    .where('id', '=', processId)
    .executeTakeFirst();
  return {
    processId,
    version,
    name: row.name,
    definition: parseDefinition({
      definition: row.definition,
      name: row.name,
      approver_kind: process?.approver_kind ?? 'submitterManager',
      approver_user_id: process?.approver_user_id ?? null,
    }),
  };
}

export interface ProcessInput {
  id?: string | undefined;
  name: string;
  active: boolean;
  order: number;
  criteria: string;
  approverKind?: ApproverKind | undefined;
  approverUserId?: string | null | undefined;
  definition?: ApprovalDefinition | undefined;
}

function compileOrRefuse(where: string, criteria: string, object: ObjectModel) {
  try {
    compileCriteria(criteria, formulaFields(object));
  } catch (error) {
    if (error instanceof FormulaError) throw badRequest(`${where}: ${error.message}`);
    throw error;
  }
}

/** The builder's live check: '' when the criteria compile, else why not. */
export function criteriaProblem(criteria: string, object: ObjectModel): string {
  try {
    compileCriteria(criteria, formulaFields(object));
    return '';
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    throw error;
  }
}

async function checkDefinition(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  definition: ApprovalDefinition,
  active: boolean,
) {
  definition.steps.forEach((step, index) => {
    compileOrRefuse(`steps[${index + 1}].criteria`, step.criteria, object);
    if (step.approverKind !== 'user' && step.approverKind !== 'role' && step.approverKind !== 'group') return;
    if (!step.approverId) throw badRequest(`steps[${index + 1}].approverId: name the ${step.approverKind}`);
  });
  // An inactive process may keep a broken approver: an administrator switches it off first, then mends it.
  const problems = active ? await stepProblems(database, orgId, definition.steps) : [];
  if (problems.length > 0) throw badRequest(`steps: ${problems.join('; ')}`);
  const fields = object.fieldsByApi;
  definition.actions.forEach((action, index) => {
    const where = `actions[${index + 1}]`;
    if (action.kind === 'fieldUpdate' && !fields.has(action.field.toLowerCase()))
      throw badRequest(`${where}.field: ${object.label} has no field "${action.field}"`);
    if (action.kind === 'webhook' && !/^https?:\/\/[^\s]+$/.test(action.url))
      throw badRequest(`${where}.url: a webhook calls an http:// or https:// address`);
    // An alert filled from a template takes its subject from it.
    const needsSubject = action.kind === 'task' || (action.kind === 'emailAlert' && !action.templateId);
    if (needsSubject && action.subject.trim() === '')
      throw badRequest(
        `${where}.subject: give the ${action.kind === 'task' ? 'task' : 'alert'} a subject${action.kind === 'emailAlert' ? ' or choose a template' : ''}`,
      );
    if (action.recipient === 'field') {
      if (action.kind === 'task')
        throw badRequest(`${where}.recipient: a task goes to a person, not to an address in a field`);
      const field = fields.get(action.recipientField.toLowerCase());
      if (action.kind === 'emailAlert' && field?.typeCode !== 'E')
        throw badRequest(
          `${where}.recipientField: ${action.recipientField ? `"${action.recipientField}" is no e-mail field of ${object.label}` : 'choose the e-mail field that holds the address'}`,
        );
    }
    if (action.recipient === 'user' && !action.recipientUserId)
      throw badRequest(`${where}.recipientUserId: name the user`);
    if (action.step !== null && action.step >= definition.steps.length)
      throw badRequest(`${where}.step: the process has ${definition.steps.length} steps`);
  });
  for (const [index, action] of definition.actions.entries())
    if (action.recipient === 'user' && action.recipientUserId)
      if (!(await activeOrgUser(database, orgId, action.recipientUserId)))
        throw badRequest(
          `actions[${index + 1}].recipientUserId: ${action.recipientUserId} is no active user`,
        );
}

/**
 * Creates or changes a process after checking its criteria compile and its
 * approvers exist. An edit of a process with pending requests makes a new
 * version; the pending ones finish on theirs.
 */
export async function saveProcess(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  input: ProcessInput,
  now: Date,
): Promise<ApprovalProcessView> {
  compileOrRefuse('criteria', input.criteria, object);
  let definition = input.definition;
  if (!definition) {
    if (!input.approverKind) throw badRequest('definition: give the process its steps');
    if (input.approverKind === 'user') {
      if (!input.approverUserId)
        throw badRequest('approverUserId: a process with a named approver names the user');
      if (!(await activeOrgUser(database, orgId, input.approverUserId)))
        throw badRequest(`approverUserId: ${input.approverUserId} is no active user of this organisation`);
    }
    definition = legacyDefinition({
      name: input.name,
      approver_kind: input.approverKind,
      approver_user_id: input.approverKind === 'user' ? (input.approverUserId ?? null) : null,
    });
  }
  await checkDefinition(database, orgId, object, definition, input.active);
  const first = definition.steps[0];
  const legacyKinds: readonly string[] = ['user', 'submitterManager', 'ownerManager', 'manual'];
  const at = now.toISOString();
  const values = {
    name: input.name,
    is_active: input.active ? 1 : 0,
    sort_order: input.order,
    criteria: input.criteria.trim(),
    approver_kind: first && legacyKinds.includes(first.approverKind) ? first.approverKind : 'manual',
    approver_user_id: first?.approverKind === 'user' ? first.approverId : null,
    definition: JSON.stringify(definition),
    updated_at: at,
  };
  const versionRow = (processId: string, version: number) => ({
    id: newRecordId(SystemPrefix.approvalVersion, now.getTime()),
    process_id: processId,
    version,
    name: values.name,
    criteria: values.criteria,
    definition: values.definition,
    created_at: at,
  });
  if (input.id) {
    const id = input.id;
    const existing = await database.db
      .selectFrom('approval_process')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .where('object_id', '=', object.id)
      .executeTakeFirst();
    if (!existing) throw badRequest(`id: ${id} is no approval process of ${object.label}`);
    const running = await database.db
      .selectFrom('approval_request')
      .select('id')
      .where('process_id', '=', id)
      .where('process_version', '=', existing.version)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const version = running ? existing.version + 1 : existing.version;
    await database.db
      .updateTable('approval_process')
      .set({ ...values, version })
      .where('id', '=', id)
      .execute();
    if (running) await database.db.insertInto('approval_version').values(versionRow(id, version)).execute();
    else {
      const changed = await database.db
        .updateTable('approval_version')
        .set({ name: values.name, criteria: values.criteria, definition: values.definition })
        .where('process_id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0)
        await database.db.insertInto('approval_version').values(versionRow(id, version)).execute();
    }
    const row = { ...existing, ...values, version };
    return toProcess(row, (await pendingCounts(database, [id])).get(id) ?? 0, []);
  }
  const row: ApprovalProcessTable = {
    ...values,
    id: newRecordId(SystemPrefix.approvalProcess, now.getTime()),
    org_id: orgId,
    object_id: object.id,
    created_at: at,
    version: 1,
  };
  await database.db.insertInto('approval_process').values(row).execute();
  await database.db.insertInto('approval_version').values(versionRow(row.id, 1)).execute();
  return toProcess(row, 0, []);
}

/** Deletes a process no request waits on; its finished requests keep their history. */
export async function deleteProcess(database: DatabaseHandle, orgId: string, id: string): Promise<void> {
  const process = await database.db
    .selectFrom('approval_process')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!process) throw badRequest(`id: ${id} is no approval process of this organisation`);
  const pending = (await pendingCounts(database, [id])).get(id) ?? 0;
  if (pending > 0)
    throw badRequest(
      `"${process.name}" has ${pending} pending request(s): deactivate it instead, or wait until they are decided`,
    );
  await database.db.deleteFrom('approval_process').where('id', '=', id).execute();
}

/** Names of processes by id (the center's rows). */
export async function processNames(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('approval_process')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
