import type { DatabaseHandle } from '../../db/database.js';

/** A channel not yet bound to a session lives this long: enough to type a password. */
export const UNBOUND_CHANNEL_MINUTES = 15;

export async function storeChannel(
  database: DatabaseHandle,
  channel: { id: string; key: string; now: Date; expiresAt: Date },
): Promise<void> {
  await database.db
    .insertInto('secure_channel')
    .values({
      id: channel.id,
      key: channel.key,
      created_at: channel.now.toISOString(),
      expires_at: channel.expiresAt.toISOString(),
    })
    .execute();
}

/** The key of a channel that has not expired; a bound channel lives as long as its session. */
export async function findLiveChannelKey(
  database: DatabaseHandle,
  channelId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('secure_channel')
    .select('key')
    .where('id', '=', channelId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.key;
}

export async function extendChannel(
  database: DatabaseHandle,
  channelId: string,
  expiresAt: Date,
): Promise<void> {
  await database.db
    .updateTable('secure_channel')
    .set({ expires_at: expiresAt.toISOString() })
    .where('id', '=', channelId)
    .execute();
}

export async function deleteChannel(database: DatabaseHandle, channelId: string): Promise<void> {
  await database.db.deleteFrom('secure_channel').where('id', '=', channelId).execute();
}

/** Drops expired channels no live session still uses, so handshakes do not pile up. */
export async function purgeExpiredChannels(database: DatabaseHandle, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await database.db
    .deleteFrom('secure_channel')
    .where('expires_at', '<=', nowIso)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('session')
            .select('session.id')
            .whereRef('session.channel_id', '=', 'secure_channel.id')
            .where('session.revoked_at', 'is', null)
            .where('session.expires_at', '>', nowIso),
        ),
      ),
    )
    .execute();
}
