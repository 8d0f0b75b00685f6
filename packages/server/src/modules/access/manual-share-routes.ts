import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordAuditEvent } from './audit-log.js';
import { MANUAL_SHARE_REASON } from './group-names.js';
import { assertGroupOfOrg } from './group-references.js';
import { rightsOnRecord } from './record-rights.js';

const recordId = z.string().min(1).max(64);

/**
 * Manual sharing: whoever has full access to a record (its owner, a manager
 * above, an administrator with modify all) shares it with a user, role,
 * public group or partner account, at read or edit.
 */
export function registerManualShareRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  /** The record, when the caller may share it; the same 404 as for a record they cannot see otherwise. */
  const shareable = async (user: ReturnType<typeof requireUser>, id: string) => {
    const object = resolveObject(await currentMetadata(database), { recordId: id });
    const rights = await rightsOnRecord(database, user, object, id);
    if (!rights.isQuery) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found`);
    if (!rights.isShare)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `Only the owner of this ${object.label}, someone above them or an administrator may share it`,
      );
    return object;
  };

  api.post(
    '/access/share/list',
    {
      schema: {
        summary: 'Who a record is shared with, manually and by rules',
        body: envelopeSchema(z.strictObject({ recordId })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const object = await shareable(user, request.body.body.recordId);
      const rows = await database.db
        .selectFrom('record_share')
        .selectAll()
        .where('object_id', '=', object.id)
        .where('record_id', '=', request.body.body.recordId)
        .orderBy('created_at')
        .execute();
      return okEnvelope(
        rows.map((row) => ({
          group: row.group_id,
          accessLevel: row.access_level >= 2 ? 'edit' : 'read',
          reason: row.reason === MANUAL_SHARE_REASON ? 'manual' : 'rule',
        })),
        request.id,
      );
    },
  );

  api.post(
    '/access/share/add',
    {
      schema: {
        summary: 'Share a record with a user, role, role and subordinates, public group or partner account',
        body: envelopeSchema(
          z.strictObject({
            recordId,
            group: z.string().min(1).max(80),
            accessLevel: z.enum(['read', 'edit']),
          }),
        ),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordId: id, group, accessLevel } = request.body.body;
      const object = await shareable(user, id);
      await assertGroupOfOrg(database, user.orgId, group, 'body.group');
      const level = accessLevel === 'edit' ? 2 : 1;
      await database.db
        .insertInto('record_share')
        .values({
          object_id: object.id,
          record_id: id,
          group_id: group,
          access_level: level,
          reason: MANUAL_SHARE_REASON,
          created_at: context.now().toISOString(),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['object_id', 'record_id', 'group_id', 'reason'])
            .doUpdateSet({ access_level: level }),
        )
        .execute();
      await recordAuditEvent(database, {
        orgId: user.orgId,
        at: context.now(),
        actorId: user.userId,
        kind: 'permission-change',
        target: `record:${id}`,
        detail: { shared: group, accessLevel },
      });
      return okEnvelope({ recordId: id, group, accessLevel }, request.id);
    },
  );

  api.post(
    '/access/share/remove',
    {
      schema: {
        summary: 'Stop sharing a record manually with a group',
        body: envelopeSchema(z.strictObject({ recordId, group: z.string().min(1).max(80) })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordId: id, group } = request.body.body;
      const object = await shareable(user, id);
      const result = await database.db
        .deleteFrom('record_share')
        .where('object_id', '=', object.id)
        .where('record_id', '=', id)
        .where('group_id', '=', group)
        .where('reason', '=', MANUAL_SHARE_REASON)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0)
        throw new AppError(
          ErrorCode.NOT_FOUND,
          `body.group: this ${object.label} is not shared manually with "${group}"`,
        );
      await recordAuditEvent(database, {
        orgId: user.orgId,
        at: context.now(),
        actorId: user.userId,
        kind: 'permission-change',
        target: `record:${id}`,
        detail: { unshared: group },
      });
      return okEnvelope({ recordId: id, group, removed: true }, request.id);
    },
  );
}

/**
 * A record given to another owner loses its manual shares, as in Salesforce:
 * the previous owner chose who to share with, the new one decides again.
 */
export async function dropManualShares(
  database: DatabaseHandle,
  objectId: string,
  recordId: string,
): Promise<void> {
  await database.db
    .deleteFrom('record_share')
    .where('object_id', '=', objectId)
    .where('record_id', '=', recordId)
    .where('reason', '=', MANUAL_SHARE_REASON)
    .execute();
}

/** Every share of these records, whatever gave it: they are being deleted for good. */
export async function dropAllShares(
  database: DatabaseHandle,
  objectId: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await database.db
    .deleteFrom('record_share')
    .where('object_id', '=', objectId)
    .where('record_id', 'in', [...recordIds])
    .execute();
}
