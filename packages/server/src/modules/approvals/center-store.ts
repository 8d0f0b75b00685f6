import {
  type ApprovalHistoryEntry,
  type ApprovalListRow,
  type ApprovalPreview,
  type ApprovalStatus,
  NOTICE_KINDS,
  nextApplicableStep,
  parseNoticeMessage,
  storedNoticeText,
  type WorkItemStatus,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalRequestTable } from '../../db/migrations/0065-approvals.js';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata, type MetadataSnapshot, resolveObject } from '../metadata/index.js';
import { findRow, recordName, recordPermissions, toRecordValues } from '../records/index.js';
import { isAdministrator } from './administrators.js';
import { alertMailsOf } from './alert-mail.js';
import { namesOf } from './people.js';
import { hasActiveApprovalProcess, processNames, versionOf } from './process-store.js';
import { toRequestView } from './request-store.js';
import { applies, recordScene, stepApprovers } from './step-runner.js';
import { visibleRecord } from './submit-approval.js';
import { itemsOfRequest, itemsOfRequests, type WorkItemRow } from './work-items.js';

/** The approval center's reads (approvalCenter/*), a record's history and preview, notifications. */

type HistoryEntry = ApprovalHistoryEntry;
type Preview = ApprovalPreview;

export async function recordLabel(database: DatabaseHandle, snapshot: MetadataSnapshot, recordId: string) {
  try {
    const object = resolveObject(snapshot, { recordId });
    const row = await findRow(database, object, recordId);
    const [values = {}] = row ? await toRecordValues(database, snapshot, object, [row], 'system') : [];
    return {
      objectApi: object.apiName,
      objectLabel: object.label,
      name: recordName(object, values) || recordId,
    };
  } catch {
    return { objectApi: '', objectLabel: '', name: recordId };
  }
}

async function stepNameOf(
  database: DatabaseHandle,
  request: ApprovalRequestTable,
  cache: Map<string, string[]>,
) {
  const key = `${request.process_id}:${request.process_version}`;
  let names = cache.get(key);
  if (!names) {
    const version = await versionOf(database, request.process_id, request.process_version);
    names = version?.definition.steps.map((step) => step.name) ?? [];
    cache.set(key, names);
  }
  return names[request.step_index] ?? '';
}

/** approval/getApprovalList: waiting for me, submitted by me, or what I decided. */
export async function approvalList(
  database: DatabaseHandle,
  user: CurrentUser,
  box: 'waiting' | 'submitted' | 'history',
  page: number,
  pageSize: number,
): Promise<{ rows: ApprovalListRow[]; total: number }> {
  let requestIds: string[];
  let total: number;
  const mine = new Map<string, WorkItemRow>();
  if (box === 'submitted') {
    const base = database.db
      .selectFrom('approval_request')
      .where('org_id', '=', user.orgId)
      .where('submitted_by', '=', user.userId);
    total = Number((await base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()).count);
    const rows = await base
      .select('id')
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    requestIds = rows.map((row) => row.id);
  } else {
    const base = database.db
      .selectFrom('approval_work_item')
      .where('org_id', '=', user.orgId)
      .where('approver_id', '=', user.userId)
      .where(
        'status',
        box === 'waiting' ? '=' : 'in',
        box === 'waiting' ? 'pending' : ['approved', 'rejected', 'reassigned'],
      );
    total = Number((await base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()).count);
    const items = await base
      .selectAll()
      .orderBy(box === 'waiting' ? 'assigned_at' : 'decided_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    for (const item of items) mine.set(item.request_id, item);
    requestIds = items.map((item) => item.request_id);
  }
  if (requestIds.length === 0) return { rows: [], total };
  const requests = await database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('id', 'in', [...new Set(requestIds)])
    .execute();
  const byId = new Map(requests.map((request) => [request.id, request]));
  const items = await itemsOfRequests(database, requestIds);
  const snapshot = await currentMetadata(database);
  const processes = await processNames(
    database,
    requests.map((request) => request.process_id),
  );
  const names = await namesOf(database, [
    ...requests.map((request) => request.submitted_by),
    ...items.map((item) => item.approver_id),
  ]);
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  const stepNames = new Map<string, string[]>();
  const rows: ApprovalListRow[] = [];
  for (const requestId of requestIds) {
    const request = byId.get(requestId);
    if (!request) continue;
    const label = await recordLabel(database, snapshot, request.record_id);
    const item = mine.get(requestId);
    rows.push({
      requestId: request.id,
      recordId: request.record_id,
      recordName: label.name,
      objectApi: label.objectApi,
      objectLabel: label.objectLabel,
      processName: processes.get(request.process_id) ?? '',
      stepName: await stepNameOf(database, request, stepNames),
      status: request.status as ApprovalStatus,
      submittedBy: person(request.submitted_by),
      submittedAt: request.submitted_at,
      comments: request.comments,
      currentApprovers:
        request.status === 'pending'
          ? items
              .filter(
                (one) =>
                  one.request_id === request.id &&
                  one.step_index === request.step_index &&
                  one.status === 'pending',
              )
              .map((one) => person(one.approver_id))
          : [],
      myAction: box === 'history' && item ? (item.status as WorkItemStatus) : null,
      actedAt: box === 'history' && item ? item.decided_at : null,
    });
  }
  return { rows, total };
}

async function historyEntries(
  database: DatabaseHandle,
  requests: readonly ApprovalRequestTable[],
): Promise<HistoryEntry[]> {
  if (requests.length === 0) return [];
  const items = await itemsOfRequests(
    database,
    requests.map((request) => request.id),
  );
  const alertUsers = await database.db
    .selectFrom('approval_alert_mail')
    .select('user_id')
    .distinct()
    .where(
      'request_id',
      'in',
      requests.map((request) => request.id),
    )
    .where('user_id', '<>', '')
    .execute();
  const names = await namesOf(database, [
    ...items.map((item) => item.approver_id),
    ...items.map((item) => item.original_approver_id ?? ''),
    ...alertUsers.map((row) => row.user_id),
  ]);
  const alerts = await alertMailsOf(
    database,
    requests.map((request) => request.id),
    names,
  );
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  const entries: HistoryEntry[] = [];
  for (const request of requests) {
    const version = await versionOf(database, request.process_id, request.process_version);
    const steps = version?.definition.steps ?? [];
    entries.push({
      ...(await toRequestView(database, request)),
      processName: version?.name ?? '',
      version: request.process_version,
      items: items
        .filter((item) => item.request_id === request.id)
        .map((item) => ({
          id: item.id,
          step: item.step_index,
          stepName: steps[item.step_index]?.name ?? '',
          approver: person(item.approver_id),
          originalApprover: item.original_approver_id ? person(item.original_approver_id) : null,
          status: item.status as WorkItemStatus,
          assignedAt: item.assigned_at,
          decidedAt: item.decided_at,
          comments: item.comments,
        })),
      alerts: alerts.get(request.id) ?? [],
    });
  }
  return entries;
}

/** Whether the user may see a record's approvals: they see the record, or approve or submitted it. */
export async function mayReadApprovals(database: DatabaseHandle, user: CurrentUser, relatedId: string) {
  try {
    await visibleRecord(database, user, relatedId);
    return;
  } catch (error) {
    const involved = await database.db
      .selectFrom('approval_work_item')
      .select('id')
      .where('record_id', '=', relatedId)
      .where('approver_id', '=', user.userId)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (!involved) throw error;
  }
}

/** approval/getHistory: the record's requests, newest first. */
export async function approvalHistory(
  database: DatabaseHandle,
  user: CurrentUser,
  relatedId: string,
): Promise<HistoryEntry[]> {
  await mayReadApprovals(database, user, relatedId);
  const requests = await database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('record_id', '=', relatedId)
    .where('org_id', '=', user.orgId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return historyEntries(database, requests);
}

/** approval/getGotoApprovalPreview: the current request, what the caller may do, previous and next approvers. */
export async function approvalPreview(
  database: DatabaseHandle,
  user: CurrentUser,
  relatedId: string,
): Promise<Preview> {
  await mayReadApprovals(database, user, relatedId);
  const snapshot = await currentMetadata(database);
  const object = resolveObject(snapshot, { recordId: relatedId });
  const label = await recordLabel(database, snapshot, relatedId);
  const latest = await database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('record_id', '=', relatedId)
    .where('org_id', '=', user.orgId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const row = await findRow(database, object, relatedId);
  const canEdit = row
    ? (await recordPermissions(database, user, object, row).catch(() => null))?.isEdit
    : false;
  const canSubmit =
    latest?.status !== 'pending' &&
    object.features.approvals &&
    Boolean(canEdit) &&
    (await hasActiveApprovalProcess(database, user.orgId, object.id));
  const empty: Preview = {
    request: null,
    recordName: label.name,
    objectLabel: label.objectLabel,
    canDecide: false,
    canReassign: false,
    canRecall: false,
    canSubmit,
    previousApprovers: [],
    currentApprovers: [],
    nextStep: null,
  };
  if (!latest) return empty;
  const [entry] = await historyEntries(database, [latest]);
  if (!entry) return empty;
  if (latest.status !== 'pending') return { ...empty, request: entry };
  const items = await itemsOfRequest(database, latest.id);
  const current = items.filter((item) => item.step_index === latest.step_index && item.status === 'pending');
  const admin = isAdministrator(user);
  const holds = current.some((item) => item.approver_id === user.userId);
  const version = await versionOf(database, latest.process_id, latest.process_version);
  const names = await namesOf(
    database,
    items.map((item) => item.approver_id),
  );
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  const earlier = items.filter((item) => item.step_index !== latest.step_index && item.status === 'approved');
  const lastStep = earlier.at(-1)?.step_index;
  let nextStep: Preview['nextStep'] = null;
  const steps = version?.definition.steps ?? [];
  const scene = await recordScene(database, object, relatedId);
  if (scene) {
    const next = nextApplicableStep(steps, latest.step_index + 1, applies(scene, user, new Date()));
    const step = next === null ? undefined : steps[next];
    if (step) {
      const approvers = await stepApprovers(database, latest.org_id, step, {
        submitterId: latest.submitted_by,
        ownerId: scene.ownerId,
        manualApproverId: latest.manual_approver_id,
      });
      nextStep = { name: step.name, approvers: approvers.people, problem: approvers.problem };
    }
  }
  return {
    ...empty,
    request: entry,
    canDecide: holds || admin,
    canReassign: holds || admin,
    canRecall: admin || (latest.submitted_by === user.userId && (version?.definition.allowRecall ?? true)),
    previousApprovers: earlier
      .filter((item) => item.step_index === lastStep)
      .map((item) => person(item.approver_id)),
    currentApprovers: current.map((item) => person(item.approver_id)),
    nextStep,
  };
}

async function unreadOf(database: DatabaseHandle, user: CurrentUser): Promise<number> {
  const row = await database.db
    .selectFrom('approval_notification')
    .select(sql<number>`count(*)`.as('count'))
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** approval/getNotifications: newest first, every kind; markRead marks them all read. */
export async function notificationsOf(database: DatabaseHandle, user: CurrentUser, markRead: boolean) {
  const rows = await database.db
    .selectFrom('approval_notification')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const unread = await unreadOf(database, user);
  if (markRead)
    await database.db
      .updateTable('approval_notification')
      .set({ is_read: 1 })
      .where('user_id', '=', user.userId)
      .where('is_read', '=', 0)
      .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      recordId: row.record_id,
      text: storedNoticeText(user.language, row.text, row.message),
      message: parseNoticeMessage(row.message),
      createdAt: row.created_at,
      read: Number(row.is_read) === 1 || markRead,
      kind: NOTICE_KINDS.find((kind) => kind === row.kind) ?? 'approval',
      source: row.source,
    })),
    unread: markRead ? 0 : unread,
  };
}

/** approval/markNotifications: only the caller's own notices change (another's id is passed over). */
export async function markNotifications(
  database: DatabaseHandle,
  user: CurrentUser,
  change: { ids: readonly string[]; all: boolean; read: boolean },
): Promise<{ unread: number }> {
  let query = database.db
    .updateTable('approval_notification')
    .set({ is_read: change.read ? 1 : 0 })
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId);
  if (!change.all) query = query.where('id', 'in', [...change.ids]);
  await query.execute();
  return { unread: await unreadOf(database, user) };
}
