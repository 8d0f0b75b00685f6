import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../state/index.js';
import { defaultLaunchPath } from './default-launch.js';

const item = (patch: Partial<MenuItem>): MenuItem =>
  ({ id: 'm', name: 'Item', type: '', ...patch }) as MenuItem;

describe('defaultPage (S1-R-151): where the current app opens', () => {
  it.each<[string, MenuItem[], string]>([
    [
      'the item marked to open first, even inside a group',
      [
        item({ id: 'a', objectApi: 'Account', objId: 'account', prefix: '001' }),
        item({
          id: 'g',
          children: [item({ id: 'r', standardTabId: 'report', isDefaultLaunchTab: true }) as never],
        }),
      ],
      '/reportObject/reportList',
    ],
    [
      'the first item leading inside Vela when none is marked (a web link and a group are passed over)',
      [
        item({ id: 'w', type: 'web', url: 'https://example.com' }),
        item({ id: 'g', children: [] }),
        item({ id: 'c', objectApi: 'Contact', objId: 'contact', prefix: '003' }),
      ],
      '/commonObjects/views/table/Contact/contact/003',
    ],
    ['home for an app without a menu', [], '/'],
    ['home when only web links are left', [item({ id: 'w', type: 'web', url: 'https://example.com' })], '/'],
  ])('%s', (_what, menus, path) => {
    expect(defaultLaunchPath(menus)).toBe(path);
  });
});
