import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { usersOfOrg } from '../auth/index.js';
import { currentMetadata, type MetadataSnapshot, resolveObject } from '../metadata/index.js';
import { isProductLineObject, saveProductLine, saveRecord } from '../records/index.js';
import { dependentPicklists } from './demo-field-values.js';
import type { DemoRandom } from './demo-random.js';
import { STREETS } from './demo-vocabulary.js';

/**
 * The demo records go through the save pipeline a person's save goes
 * through (types, picklists, dependencies, required fields, rules, lookups,
 * unique fields, match keys, auto-numbers), so every demo record is one the
 * engine would accept; a refusal stops the seeder with the engine's reason.
 */
export type DemoOwner = 'admin' | 'sam' | 'maria' | 'pat';

export const DEMO_OWNER_EMAILS: Record<DemoOwner, string> = {
  admin: 'admin@vela.local',
  sam: 'sam.sales@vela.local',
  maria: 'maria.manager@vela.local',
  pat: 'pat.partner@vela.local',
};

export interface DemoRecordWriter {
  snapshot: MetadataSnapshot;
  now: Date;
  users: Record<DemoOwner, CurrentUser>;
  /** Saves one record as `owner` (who becomes its owner unless values name another) and answers its id. */
  save(objectApi: string, owner: DemoOwner, values: Record<string, unknown>): Promise<string>;
  /** A country → province → city → county path the address group's dependent picklists allow. */
  address(random: DemoRandom, objectApi: string, group: string): Record<string, string>;
  /** YYYY-MM-DD, `days` from today (UTC). */
  day(days: number): string;
  /** ISO-8601 at `hour`:`minute` UTC, `days` from today. */
  at(days: number, hour: number, minute?: number): string;
}

async function demoUsers(
  database: DatabaseHandle,
  orgId: string,
): Promise<Record<DemoOwner, CurrentUser> | null> {
  const rows = await usersOfOrg(database, orgId);
  const users: Partial<Record<DemoOwner, CurrentUser>> = {};
  for (const [owner, email] of Object.entries(DEMO_OWNER_EMAILS) as Array<[DemoOwner, string]>) {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) return null;
    users[owner] = {
      userId: row.id,
      orgId: row.orgId,
      email: row.email,
      name: row.name,
      isPartner: row.isPartner,
      partnerAccountId: row.partnerAccountId,
      profileId: row.profileId,
      roleId: row.roleId,
      sessionId: null,
      channelId: null,
    };
  }
  return users as Record<DemoOwner, CurrentUser>;
}

/** The writer for the demo org, or null when its users are missing (nothing to own the records). */
export async function demoRecordWriter(
  database: DatabaseHandle,
  orgId: string,
  now: Date,
): Promise<DemoRecordWriter | null> {
  const users = await demoUsers(database, orgId);
  if (!users) return null;
  const snapshot = await currentMetadata(database);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const iso = (days: number) => new Date(today + days * 86_400_000);
  return {
    snapshot,
    now,
    users,
    async save(objectApi, owner, values) {
      const object = resolveObject(snapshot, { objectApi });
      // Lines are priced and total their record, as a person's save of a line does.
      const save = isProductLineObject(object) ? saveProductLine : saveRecord;
      const result = await save(
        {
          database,
          snapshot,
          object,
          user: users[owner],
          now: new Date(),
          skipDuplicateWarning: true,
          asSystem: true,
        },
        values,
      );
      if (!result.isSaveSuccess) {
        throw new Error(
          `demo ${object.label} "${result.name}" was refused: ${result.errormessage} (${result.errorField})`,
        );
      }
      return result.id;
    },
    address(random, objectApi, group) {
      const object = resolveObject(snapshot, { objectApi });
      const dependents = dependentPicklists(snapshot, object);
      const countries = object.fieldsByApi.get(`${group}00`)?.picklist ?? [];
      const values: Record<string, string> = { [`${group}00`]: random.pick(countries).codeKey };
      for (const level of ['01', '02', '03']) {
        const dependent = dependents.get(`${group}${level}`);
        const allowed = dependent?.mapping[values[dependent.control] ?? ''] ?? [];
        if (allowed.length === 0) break;
        values[`${group}${level}`] = random.pick(allowed);
      }
      values[`${group}04`] = `${random.int(1, 300)} ${random.pick(STREETS)}`;
      values[`${group}05`] = String(random.int(10000, 99999));
      return values;
    },
    day: (days) => iso(days).toISOString().slice(0, 10),
    at: (days, hour, minute = 0) =>
      new Date(iso(days).getTime() + (hour * 60 + minute) * 60_000).toISOString(),
  };
}
