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
};

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
    if (!options.consoleStyle && item.layoutType === 'Kanban')
      return { kind: 'route', to: `/commonObjects/views/kanban/${object}` };
    if (!options.consoleStyle && item.layoutType === 'splitscreen')
      return { kind: 'route', to: `/commonObjects/multi-screen/${object}` };
    const view = item.viewId ? `?viewId=${encodeURIComponent(item.viewId)}` : '';
    return { kind: 'route', to: `/commonObjects/views/table/${object}${view}` };
  }
  return { kind: 'route', to: '/' };
}
