import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../routes/route-table.js';
import { type MenuItem, resetGlobalState } from '../state/index.js';
import { installFakeServer } from '../test-support/fake-server.js';
import { installStartup } from '../test-support/fake-startup.js';
import { menuItem } from '../test-support/menu-items.js';
import { renderAppAt, SLOW } from '../test-support/render-app.js';
import { resolveMenuTarget } from './menu/menu-target.js';

/** Spec 1 §1: what the product offers, as the route map and the menus show it. */
const routeAt = (address: string): RouteEntry | undefined => {
  const pathname = address.split('?')[0] ?? address;
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, id: route.path })),
    pathname,
  );
  const path = matches?.at(-1)?.route.path;
  return ROUTES.find((route) => route.path === path);
};

const item = (fields: Partial<MenuItem>): MenuItem => menuItem({ id: 'm', name: 'tab', ...fields });

describe('the product overview (spec 1 §1)', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    installStartup(installFakeServer());
  });
  afterEach(() => resetGlobalState());

  // Each menu item kind leads to a route whose screen is built (scripts: the script menu page is issue 18's).
  it.each<[string, MenuItem, string]>([
    ['object list', item({ type: 'object', objectApi: 'Account', objId: 'o1', prefix: '001' }), 'listView'],
    ['dashboards', item({ standardTabId: 'dashboard' }), 'dashboardList'],
    ['reports', item({ standardTabId: 'report' }), 'reportList'],
    ['calendar', item({ standardTabId: 'calendar' }), 'calendar'],
    ['file centre', item({ standardTabId: 'fileCenter' }), 'fileList'],
    ['AI agents', item({ type: 'bot', functionCode: 'agent-1' }), 'aiAgent'],
    ['custom pages', item({ lightningpageId: 'page-1' }), 'customPage'],
  ])('[S1-B-003] a menu tab for %s opens a built screen', (_name, tab, screenKey) => {
    const target = resolveMenuTarget(tab);
    expect(target.kind).toBe('route');
    const route = target.kind === 'route' ? routeAt(target.to) : undefined;
    expect(route).toMatchObject({ status: 'built', screen: screenKey });
  });

  // The first render of the shell in a file pays its imports: more than the file's 20 s on a busy machine.
  it('[S1-B-003] records open as detail, create and edit; scripts have their menu page; chat is in the top bar', {
    timeout: 60_000,
  }, async () => {
    expect(routeAt('/commonObjects/detail/001abc/DETAIL')).toMatchObject({ screen: 'recordDetail' });
    expect(routeAt('/home/create/new/Account/o1/001')).toMatchObject({ screen: 'recordForm' });
    expect(routeAt('/console-menu1-edit/Account/o1/001/p')).toMatchObject({ screen: 'recordForm' });
    const script = resolveMenuTarget(item({ type: 'script', id: 'script-1' }));
    expect(script).toEqual({ kind: 'route', to: '/customScriptMenuPage?id=script-1' });
    expect(routeAt('/customScriptMenuPage')).toBeDefined();
    await renderAppAt('/');
    expect(await screen.findByRole('button', { name: 'Open chat' }, SLOW)).toBeVisible();
  });

  it.each<[string, string]>([
    ['object lists', '/commonObjects/views/table/Account/o1/001'],
    ['record details', '/commonObjects/detail/001abc/DETAIL'],
    ['sales funnel', '/commonObjects/hopper'],
    ['quotations and pricing', '/quotation/blockPricing'],
    ['price manual', '/priceManual/price-manual'],
    ['reports', '/reportObject/reportList'],
    ['dashboards', '/dashboardObject/dashBoardList'],
    ['home pages', '/homePageObject/standardPage'],
    ['approvals', '/approvalCenter/approvalList'],
    ['customer-service workbench', '/customerWorkbench/workbench'],
    ['files', '/ccFileCenter/ccFileList'],
    ['SMS', '/noteSms/noteSmsList'],
    ['e-mail', '/emailhome'],
    ['project management', '/projectManagement/homePage'],
    ['Gantt charts', '/gantt/gantt'],
    ['resource calendar', '/resoursecalendar/resoursecalendar'],
    ['colleague circle', '/colleagueCircle/dynamic'],
    ['groups', '/groupObject/groupList'],
    ['targets', '/target/index'],
    ['forecasts', '/forecast/forecast'],
    ['data import', '/importmodule/home'],
    ['recycle bin', '/recycle'],
    ['marketing forms', '/marketForm/marketForm'],
    ['marketing social', '/marketingSocialListShow'],
    ['landing pages', '/landingPage'],
    ['journeys', '/marketJourney'],
    ['channels', '/marketingChannelListShow'],
    ['posters', '/marketingPostersListShow'],
    ['invitations', '/marketingInvitationShow'],
    ['ordering platform', '/orderingPlatform'],
    ['shopping cart', '/orderingShoppingCar'],
    ['payment', '/orderPay/100/ord1'],
    ['dispatch desk', '/DispatchDesk'],
    ['knowledge articles', '/Knowledgearticles/KnowledgeArticle/knowledge/kav'],
    ['client pool', '/clientPool/Lead/lead/004'],
    ['appointment scheduling', '/scheduleappointment/scheduleappointment'],
    ['system settings', '/systemSettings'],
    ['help centre', '/help'],
    ['AI chat page', '/velaAi'],
  ])('[S1-B-004] the route map shows the module: %s', (_module, address) => {
    expect(routeAt(address)).toBeDefined();
  });
});
