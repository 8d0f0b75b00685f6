import { describe, expect, it } from 'vitest';
import {
  AccessLevel,
  criteriaProblem,
  defaultObjectPermissions,
  isIpAllowed,
  isSessionTimeoutChoice,
  normaliseObjectPermissions,
  parseIpRange,
  recordRights,
} from './index.js';

const none = { read: false, create: false, edit: false, delete: false, viewAll: false, modifyAll: false };

describe('object permissions', () => {
  it.each([
    [
      { ...none, modifyAll: true },
      { read: true, edit: true, delete: true, viewAll: true, modifyAll: true },
    ],
    [
      { ...none, viewAll: true },
      { read: true, edit: false, delete: false, viewAll: true },
    ],
    [
      { ...none, edit: true },
      { read: true, edit: true, delete: false },
    ],
    [
      { ...none, create: true },
      { read: true, create: true, edit: false },
    ],
    [none, { read: false }],
  ])('normalises %o so that stronger permissions imply weaker ones', (given, implied) => {
    expect(normaliseObjectPermissions(given)).toMatchObject(implied);
  });

  it('gives the built-in profiles their defaults, and unknown profiles the standard ones', () => {
    expect(defaultObjectPermissions('system_admin')).toMatchObject({ viewAll: true, modifyAll: true });
    expect(defaultObjectPermissions('partner_user')).toMatchObject({ read: true, delete: false });
    expect(defaultObjectPermissions('custom_x')).toEqual(defaultObjectPermissions('standard_user'));
  });
});

describe('rights on one record', () => {
  const standard = defaultObjectPermissions('standard_user');
  it.each([
    [AccessLevel.none, { isQuery: false, isEdit: false, isDelete: false, isShare: false }],
    [AccessLevel.read, { isQuery: true, isEdit: false, isDelete: false, isShare: false, isApprove: false }],
    [AccessLevel.edit, { isQuery: true, isEdit: true, isDelete: false, isShare: false, isApprove: true }],
    [AccessLevel.full, { isQuery: true, isEdit: true, isDelete: true, isShare: true, isTransfer: true }],
  ])('at level %i a standard user gets %o', (level, rights) => {
    expect(recordRights(standard, level)).toMatchObject(rights);
  });

  it('never grants more than the object permissions allow, whatever the sharing level', () => {
    expect(recordRights({ ...none, read: true }, AccessLevel.full)).toMatchObject({
      isQuery: true,
      isEdit: false,
      isDelete: false,
      isTransfer: false,
      isCreate: false,
    });
    expect(recordRights(none, AccessLevel.full).isQuery).toBe(false);
  });
});

describe('session policy', () => {
  it('offers idle timeouts from 15 minutes to 24 hours', () => {
    expect([15, 30, 60, 1440].every(isSessionTimeoutChoice)).toBe(true);
    expect([0, 14, 17, 1441].some(isSessionTimeoutChoice)).toBe(false);
  });

  it.each([
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.1.2.3', ['10.0.0.0/8'], false],
    ['::ffff:192.168.1.15', ['192.168.1.10-192.168.1.20'], true],
    ['192.168.1.21', ['192.168.1.10-192.168.1.20'], false],
    ['203.0.113.9', ['203.0.113.9'], true],
    ['203.0.113.9', [], true],
    ['2001:db8::1', ['10.0.0.0/8'], false],
  ])('address %s with ranges %o is allowed: %s', (ip, ranges, allowed) => {
    expect(isIpAllowed(ip, ranges)).toBe(allowed);
  });

  it.each(['10.0.0.0/33', '300.1.1.1', '10.0.0.9-10.0.0.1', 'localhost'])(
    'names the problem with %s',
    (text) => {
      const parsed = parseIpRange(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toContain(text);
    },
  );
});

describe('criteria of sharing rules', () => {
  const exists = (api: string) => ['stage', 'amount'].includes(api);
  it('accepts usable conditions and names the first problem', () => {
    expect(criteriaProblem([{ field: 'stage', operator: 'equals', value: 'Won' }], exists)).toBeNull();
    expect(criteriaProblem([], exists)).toContain('at least one condition');
    expect(criteriaProblem([{ field: 'x', operator: 'equals', value: '1' }], exists)).toContain(
      'no field "x"',
    );
    expect(criteriaProblem([{ field: 'amount', operator: 'greaterThan', value: '' }], exists)).toContain(
      'needs a value',
    );
    expect(criteriaProblem([{ field: 'amount', operator: 'isBlank', value: '' }], exists)).toBeNull();
  });
});
