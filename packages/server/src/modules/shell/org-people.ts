import { orgFileLimitOf } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { findOrganisation, usersOfOrg } from '../auth/index.js';

/** The organisation's largest file in bytes (settings_json.fileSizeLimit; default 10485760, S1-K-016). */
export async function readOrgFileLimit(database: DatabaseHandle, orgId: string): Promise<number> {
  const org = await findOrganisation(database.db, orgId);
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(org?.settingsJson ?? '{}');
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    // Unreadable settings mean the defaults.
  }
  return orgFileLimitOf(settings);
}

/** The organisation's users by id: their names (active ones only when `activeOnly`). */
export async function orgUserNames(
  database: DatabaseHandle,
  orgId: string,
  options: { activeOnly?: boolean } = {},
): Promise<Map<string, string>> {
  const users = await usersOfOrg(database, orgId);
  return new Map(
    users.filter((user) => !options.activeOnly || user.isActive).map((user) => [user.id, user.name]),
  );
}
