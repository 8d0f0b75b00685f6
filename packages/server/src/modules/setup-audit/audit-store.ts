import { randomUUID } from 'node:crypto';
import {
  type CallRequest,
  type listSetupAuditContract,
  SETUP_AUDIT_AREAS,
  type SetupAuditArea,
  type SetupAuditEntry,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';

/** Each side of a change is kept to this many characters of JSON. */
const MAX_STATE_LENGTH = 20_000;

export interface SetupChange {
  at: Date;
  user: CurrentUser;
  area: SetupAuditArea;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const stateText = (state: unknown) =>
  state === undefined || state === null ? '' : JSON.stringify(state).slice(0, MAX_STATE_LENGTH);

/** One setup change, written after it succeeded. */
export async function recordSetupChange(database: DatabaseHandle, change: SetupChange): Promise<void> {
  await database.db
    .insertInto('setup_audit')
    .values({
      id: randomUUID(),
      org_id: change.user.orgId,
      at: change.at.toISOString(),
      user_id: change.user.userId,
      user_name: change.user.name.slice(0, 255),
      area: change.area,
      action: change.action.slice(0, 200),
      target: change.target.slice(0, 500),
      before_json: stateText(change.before),
      after_json: stateText(change.after),
    })
    .execute();
}

type AuditQuery = Required<Pick<CallRequest<typeof listSetupAuditContract>, 'page' | 'pageSize'>> &
  Omit<CallRequest<typeof listSetupAuditContract>, 'page' | 'pageSize'>;

/** A page of the organisation's setup changes, newest first, and how many match in all. */
export async function pageSetupAudit(
  database: DatabaseHandle,
  orgId: string,
  query: AuditQuery,
): Promise<{ rows: SetupAuditEntry[]; total: number }> {
  let filtered = database.db.selectFrom('setup_audit').where('org_id', '=', orgId);
  if (query.area) filtered = filtered.where('area', '=', query.area);
  if (query.userId) filtered = filtered.where('user_id', '=', query.userId);
  if (query.from) filtered = filtered.where('at', '>=', new Date(query.from).toISOString());
  if (query.to) filtered = filtered.where('at', '<=', new Date(query.to).toISOString());
  const words = (query.search ?? '').trim().toLowerCase();
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['target']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['action']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['user_name']), 'like', eb.val(pattern)),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      userId: row.user_id,
      userName: row.user_name,
      area: (SETUP_AUDIT_AREAS as readonly string[]).includes(row.area)
        ? (row.area as SetupAuditArea)
        : 'metadata',
      action: row.action,
      target: row.target,
      before: row.before_json,
      after: row.after_json,
    })),
    total: Number(count?.total ?? 0),
  };
}
