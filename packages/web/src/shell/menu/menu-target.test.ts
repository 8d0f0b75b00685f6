import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../state/index.js';
import { resolveMenuTarget } from './menu-target.js';

const object: MenuItem = {
  id: 'm1',
  name: 'Accounts',
  type: 'object',
  objectApi: 'Account',
  objId: 'o1',
  prefix: '001',
};

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
      { id: 'b', name: 'Bot', type: 'bot', functionCode: 'agent7' },
      {},
      { kind: 'route', to: '/velaAi?agentId=agent7' },
    ],
    [
      '[S1-B-044] web',
      { id: 'w', name: 'Web', type: 'web', url: 'https://example.com' },
      {},
      { kind: 'external', url: 'https://example.com' },
    ],
    [
      '[S1-B-045] script',
      { id: 's1', name: 'Script', type: 'script' },
      {},
      { kind: 'route', to: '/customScriptMenuPage?id=s1' },
    ],
    [
      '[S1-B-046] custom page with a hash marker',
      { id: 'c', name: 'Page', lightningpageId: '#lp1' },
      {},
      { kind: 'route', to: '/injectionComponent?page=lp1&button=Home' },
    ],
    [
      '[S1-B-047] custom page without one',
      { id: 'c', name: 'Page', lightningpageId: 'lp1' },
      {},
      { kind: 'route', to: '/custome/customePage?page=lp1' },
    ],
    [
      '[S1-B-013] standard report tab',
      { id: 'r', name: 'Reports', standardTabId: 'report' },
      {},
      { kind: 'route', to: '/reportObject/reportList' },
    ],
    [
      '[S1-B-024] client pool for leads',
      {
        id: 'p',
        name: 'Pool',
        standardTabId: 'clientPoolLead',
        objectApi: 'Lead',
        objId: 'o4',
        prefix: '004',
      },
      {},
      { kind: 'route', to: '/clientPool/Lead/o4/004' },
    ],
  ])('%s', (_title, item, options, expected) => {
    expect(resolveMenuTarget(item, options)).toEqual(expected);
  });
});
