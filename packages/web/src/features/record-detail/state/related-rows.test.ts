import { describe, expect, it } from 'vitest';
import type { RelatedListRows } from '../record-detail-api.js';
import { historyText } from './history-text.js';
import { relatedRowViews, timelineEntries } from './related-rows.js';

/** What every related list answer says of itself beside its rows. */
const LIST_HEAD = {
  objId: 'x',
  prefix: 'x01',
  labelName: 'Items',
  fieldLabel: 'Parent',
  page: 1,
  pageSize: 5,
};

const locale = { language: 'en-US', timeZone: 'UTC', currencyCode: 'USD' };

describe('related list rows and the activity timeline', () => {
  it('a related row reads as its name and its filled columns, formatted by type', () => {
    const rows: RelatedListRows = {
      ...LIST_HEAD,
      objectApi: 'Opportunity',
      fieldApi: 'khmc',
      totalCount: 1,
      hasMore: false,
      columns: [
        { apiName: 'stage', label: 'Stage', fieldType: 'L', options: [{ key: 'won', val: 'Closed won' }] },
        { apiName: 'amount', label: 'Amount', fieldType: 'c', options: [] },
        { apiName: 'closedate', label: 'Close date', fieldType: 'D', options: [] },
      ],
      dataList: [{ id: '006-a', name: 'Big deal', stage: 'won', amount: 1200, closedate: null }],
    };
    const [view] = relatedRowViews(rows, locale);
    expect(view?.name).toBe('Big deal');
    expect(view?.cells.map((cell) => [cell.label, cell.value])).toEqual([
      ['Stage', { kind: 'text', text: 'Closed won' }],
      ['Amount', { kind: 'text', text: '$1,200.00', align: 'end' }],
    ]);
  });

  it('events and tasks sit on one timeline, latest first; calls are tasks of type logcall; undated last', () => {
    const events: RelatedListRows = {
      ...LIST_HEAD,
      objectApi: 'Event',
      fieldApi: 'relateid',
      totalCount: 1,
      hasMore: false,
      columns: [{ apiName: 'begintime', label: 'Start', fieldType: 'F', options: [] }],
      dataList: [{ id: 'e1', name: 'Review', begintime: '2026-11-19 09:00:00' }],
    };
    const tasks: RelatedListRows = {
      ...LIST_HEAD,
      objectApi: 'Task',
      fieldApi: 'relateid',
      totalCount: 3,
      hasMore: false,
      columns: [
        { apiName: 'tasktype', label: 'Task type', fieldType: 'L', options: [] },
        { apiName: 'duedate', label: 'Due date', fieldType: 'D', options: [] },
        {
          apiName: 'status',
          label: 'Status',
          fieldType: 'L',
          options: [{ key: 'Completed', val: 'Completed' }],
        },
      ],
      dataList: [
        { id: 't1', name: 'Send offer', tasktype: 'task', duedate: '2026-11-25', status: 'Completed' },
        { id: 't2', name: 'Called Ann', tasktype: 'logcall', duedate: '2026-11-01' },
        { id: 't3', name: 'Someday', tasktype: 'task', duedate: null },
      ],
    };
    const entries = timelineEntries([events, tasks], locale);
    expect(entries.map((entry) => [entry.id, entry.kind])).toEqual([
      ['t1', 'task'],
      ['e1', 'event'],
      ['t2', 'call'],
      ['t3', 'task'],
    ]);
    expect(entries[0]).toMatchObject({ when: 'Nov 25, 2026', status: 'Completed' });
    expect(entries[1]?.when).toBe('Nov 19, 2026, 9:00 AM');
  });
});

describe('field history values', () => {
  const entry = {
    id: '1',
    fieldApi: 'amount',
    fieldLabel: 'Amount',
    oldValue: '105000',
    newValue: '120000',
    oldText: '105000',
    newText: '120000',
    changedById: 'u1',
    changedByName: 'Avery Admin',
    changedAt: '2026-11-22T02:47:46.592Z',
    created: false,
  };
  const amount = { apiname: 'amount', fieldId: 'f', fieldType: 'c', fieldLabel: 'Amount', value: 120000 };

  it('formats money, numbers and dates by the field type; other fields keep the server text', () => {
    expect(historyText(entry, 'old', amount, {}, locale)).toBe('$105,000.00');
    expect(historyText(entry, 'new', amount, { currency: 'EUR' }, locale)).toBe('€120,000.00');
    const stage = { ...amount, apiname: 'stage', fieldType: 'L' };
    expect(historyText({ ...entry, oldText: 'Prospecting', oldValue: 'p' }, 'old', stage, {}, locale)).toBe(
      'Prospecting',
    );
    const date = { ...amount, apiname: 'closedate', fieldType: 'D' };
    expect(historyText({ ...entry, oldValue: '2026-12-12' }, 'old', date, {}, locale)).toBe('Dec 12, 2026');
    expect(historyText({ ...entry, oldValue: null, oldText: '' }, 'old', amount, {}, locale)).toBe('');
    expect(historyText({ ...entry, newText: 'a;b' }, 'new', undefined, {}, locale)).toBe('a, b');
  });
});
