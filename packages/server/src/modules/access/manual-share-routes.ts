import { addShareContract, listSharesContract, removeShareContract, type ShareReason } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.js';
import { changeRoute } from '../../http/change-route.js';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { addShare } from './changes/add-share.js';
import { removeShare } from './changes/remove-share.js';
import { shareableRecord } from './changes/shareable-record.js';
import { INVITEE_SHARE_REASON, MANUAL_SHARE_REASON } from './group-names.js';

/**
 * Manual sharing: whoever has full access to a record (its owner, a manager
 * above, an administrator with modify all) shares it with a user, role,
 * public group or partner account, at read or edit.
 */
/** The stored reason as the share list names it: anything neither manual nor an invitee's is a rule's. */
const shareReasonOf = (reason: string): ShareReason =>
  reason === MANUAL_SHARE_REASON ? 'manual' : reason === INVITEE_SHARE_REASON ? 'invitee' : 'rule';

export function registerManualShareRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(listSharesContract.path, { schema: contractSchema(listSharesContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const object = await shareableRecord(database, user, request.body.body.recordId);
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
        accessLevel: row.access_level >= 2 ? ('edit' as const) : ('read' as const),
        reason: shareReasonOf(row.reason),
      })),
      request.id,
    );
  });

  changeRoute(app, addShareContract, (user, input) => addShare(context, user, input));
  changeRoute(app, removeShareContract, (user, input) => removeShare(context, user, input));
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
