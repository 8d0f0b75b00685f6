import { pathForRouteName } from '../../routes/route-table.js';
import type { MenuItem } from '../../state/index.js';

/**
 * Where a menu item leads (spec 1 §2.7). Pure, so the console tabs and the
 * vertical menu of issue 5 resolve items the same way the top menu does.
 */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string };

/** Standard targets by standardTabId (the ids the server's menus use). */
export const STANDARD_TAB_TARGETS: Record<string, (item: MenuItem) => string> = {
  homePage: () => '/homePageObject/standardPage',
  report: () => '/reportObject/reportList',
  dashboard: () => '/dashboardObject/dashBoardList',
  calendar: () => '/calendarheader',
  fileCenter: () => '/ccFileCenter/ccFileList',
  mail: () => '/emailhome',
  approvalCenter: () => '/approvalCenter/approvalList',
  mailRelation: () => '/relation',
  colleagueCircle: () => '/colleagueCircle/dynamic',
  hopper: () => '/commonObjects/hopper',
  priceManual: () => '/priceManual/price-manual',
  targetModel: () => '/targetModel/index',
  target: () => '/target/index',
  sms: () => '/noteSms/noteSmsList',
  clientPoolLead: (item) =>
    `/clientPool/${item.objectApi || 'Lead'}/${item.objId || 'lead'}/${item.prefix || '004'}`,
  clientPoolAccount: (item) =>
    `/clientPool/${item.objectApi || 'Account'}/${item.objId || 'account'}/${item.prefix || '001'}`,
  dispatchingUnits: () => '/dispatchingUnits',
  groupList: () => '/groupObject/groupList',
  resourceCalendar: () => '/resoursecalendar/resoursecalendar',
  forecast: () => '/forecast/forecast',
  ordering: () => '/ordering',
  systemSettings: () => '/systemSettings',
  customerWorkbench: () => '/customerWorkbench/workbench',
  moodFound: () => '/moodFound/index',
  gantt: () => '/gantt/gantt',
  knowledge: (item) =>
    `/Knowledgearticles/${item.objectApi || 'KnowledgeArticle'}/${item.objId || 'knowledge'}/${item.prefix || 'kav'}`,
  marketForm: () => '/marketForm/marketForm',
  social: () => '/social/social',
  actualWorkList: () => '/actualworklist/listviews',
  // Spec 1 §2.7: a shift plan tab opens the plan view of its object.
  shiftPlan: (item) =>
    `/commonObjects/views/plan/${item.objectApi || 'shiftplan'}/${item.objId || 'shiftplan'}/${item.prefix || 'spl'}`,
};

/**
 * An item naming a route (routerName, with params): the spec's route name, or
 * a path of that name; params fill the path's placeholders, the rest become the query.
 */
function routerNameTarget(routerName: string, params: Record<string, string> = {}): string {
  const pattern = pathForRouteName(routerName) ?? `/${routerName.replace(/^\/+/, '')}`;
  const used = new Set<string>();
  const path =
    pattern
      .replace(/:(\w+)\??/g, (_match, name: string) => {
        used.add(name);
        return encodeURIComponent(params[name] ?? '');
      })
      .replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(Object.entries(params).filter(([name]) => !used.has(name))).toString();
  return query ? `${path}?${query}` : path;
}

export function resolveMenuTarget(item: MenuItem, options: { consoleStyle?: boolean } = {}): MenuTarget {
  const standard = item.standardTabId ? STANDARD_TAB_TARGETS[item.standardTabId] : undefined;
  if (standard) return { kind: 'route', to: standard(item) };
  switch (item.type) {
    case 'bot':
      return { kind: 'route', to: `/velaAi?agentId=${encodeURIComponent(item.functionCode ?? '')}` };
    case 'web':
      return { kind: 'external', url: item.url ?? '' };
    case 'script':
      return { kind: 'route', to: `/customScriptMenuPage?id=${encodeURIComponent(item.id)}` };
    default:
      break;
  }
  if (item.lightningpageId) {
    const page = encodeURIComponent(item.lightningpageId.replace(/^#/, ''));
    return (item.url ?? '').includes('#') || item.lightningpageId.startsWith('#')
      ? { kind: 'route', to: `/injectionComponent?page=${page}&button=Home` }
      : { kind: 'route', to: `/custome/customePage?page=${page}` };
  }
  if (item.objectApi && item.objId && item.prefix) {
    const object = `${item.objectApi}/${item.objId}/${item.prefix}`;
    if (item.layoutType === 'plan') return { kind: 'route', to: `/commonObjects/views/plan/${object}` };
    if (!options.consoleStyle && item.layoutType === 'Kanban')
      return { kind: 'route', to: `/commonObjects/views/kanban/${object}` };
    if (!options.consoleStyle && item.layoutType === 'splitscreen')
      return { kind: 'route', to: `/commonObjects/multi-screen/${object}` };
    const view = item.viewId ? `?viewId=${encodeURIComponent(item.viewId)}` : '';
    return { kind: 'route', to: `/commonObjects/views/table/${object}${view}` };
  }
  if (item.routerName) return { kind: 'route', to: routerNameTarget(item.routerName, item.params) };
  return { kind: 'route', to: '/' };
}
