import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalListRow, ApprovalPreview } from '@vela/core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ApprovalActionPage from './center/ApprovalActionPage.js';
import ApprovalListPage from './center/ApprovalListPage.js';

/**
 * The approval center's pages (issue 20): the list waiting for me, approve or reject one request with a
 * comment, and approve several at once.
 */

const WAIT = { timeout: 20_000 };
let server: FakeServer;
const bodyOf = (call: { body: unknown }) => (call.body as { body: Record<string, unknown> }).body;

function row(recordId: string, recordName: string): ApprovalListRow {
  return {
    requestId: `req-${recordId}`,
    recordId,
    recordName,
    objectApi: 'Opportunity',
    objectLabel: 'Opportunity',
    processName: 'Large deals',
    stepName: 'Manager',
    status: 'pending',
    submittedBy: { id: 'u-sam', name: 'Sam Sales' },
    submittedAt: '2026-11-20T10:00:00.000Z',
    comments: '',
    currentApprovers: [{ id: 'u-maria', name: 'Maria Manager' }],
    myAction: 'pending',
    actedAt: null,
  };
}

function preview(patch: Partial<ApprovalPreview> = {}): ApprovalPreview {
  return {
    request: {
      id: 'req-006A',
      recordId: '006A',
      processId: 'p1',
      status: 'pending',
      submittedBy: { id: 'u-sam', name: 'Sam Sales' },
      submittedAt: '2026-11-20T10:00:00.000Z',
      comments: 'Please approve',
      approver: { id: 'u-maria', name: 'Maria Manager' },
      decidedBy: null,
      decidedAt: null,
      decisionComments: '',
      processName: 'Large deals',
      version: 1,
      items: [],
      alerts: [],
    },
    recordName: 'Big deal',
    objectLabel: 'Opportunity',
    canDecide: true,
    canReassign: true,
    canRecall: false,
    canSubmit: false,
    previousApprovers: [],
    currentApprovers: [{ id: 'u-maria', name: 'Maria Manager' }],
    nextStep: null,
    ...patch,
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

async function show(route: string) {
  await renderWithApp(
    <Routes>
      <Route
        path="/approvalCenter/approvalList"
        element={
          <>
            <ApprovalListPage />
            <Where />
          </>
        }
      />
      <Route
        path="/approvalCenter/*"
        element={
          <>
            <ApprovalActionPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const where = () => screen.getByLabelText('where').textContent;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  server.on('approval/getApprovalList', (call) =>
    ok(
      bodyOf(call).box === 'waiting'
        ? { rows: [row('006A', 'Big deal'), row('006B', 'Bigger deal'), row('006C', 'Huge deal')], total: 3 }
        : { rows: [], total: 0 },
    ),
  );
  server.on('approval/getMySettings', () =>
    ok({ delegate: null, from: '', to: '', delegateActive: false, emailNotices: false }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the approval center', { timeout: 180_000 }, () => {
  it('[S1-R-084] waiting for me lists the requests; two chosen go to batch approval together', async () => {
    await show('/approvalCenter/approvalList');
    const first = await screen.findByRole('link', { name: 'Big deal' }, WAIT);
    expect(bodyOf(server.callsTo('approval/getApprovalList')[0] ?? { body: { body: {} } })).toMatchObject({
      box: 'waiting',
      page: 1,
    });
    expect(screen.getByRole('link', { name: 'Huge deal' })).toBeTruthy();
    const approveSelected = screen.getByRole('button', { name: 'Approve selected' });
    expect((approveSelected as HTMLButtonElement).disabled).toBe(true);
    const rowOf = (link: HTMLElement) => link.closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf(first)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(screen.getByRole('link', { name: 'Huge deal' }))).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(approveSelected);
    expect(where()).toBe('/approvalCenter/batchApproval?ids=006A,006C');
  });

  it('[S1-R-087] the approver approves with a comment; the center opens again', async () => {
    server.on('approval/getGotoApprovalPreview', () => ok(preview()));
    server.on('approval/approve', () => ok(preview().request));
    await show('/approvalCenter/approvalRequest?id=006A');
    const comments = await screen.findByRole('textbox', { name: 'Comments' }, WAIT);
    expect(screen.getByText('Big deal')).toBeTruthy();
    fireEvent.change(comments, { target: { value: 'Margin is fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.callsTo('approval/approve')).toHaveLength(1), WAIT);
    expect(bodyOf(server.callsTo('approval/approve')[0] ?? { body: { body: {} } })).toEqual({
      relatedId: '006A',
      comments: 'Margin is fine',
    });
    await waitFor(() => expect(where()).toBe('/approvalCenter/approvalList'), WAIT);
    expect(server.callsTo('approval/reject')).toHaveLength(0);
  });

  it('[S1-R-087] the approver rejects with a comment; a refusal is said in place and the page stays', async () => {
    server.on('approval/getGotoApprovalPreview', () => ok(preview()));
    server.on('approval/reject', () => fail('10040', 'Another approver decided this request first'));
    await show('/approvalCenter/approvalRequest?id=006A');
    const comments = await screen.findByRole('textbox', { name: 'Comments' }, WAIT);
    fireEvent.change(comments, { target: { value: 'Discount too deep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Another approver decided this request first',
    );
    expect(where()).toBe('/approvalCenter/approvalRequest?id=006A');
    expect(server.callsTo('approval/reject').map(bodyOf)).toEqual([
      { relatedId: '006A', comments: 'Discount too deep' },
    ]);
    expect(server.callsTo('approval/approve')).toHaveLength(0);
  });

  it('[S1-R-087] someone who may not decide sees no approve or reject buttons', async () => {
    server.on('approval/getGotoApprovalPreview', () => ok(preview({ canDecide: false, canReassign: false })));
    await show('/approvalCenter/approvalRequest?id=006A');
    expect(await screen.findByText('Big deal', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('[S1-R-090] batch approval sends every chosen record with the comment and names those that failed', async () => {
    server.on('approval/batchApprove', () =>
      ok([
        { relatedId: '006A', ok: true, message: '' },
        { relatedId: '006C', ok: false, message: 'This request is not waiting for you' },
      ]),
    );
    await show('/approvalCenter/batchApproval?ids=006A,006C');
    expect(await screen.findByText('2 selected', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comments' }), { target: { value: 'All fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('1 of 2 done.', {}, WAIT)).toBeTruthy();
    expect(bodyOf(server.callsTo('approval/batchApprove')[0] ?? { body: { body: {} } })).toEqual({
      relatedIds: ['006A', '006C'],
      comments: 'All fine',
    });
    expect(screen.getByRole('link', { name: '006C' })).toBeTruthy();
    expect(screen.getByText(/This request is not waiting for you/)).toBeTruthy();
    // Not every one went: the page stays so the failures can be read.
    expect(where()).toBe('/approvalCenter/batchApproval?ids=006A,006C');
  });

  it('[S1-R-090] a batch that all went opens the center again', async () => {
    server.on('approval/batchApprove', () =>
      ok([
        { relatedId: '006A', ok: true, message: '' },
        { relatedId: '006B', ok: true, message: '' },
      ]),
    );
    await show('/approvalCenter/batchApproval?ids=006A,006B');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve selected' }, WAIT));
    await waitFor(() => expect(where()).toBe('/approvalCenter/approvalList'), WAIT);
  });
});
