import type { Application, MenuItem, UserInfo, UserSetup } from '../state/index.js';
import { envelopeRoute } from './envelope-call.js';
import { type FakeServer, ok } from './fake-server.js';
import { menuItem } from './menu-items.js';

export const DEMO_USER: UserInfo = {
  userId: '005u1',
  userName: 'Ada Lovelace',
  email: 'ada@example.com',
  language: 'en',
  ispartner: false,
  countryCode: 'GB',
  currencyCode: 'GBP',
  timeZone: 'Europe/London',
  loadingSrc: '/loading.svg',
  faviconIcon: '/brand.ico',
  baseTitle: 'Acme CRM',
  orgId: 'org1',
  orgName: 'Acme Ltd',
  profileId: 'p1',
  developerPermission: {
    isDeveloper: false,
    canEditScripts: false,
    canEditCustomPages: false,
    canManageObjects: false,
  },
};

export const DEMO_SETUP: UserSetup = {
  tabStyle: '0',
  detailLayoutStyle: 'tab',
  isEnableWaterMark: 'false',
  inlineedit: 'true',
  relatedList: 'true',
  isEnableSubmitApprovalComments: 'false',
};

export const DEMO_APPS: Application[] = [
  {
    id: 'app-sales',
    name: 'Sales',
    appState: 0,
    bgcolor: '#1f7a4d',
    logourl: '',
    navigationStyle: 'horizontal',
    description: 'Leads to orders',
    isDefault: true,
  },
  {
    id: 'app-service',
    name: 'Service',
    appState: 1,
    bgcolor: '#7a1f5c',
    logourl: '',
    navigationStyle: 'horizontal',
    description: 'Cases',
    isDefault: false,
  },
];

export const MENUS_BY_APP: Record<string, MenuItem[]> = {
  'app-sales': [
    menuItem({
      id: 'm-acc',
      name: 'Accounts',
      type: 'object',
      objectApi: 'Account',
      objId: 'obj001',
      prefix: '001',
      viewId: 'v1',
    }),
    menuItem({ id: 'm-rep', name: 'Reports', type: '', standardTabId: 'report' }),
  ],
  'app-service': [
    menuItem({
      id: 'm-case',
      name: 'Cases',
      type: 'object',
      objectApi: 'Case',
      objId: 'obj500',
      prefix: '500',
    }),
  ],
};

/** Answers every startup call of spec 1 §4 with demo data. */
export function installStartup(server: FakeServer, user: UserInfo = DEMO_USER) {
  server.on('user/getUserInfo', () => ok(user));
  server.on('user/getUserSetup', () => ok(DEMO_SETUP));
  // The login page offers third-party providers (issue 18): none here.
  server.on('sysconfig/auth/pc/1.0/post/signInProviders', () => ok([]));
  server.on(
    'application/getApplicationList',
    envelopeRoute(() => ok(DEMO_APPS)),
  );
  server.on(
    'application/showAllTabs',
    envelopeRoute<{ appId?: string }>(({ appId }) => ok(MENUS_BY_APP[appId ?? ''] ?? [])),
  );
  server.on(
    'object/getAllObjectList',
    envelopeRoute(() => ok([{ id: 'obj001', prefix: '001', objectapi: 'Account', labelname: 'Account' }])),
  );
  server.on(
    'user/getDeveloperSpacePermissions',
    envelopeRoute(() => ok({ canUseDeveloperSpace: false })),
  );
  server.on(
    'custom/pc/1.0/post/listCustomCompAddr',
    envelopeRoute(() => ({ ...ok({ velaAddrList: [], customAddrList: [] }), returnCode: '200' })),
  );
  server.on(
    'report/getExportReportURL',
    envelopeRoute(() => ok('https://reports.example.com')),
  );
  server.on(
    'ccchat/person/getSetupInfo',
    envelopeRoute(() => ok({ enabled: false })),
  );
  server.on(
    'sysconfig/auth/pc/1.0/post/logout',
    envelopeRoute(() => ok(null)),
  );
  server.on(
    'user/reportClientError',
    envelopeRoute(() => ok(null)),
  );
  // The shell loads client scripts and reports page lifecycle events on every signed-in page.
  server.on(
    'script/listClientScript',
    envelopeRoute(() => ok([])),
  );
  server.on(
    'user/pageLifecycleEvent',
    envelopeRoute(() => ok(null)),
  );
}
