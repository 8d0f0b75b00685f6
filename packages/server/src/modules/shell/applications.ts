import type { Kysely, Selectable } from 'kysely';
import type { ApplicationTable } from '../../db/migrations/0003-shell.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import type { Application } from './schemas.js';
import { shellLabel } from './shell-labels.js';

export interface ApplicationFilter {
  appState?: 0 | 1 | undefined;
  navigationStyle?: 'horizontal' | 'console' | undefined;
  keyword?: string | undefined;
}

type ApplicationRow = Selectable<ApplicationTable>;

/** Whose view of the apps: a signed-in user, or the holder of a token checked by getAppLogo. */
export type AppViewer = Pick<CurrentUser, 'orgId' | 'isPartner' | 'profileId'>;

/** The address of the app's logo; the web fetches it with the accessToken header (no token in the URL). */
export function appLogoUrl(app: Pick<ApplicationRow, 'id' | 'bgcolor'>): string {
  const query = new URLSearchParams({ id: app.id, bgcolor: app.bgcolor });
  return `/api/application/getAppLogo?${query.toString()}`;
}

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    name: shellLabel(row.name, row.labels_json),
    appState: row.app_state === 1 ? 1 : 0,
    bgcolor: row.bgcolor,
    logourl: appLogoUrl(row),
    navigationStyle: row.navigation_style === 'console' ? 'console' : 'horizontal',
    description: row.description,
    isDefault: row.is_default === 1,
  };
}

/**
 * The apps of the user's organisation the user may open: partner users only those flagged for partners;
 * an app assigned to profiles (application_profile) only to users of those profiles.
 */
function visibleApplications(db: Kysely<Database>, user: AppViewer) {
  let query = db
    .selectFrom('application')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('application_profile').select('app_id').whereRef('app_id', '=', 'application.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('application_profile')
            .select('app_id')
            .whereRef('app_id', '=', 'application.id')
            .where('profile_id', '=', user.profileId),
        ),
      ]),
    );
  if (user.isPartner) query = query.where('partner_visible', '=', 1);
  return query.orderBy('sort_order').orderBy('name');
}

export async function listApplications(
  db: Kysely<Database>,
  user: CurrentUser,
  filter: ApplicationFilter,
): Promise<Application[]> {
  let rows = await visibleApplications(db, user).execute();
  if (filter.appState !== undefined) rows = rows.filter((row) => row.app_state === filter.appState);
  if (filter.navigationStyle) rows = rows.filter((row) => row.navigation_style === filter.navigationStyle);
  const keyword = filter.keyword?.trim().toLowerCase();
  if (keyword) rows = rows.filter((row) => row.name.toLowerCase().includes(keyword));
  return rows.map(toApplication);
}

/** One app the user may open, or a 404 that does not say whether it exists for someone else. */
export async function findVisibleApplication(
  db: Kysely<Database>,
  user: AppViewer,
  appId: string,
): Promise<ApplicationRow> {
  const row = await visibleApplications(db, user).where('id', '=', appId).executeTakeFirst();
  if (!row) throw notFound(`The application "${appId}"`);
  return row;
}

/**
 * Spec 1 §3: the current app is the one given (here: the one the user last
 * opened), else the organisation's default enabled app, else the first
 * enabled app, else the first app. Null when the user can see no app at all.
 */
export async function resolveCurrentApplication(
  db: Kysely<Database>,
  user: CurrentUser,
): Promise<ApplicationRow | null> {
  const apps = await visibleApplications(db, user).execute();
  const chosen = await db
    .selectFrom('user_current_app')
    .select('app_id')
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  const enabled = apps.filter((app) => app.app_state === 1);
  return (
    enabled.find((app) => app.id === chosen?.app_id) ??
    enabled.find((app) => app.is_default === 1) ??
    enabled[0] ??
    apps[0] ??
    null
  );
}

/** Remembers the app the user opened, so a later showAllTabs without an appId answers for it. */
export async function rememberCurrentApplication(
  db: Kysely<Database>,
  user: CurrentUser,
  appId: string,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('user_current_app')
    .values({ user_id: user.userId, app_id: appId, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ app_id: appId, updated_at: updatedAt }),
    )
    .execute();
}
