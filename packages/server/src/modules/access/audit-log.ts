import type { AuditKind } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';

export type { AuditKind };

export interface AuditEvent {
  orgId: string;
  at: Date;
  actorId: string | null;
  kind: AuditKind;
  /** What the event is about: a user id, a profile, an object, a file name. */
  target: string;
  detail?: unknown;
}

export async function recordAuditEvent(database: DatabaseHandle, event: AuditEvent): Promise<void> {
  await database.db
    .insertInto('access_audit')
    .values({
      org_id: event.orgId,
      at: event.at.toISOString(),
      actor_id: event.actorId,
      kind: event.kind,
      target: event.target.slice(0, 500),
      detail: event.detail === undefined ? '' : JSON.stringify(event.detail).slice(0, 4000),
    })
    .execute();
}

export async function pageAuditLog(
  database: DatabaseHandle,
  orgId: string,
  options: { kind?: AuditKind; page: number; pageSize: number },
) {
  let query = database.db.selectFrom('access_audit').selectAll().where('org_id', '=', orgId);
  if (options.kind) query = query.where('kind', '=', options.kind);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(options.pageSize + 1)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    dataList: rows.slice(0, options.pageSize).map((row) => ({
      id: Number(row.id),
      at: row.at,
      actorId: row.actor_id,
      // Only appendAudit writes the log, with an AuditKind.
      kind: row.kind as AuditKind,
      target: row.target,
      detail: row.detail,
    })),
    hasMore: rows.length > options.pageSize,
  };
}
