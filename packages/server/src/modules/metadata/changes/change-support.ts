import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import type { ModuleContext } from '../../module.js';
import { bumpMetadataRevision } from '../install-object.js';
import { storedMetadata } from '../metadata-cache.js';
import type { LayoutModel, MetadataSnapshot, ObjectModel } from '../metadata-model.js';

/**
 * What every metadata change shares: who may make it, the snapshot it is
 * checked against, and the one transaction that bumps the metadata revision,
 * so every process sees the change on its next call.
 */
export type ChangeContext = Pick<ModuleContext, 'database' | 'now'>;

/** Only system administrators change metadata (the access-control issue may widen it). */
export function requireMetadataAdmin(user: CurrentUser): void {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change metadata');
}

/** Checks the caller and reads the metadata the change is made against. */
export async function beginChange(context: ChangeContext, user: CurrentUser): Promise<MetadataSnapshot> {
  requireMetadataAdmin(user);
  return storedMetadata(context.database);
}

export function inMetadataChange<T>(
  context: ChangeContext,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return context.database.db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await bumpMetadataRevision(trx);
    return result;
  });
}

export const newMetadataId = (kind: string) => `${kind}${randomBytes(11).toString('base64url').slice(0, 15)}`;
export const flag = (value: boolean | undefined) => (value ? 1 : 0);

export function notFound(what: string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `${what} was not found`);
}

export function layoutOf(
  snapshot: MetadataSnapshot,
  layoutId: string,
): { layout: LayoutModel; object: ObjectModel } {
  const layout = snapshot.layoutsById.get(layoutId);
  const object = layout ? snapshot.byId.get(layout.objectId) : undefined;
  if (!layout || !object) throw notFound(`Layout "${layoutId}"`);
  return { layout, object };
}

export const kindLabel = {
  dynamicRule: 'Dynamic rule',
  duplicateRule: 'Duplicate rule',
  lookupExpression: 'Lookup-value expression',
  validationRule: 'Validation rule',
  recordType: 'Record type',
} as const;

export function ownsMetadata(object: ObjectModel, kind: keyof typeof kindLabel, targetId: string): boolean {
  const lists = {
    dynamicRule: object.dynamicRules,
    duplicateRule: object.duplicateRules,
    lookupExpression: object.lookupExpressions,
    validationRule: object.validationRules,
    recordType: object.recordTypes,
  };
  return lists[kind].some((entry) => entry.id === targetId);
}
