import { describe, expect, it } from 'vitest';
import { resolveShellPath } from '../../routes/RouteView.js';
import { componentPath } from './custom-page-api.js';

describe('custom page components', () => {
  it.each([
    [
      { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001' } as const,
      '/commonObjects/views/table/Account/account/001',
      'listView',
    ],
    [
      { kind: 'listView', objectApi: 'Lead', objId: 'lead', prefix: '004', viewId: 'v 1' } as const,
      '/commonObjects/views/table/Lead/lead/004?viewId=v%201',
      'listView',
    ],
    [
      { kind: 'recordDetail', recordId: '001-abc_9' } as const,
      '/commonObjects/detail/001-abc_9/DETAIL',
      'recordDetail',
    ],
  ])('[S1-B-047] %j draws the screen at %s', (component, path, screen) => {
    expect(componentPath(component)).toBe(path);
    // The path leads to the app's own built screen, not to a 'not available yet' page.
    expect(resolveShellPath(path)?.entry).toMatchObject({ screen, status: 'built' });
  });
});
