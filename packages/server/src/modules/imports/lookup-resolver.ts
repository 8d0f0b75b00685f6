import { isRecordId, recordIdPrefix } from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { activeUsersOfOrg, type UserSummary } from '../auth/index.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';
import { CellRefusal } from './convert-values.js';

/**
 * Lookup cells name a record by its id or its name (a user by id, e-mail or
 * name). A name is matched among the records the importer may read; two
 * matches are refused as ambiguous rather than guessed. Answers are kept for
 * the whole import: a file names the same accounts over and over.
 */
export class LookupResolver {
  private readonly found = new Map<string, string | CellRefusal>();
  private users: Promise<UserSummary[]> | null = null;

  constructor(
    private readonly snapshot: MetadataSnapshot,
    private readonly user: CurrentUser,
  ) {}

  /** `database`: the batch's transaction (on SQLite another connection would wait for it forever). */
  async resolve(database: DatabaseHandle, field: FieldModel, text: string): Promise<string> {
    const key = `${field.lookupObjectId}|${text.toLowerCase()}`;
    let answer = this.found.get(key);
    if (answer === undefined) {
      answer = await this.lookUp(database, field, text).catch((error: unknown) => {
        if (error instanceof CellRefusal) return error;
        throw error;
      });
      this.found.set(key, answer);
    }
    if (answer instanceof CellRefusal) throw answer;
    return answer;
  }

  private async lookUp(database: DatabaseHandle, field: FieldModel, text: string): Promise<string> {
    if (field.lookupObjectId === 'user') return this.userOf(database, field, text);
    const targets = (field.lookupObjectId ?? '').split(',').flatMap((id) => this.snapshot.byId.get(id) ?? []);
    // An id is passed on as it is: the save pipeline checks it exists and may be pointed at.
    if (isRecordId(text) && targets.some((target) => target.prefix === recordIdPrefix(text))) return text;
    const matches: string[] = [];
    for (const target of targets) matches.push(...(await this.namedRecords(database, target, text)));
    const label = targets.map((target) => target.label).join(' or ');
    if (matches.length === 0)
      throw new CellRefusal('lookupNone', { field: field.label, object: label, text });
    if (matches.length > 1) {
      throw new CellRefusal('lookupMany', {
        field: field.label,
        count: matches.length,
        text,
        object: label,
      });
    }
    return matches[0] as string;
  }

  private async namedRecords(database: DatabaseHandle, target: ObjectModel, name: string): Promise<string[]> {
    const rows = await recordsDb(database)
      .selectFrom(target.tableName)
      .select('id')
      .where('is_deleted', '=', 0)
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .where(recordAccessFilter(this.user, target, 'read'))
      .limit(3)
      .execute();
    return rows.map((row) => String(row.id));
  }

  private async userOf(database: DatabaseHandle, field: FieldModel, text: string): Promise<string> {
    this.users ??= activeUsersOfOrg(database, this.user.orgId);
    const users = await this.users;
    const lower = text.toLowerCase();
    const byId = users.find((candidate) => candidate.id === text);
    if (byId) return byId.id;
    const byEmail = users.filter((candidate) => candidate.email.toLowerCase() === lower);
    const matches =
      byEmail.length > 0 ? byEmail : users.filter((candidate) => candidate.name.toLowerCase() === lower);
    if (matches.length === 0) throw new CellRefusal('userNone', { field: field.label, text });
    if (matches.length > 1)
      throw new CellRefusal('userMany', { field: field.label, count: matches.length, text });
    return (matches[0] as UserSummary).id;
  }
}
