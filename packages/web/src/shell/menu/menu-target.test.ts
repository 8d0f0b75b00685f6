import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../state/index.js';
import { menuItem } from '../../test-support/menu-items.js';
import { resolveMenuTarget, STANDARD_TAB_TARGETS } from './menu-target.js';

const object: MenuItem = menuItem({
  id: 'm1',
  name: 'Accounts',
  type: 'object',
  objectApi: 'Account',
  objId: 'o1',
  prefix: '001',
});

describe('resolveMenuTarget (spec 1 §2.7)', () => {
  it.each<[string, MenuItem, { consoleStyle?: boolean }, ReturnType<typeof resolveMenuTarget>]>([
    [
      '[S1-B-039] object → table view',
      object,
      {},
      { kind: 'route', to: '/commonObjects/views/table/Account/o1/001' },
    ],
    [
      '[S1-B-039] object with a view id',
      { ...object, viewId: 'v9' },
      {},
      { kind: 'route', to: '/commonObjects/views/table/Account/o1/001?viewId=v9' },
    ],
    [
      '[S1-B-040] Kanban without navigation style',
      { ...object, layoutType: 'Kanban' },
      {},
      { kind: 'route', to: '/commonObjects/views/kanban/Account/o1/001' },
    ],
    [
      '[S1-B-041] splitscreen without navigation style',
      { ...object, layoutType: 'splitscreen' },
      {},
      { kind: 'route', to: '/commonObjects/multi-screen/Account/o1/001' },
    ],
    [
      'Kanban with the console style stays a table',
      { ...object, layoutType: 'Kanban' },
      { consoleStyle: true },
      { kind: 'route', to: '/commonObjects/views/table/Account/o1/001' },
    ],
    [
      '[S1-B-043] bot',
      menuItem({ id: 'b', name: 'Bot', type: 'bot', functionCode: 'agent7' }),
      {},
      { kind: 'route', to: '/velaAi?agentId=agent7' },
    ],
    [
      '[S1-B-044] web',
      menuItem({ id: 'w', name: 'Web', type: 'web', url: 'https://example.com' }),
      {},
      { kind: 'external', url: 'https://example.com' },
    ],
    [
      '[S1-B-045] script',
      menuItem({ id: 's1', name: 'Script', type: 'script' }),
      {},
      { kind: 'route', to: '/customScriptMenuPage?id=s1' },
    ],
    [
      '[S1-B-046] custom page with a hash marker',
      menuItem({ id: 'c', name: 'Page', lightningpageId: '#lp1' }),
      {},
      { kind: 'route', to: '/injectionComponent?page=lp1&button=Home' },
    ],
    [
      '[S1-B-047] custom page without one',
      menuItem({ id: 'c', name: 'Page', lightningpageId: 'lp1' }),
      {},
      { kind: 'route', to: '/custome/customePage?page=lp1' },
    ],
    [
      '[S1-B-013] standard report tab',
      menuItem({ id: 'r', name: 'Reports', standardTabId: 'report' }),
      {},
      { kind: 'route', to: '/reportObject/reportList' },
    ],
    [
      '[S1-B-024] client pool for leads',
      menuItem({
        id: 'p',
        name: 'Pool',
        standardTabId: 'clientPoolLead',
        objectApi: 'Lead',
        objId: 'o4',
        prefix: '004',
      }),
      {},
      { kind: 'route', to: '/clientPool/Lead/o4/004' },
    ],
  ])('%s', (_title, item, options, expected) => {
    expect(resolveMenuTarget(item, options)).toEqual(expected);
  });
});

describe('every standard tab of spec 1 §2.7 leads to a registered route', () => {
  it.each<[string, string, string]>([
    ['[S1-B-012]', 'homePage', '/homePageObject/standardPage'],
    ['[S1-B-013]', 'report', '/reportObject/reportList'],
    ['[S1-B-014]', 'dashboard', '/dashboardObject/dashBoardList'],
    ['[S1-B-015]', 'calendar', '/calendarheader'],
    ['[S1-B-016]', 'fileCenter', '/ccFileCenter/ccFileList'],
    ['[S1-B-017]', 'mailRelation', '/relation'],
    ['[S1-B-018]', 'colleagueCircle', '/colleagueCircle/dynamic'],
    ['[S1-B-019]', 'hopper', '/commonObjects/hopper'],
    ['[S1-B-020]', 'priceManual', '/priceManual/price-manual'],
    ['[S1-B-021]', 'targetModel', '/targetModel/index'],
    ['[S1-B-022]', 'target', '/target/index'],
    ['[S1-B-023]', 'sms', '/noteSms/noteSmsList'],
    ['[S1-B-024]', 'clientPoolLead', '/clientPool/Lead/lead/004'],
    ['[S1-B-025]', 'clientPoolAccount', '/clientPool/Account/account/001'],
    ['[S1-B-026]', 'dispatchingUnits', '/dispatchingUnits'],
    ['[S1-B-027]', 'groupList', '/groupObject/groupList'],
    ['[S1-B-028]', 'resourceCalendar', '/resoursecalendar/resoursecalendar'],
    ['[S1-B-029]', 'forecast', '/forecast/forecast'],
    ['[S1-B-030]', 'ordering', '/ordering'],
    ['[S1-B-031]', 'systemSettings', '/systemSettings'],
    ['[S1-B-032]', 'customerWorkbench', '/customerWorkbench/workbench'],
    ['[S1-B-033]', 'moodFound', '/moodFound/index'],
    ['[S1-B-034]', 'gantt', '/gantt/gantt'],
    ['[S1-B-035]', 'knowledge', '/Knowledgearticles/KnowledgeArticle/knowledge/kav'],
    ['[S1-B-036]', 'marketForm', '/marketForm/marketForm'],
    ['[S1-B-037]', 'social', '/social/social'],
    ['[S1-B-038]', 'actualWorkList', '/actualworklist/listviews'],
    ['[S1-B-042]', 'shiftPlan', '/commonObjects/views/plan/shiftplan/shiftplan/spl'],
    // Vela's own standard tabs beside the spec's: the e-mail home and the approval center.
    ['', 'mail', '/emailhome'],
    ['', 'approvalCenter', '/approvalCenter/approvalList'],
  ])('%s %s → %s', async (_id, standardTabId, path) => {
    const target = resolveMenuTarget(menuItem({ id: 'x', name: 'X', standardTabId }));
    expect(target).toEqual({ kind: 'route', to: path });
    const { resolveShellPath } = await import('../../routes/RouteView.js');
    expect(resolveShellPath(path), `${path} is a shell route`).toBeDefined();
  });

  it('no standard tab id is left without a test above', () => {
    expect(Object.keys(STANDARD_TAB_TARGETS)).toHaveLength(30);
  });

  it('[S1-B-042] an object item with the plan layout opens the plan view', () => {
    expect(resolveMenuTarget({ ...object, layoutType: 'plan' }, { consoleStyle: true })).toEqual({
      kind: 'route',
      to: '/commonObjects/views/plan/Account/o1/001',
    });
  });

  it.each<[string, MenuItem, string]>([
    ['a path name', menuItem({ id: 'l', name: 'Landing pages', routerName: 'landingPage' }), '/landingPage'],
    [
      'a spec route name with params, the rest as query',
      menuItem({
        id: 'd',
        name: 'Case',
        routerName: 'consoleTabDetail',
        params: { id: 'c1', oprateType: 'DETAIL', from: 'menu' },
      }),
      '/console-tab-detail/c1/DETAIL?from=menu',
    ],
  ])('an item with a routerName: %s', (_name, item, path) => {
    expect(resolveMenuTarget(item)).toEqual({ kind: 'route', to: path });
  });
});
