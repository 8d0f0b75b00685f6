import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv.js';
import setupEn from './messages/en.js';
import { filterSetupGroups, SETUP_GROUPS } from './settings-catalogue.js';

const english = (key: string) => (setupEn as Record<string, string>)[key] ?? key;

describe('settings home catalogue', () => {
  it('[S1-R-164] groups every setup area; typing keeps the entries whose label, group or keywords hold every word', () => {
    expect(SETUP_GROUPS.map((group) => group.key)).toEqual([
      'users',
      'objects',
      'automation',
      'data',
      'communication',
      'apps',
      'security',
      'company',
    ]);
    const found = filterSetupGroups(SETUP_GROUPS, 'obj man', english);
    expect(found.flatMap((group) => group.entries.map((entry) => entry.key))).toEqual(['objectManager']);
    expect(filterSetupGroups(SETUP_GROUPS, 'AUDIT', english)[0]?.entries[0]?.path).toBe(
      '/systemSettings/setuppage/auditTrail',
    );
    // A group's name finds all of its entries.
    expect(filterSetupGroups(SETUP_GROUPS, 'company', english)[0]?.entries.length).toBe(5);
    expect(filterSetupGroups(SETUP_GROUPS, 'layout versions', english)[0]?.entries[0]?.path).toBe(
      '/systemSettings/setuppage/objectManager',
    );
    expect(filterSetupGroups(SETUP_GROUPS, 'zzz', english)).toEqual([]);
  });

  it('searches the labels in the language shown', () => {
    const german = (key: string) => (key === 'setup.entry.objectManager' ? 'Objektmanager' : english(key));
    expect(filterSetupGroups(SETUP_GROUPS, 'objektman', german)[0]?.entries[0]?.key).toBe('objectManager');
  });

  it('every entry not built yet has no link; the built ones link into the app', () => {
    const entries = SETUP_GROUPS.flatMap((group) => group.entries);
    expect(entries.filter((entry) => entry.path).every((entry) => entry.path?.startsWith('/'))).toBe(true);
    expect(entries.some((entry) => !entry.path)).toBe(true);
  });
});

describe('audit trail CSV', () => {
  it('quotes cells with commas, quotes and line breaks, and starts with a BOM', () => {
    const csv = auditCsv(
      ['When', 'Who', 'Area', 'Change', 'What', 'Before', 'After'],
      [
        {
          id: '1',
          at: '2026-11-27T10:00:00.000Z',
          userId: 'u',
          userName: 'Ada, Admin',
          area: 'metadata',
          action: '/metadata/addField',
          target: 'Shipment › Status',
          before: '',
          after: '{"label":"Say \\"hi\\""}',
        },
      ],
    );
    expect(csv.startsWith('\uFEFFWhen,Who,Area')).toBe(true);
    expect(csv).toContain('"Ada, Admin"');
    expect(csv).toContain('"{""label"":""Say \\""hi\\""""}"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
