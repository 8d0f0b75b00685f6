import type { DatabaseHandle } from '../../db/database.js';

type Settings = Record<string, unknown>;

function parsed(settingsJson: string): Settings {
  try {
    const value: unknown = JSON.parse(settingsJson);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : {};
  } catch {
    // Unreadable settings were the defaults; the change starts from them.
    return {};
  }
}

/**
 * Changes one part of an organisation's settings JSON and keeps every other key as it is (the
 * seller, the file limit and the session policy share the column). Read and written in one
 * transaction, so two administrators saving different parts at once do not undo each other.
 * Answers false when the organisation does not exist.
 */
export async function updateOrganisationSettings(
  database: DatabaseHandle,
  orgId: string,
  change: (settings: Settings) => Settings,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    let read = trx.selectFrom('organization').select('settings_json').where('id', '=', orgId);
    // PostgreSQL: a second saver waits for this one instead of reading the settings it is about to replace.
    if (database.dialect === 'postgres') read = read.forUpdate();
    const row = await read.executeTakeFirst();
    if (!row) return false;
    const next = change(parsed(row.settings_json));
    await trx
      .updateTable('organization')
      .set({ settings_json: JSON.stringify(next) })
      .where('id', '=', orgId)
      .execute();
    return true;
  });
}
