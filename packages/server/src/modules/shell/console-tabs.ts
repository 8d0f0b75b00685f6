import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';

/**
 * The console's open tabs per user and app (spec 1 §4 Menu tabs): the client
 * saves the serialized state on every add or replace and restores it at
 * startup. The server keeps it as given; its shape is the client's.
 */
export async function saveConsoleTabs(
  db: Kysely<Database>,
  user: CurrentUser,
  appId: string,
  opentab: string,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('console_tab_state')
    .values({ user_id: user.userId, app_id: appId, opentab, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'app_id']).doUpdateSet({ opentab, updated_at: updatedAt }),
    )
    .execute();
}

export async function loadConsoleTabs(
  db: Kysely<Database>,
  user: CurrentUser,
  appId: string,
): Promise<{ opentab: string | null; updatedAt: string | null }> {
  const row = await db
    .selectFrom('console_tab_state')
    .select(['opentab', 'updated_at'])
    .where('user_id', '=', user.userId)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return { opentab: row?.opentab ?? null, updatedAt: row?.updated_at ?? null };
}
