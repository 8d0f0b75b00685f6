import { describe, expect, it } from 'vitest';
import type { RecordPermission } from '../record-detail-api.js';
import { canAddRelated, listViewPath, visibleRecordActions } from './record-actions.js';

const none: RecordPermission = {
  isQuery: false,
  isEdit: false,
  isDelete: false,
  isCreate: false,
  isShare: false,
  isTransfer: false,
  isApprove: false,
};
const all: RecordPermission = {
  isQuery: true,
  isEdit: true,
  isDelete: true,
  isCreate: true,
  isShare: true,
  isTransfer: true,
  isApprove: true,
};

describe('[S1-P-005] title box actions follow the record permission', () => {
  it.each<[string, Partial<RecordPermission>, string[]]>([
    ['every right', all, ['edit', 'clone', 'changeOwner', 'delete']],
    ['read only', { isQuery: true }, []],
    ['read and edit', { isQuery: true, isEdit: true }, ['edit']],
    ['read and create (clone)', { isQuery: true, isCreate: true }, ['clone']],
    ['read, edit, delete', { isQuery: true, isEdit: true, isDelete: true }, ['edit', 'delete']],
    ['read and transfer', { isQuery: true, isTransfer: true }, ['changeOwner']],
    ['no read: nothing at all', { ...all, isQuery: false }, []],
  ])('%s', (_, rights, expected) => {
    expect(visibleRecordActions({ ...none, ...rights })).toEqual(expected);
  });

  it('offers nothing before the permission is known', () => {
    expect(visibleRecordActions(undefined)).toEqual([]);
    expect(canAddRelated(undefined)).toBe(false);
  });

  it('a deleted record goes back to its object list view', () => {
    expect(listViewPath('Account', 'account', '001')).toBe('/commonObjects/views/table/Account/account/001');
  });
});
