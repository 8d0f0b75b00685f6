/**
 * Home page components (issue 19): what an administrator assigns per role and a user personalises.
 * Kinds that show one thing name it in targetId (a dashboard, a report, an object).
 */
export const HOME_COMPONENT_KINDS = [
  'dashboard',
  'reportChart',
  'listView',
  'recentRecords',
  'myTasks',
  'approvals',
] as const;
export type HomeComponentKind = (typeof HOME_COMPONENT_KINDS)[number];

export const MAX_HOME_COMPONENTS = 12;

/** What a kind's targetId names; null: the kind shows the user's own things and names none. */
export function homeTargetOf(kind: HomeComponentKind): 'dashboard' | 'report' | 'object' | null {
  switch (kind) {
    case 'dashboard':
      return 'dashboard';
    case 'reportChart':
      return 'report';
    case 'listView':
    case 'recentRecords':
      return 'object';
    default:
      return null;
  }
}
