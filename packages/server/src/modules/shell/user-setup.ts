import type { Language } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { readUserSetup, writeUserLanguage, writeUserSetup } from '../auth/index.js';
import { type UserSetup, userSetupSchema } from './schemas.js';

export const DEFAULT_USER_SETUP: UserSetup = {
  tabStyle: '0',
  detailLayoutStyle: 'tab',
  isEnableWaterMark: 'false',
  inlineedit: 'true',
  relatedList: 'true',
  isEnableSubmitApprovalComments: 'false',
};

/**
 * Reads the stored setup field by field: a value that is missing or not one
 * the setup allows falls back to its default, so one bad field never hides
 * the others.
 */
export function parseStoredSetup(setupJson: string): UserSetup {
  let stored: unknown;
  try {
    stored = JSON.parse(setupJson);
  } catch {
    stored = {};
  }
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const setup: UserSetup = { ...DEFAULT_USER_SETUP };
  for (const [key, schema] of Object.entries(userSetupSchema.shape)) {
    const parsed = schema.safeParse(source[key]);
    if (parsed.success) (setup as Record<string, string>)[key] = parsed.data;
  }
  return setup;
}

/** Spec 1 §6 / DECISIONS 16: a partner user never gets the vertical menu, whatever is stored. */
export function setupAsSeenBy(setup: UserSetup, isPartner: boolean): UserSetup {
  return isPartner && setup.tabStyle === '1' ? { ...setup, tabStyle: '0' } : setup;
}

async function readSetupRow(db: Kysely<Database>, userId: string) {
  const row = await readUserSetup(db, userId);
  if (!row) throw notFound('The signed-in user');
  return row;
}

export function loadUserSetup(db: Kysely<Database>, user: CurrentUser): Promise<UserSetup> {
  return loadSetupOf(db, user.userId);
}

/** One user's setup as they see it. */
export async function loadSetupOf(db: Kysely<Database>, userId: string): Promise<UserSetup> {
  const row = await readSetupRow(db, userId);
  return setupAsSeenBy(parseStoredSetup(row.setupJson), row.isPartner);
}

/**
 * Changes the given fields of the user's own setup. Other keys already in
 * setup_json (written by other features) are kept as they are.
 */
export function saveUserSetup(
  db: Kysely<Database>,
  user: CurrentUser,
  changes: Partial<UserSetup>,
): Promise<UserSetup> {
  return saveSetupOf(db, user.userId, changes);
}

/** Changes the given fields of one user's setup (theirs, or an administrator's for them: userPageSetup). */
export async function saveSetupOf(
  db: Kysely<Database>,
  userId: string,
  changes: Partial<UserSetup>,
): Promise<UserSetup> {
  return db.transaction().execute(async (trx) => {
    const row = await readSetupRow(trx, userId);
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(row.setupJson);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        stored = parsed as Record<string, unknown>;
      }
    } catch {
      // A corrupt setup is replaced by the defaults plus the changes.
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const next = { ...stored, ...parseStoredSetup(JSON.stringify(stored)), ...defined };
    await writeUserSetup(trx, userId, JSON.stringify(next));
    return setupAsSeenBy(parseStoredSetup(JSON.stringify(next)), row.isPartner);
  });
}

/**
 * The user's own language (spec 1 §9): every later sign-in and reload starts in it, on any browser.
 * The schema has already refused anything but the 16 languages.
 */
export async function saveUserLanguage(
  db: Kysely<Database>,
  user: CurrentUser,
  language: Language,
): Promise<{ language: Language }> {
  if (!(await writeUserLanguage(db, user.userId, language))) throw notFound('The signed-in user');
  return { language };
}
