import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApprovalPreview } from '@vela/core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { RecordApprovalActions } from './components/RecordApprovalPanel.js';

/** The record page's approval buttons (issue 20): what the current approver and the submitter may do. */

const WAIT = { timeout: 20_000 };
let server: FakeServer;

function preview(patch: Partial<ApprovalPreview> & { status?: 'pending' | 'approved' }): ApprovalPreview {
  const { status = 'pending', ...rest } = patch;
  return {
    request: {
      id: 'req-1',
      recordId: '006A',
      processId: 'p1',
      status,
      submittedBy: { id: 'u-sam', name: 'Sam Sales' },
      submittedAt: '2026-11-20T10:00:00.000Z',
      comments: '',
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
    canDecide: false,
    canReassign: false,
    canRecall: false,
    canSubmit: false,
    previousApprovers: [],
    currentApprovers: [{ id: 'u-maria', name: 'Maria Manager' }],
    nextStep: null,
    ...rest,
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

async function show() {
  await renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <RecordApprovalActions recordId="006A" />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/commonObjects/detail/006A/DETAIL' },
  );
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('approval buttons on the record page', { timeout: 60_000 }, () => {
  it('[S1-R-087] [S1-R-089] the current approver gets approve or reject and reassign, each opening its approval center page', async () => {
    server.on('approval/getGotoApprovalPreview', () => ok(preview({ canDecide: true, canReassign: true })));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve or reject' }, WAIT));
    expect(screen.getByLabelText('where').textContent).toBe('/approvalCenter/approvalRequest?id=006A');
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(screen.getByLabelText('where').textContent).toBe('/approvalCenter/distributionAagain?id=006A');
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
  });

  it('[S1-R-088] the submitter gets recall only', async () => {
    server.on('approval/getGotoApprovalPreview', () => ok(preview({ canRecall: true })));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Recall' }, WAIT));
    expect(screen.getByLabelText('where').textContent).toBe('/approvalCenter/approvalRecall?id=006A');
    expect(screen.queryByRole('button', { name: 'Approve or reject' })).toBeNull();
  });

  it('[S1-R-087] nothing once the request is decided', async () => {
    server.on('approval/getGotoApprovalPreview', () =>
      ok(preview({ status: 'approved', canDecide: true, canRecall: true })),
    );
    await show();
    await waitFor(() => expect(server.callsTo('approval/getGotoApprovalPreview')).toHaveLength(1), WAIT);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('[S1-R-087] a failing preview stays quiet: no buttons, no error shown (spec 1 §8)', async () => {
    server.on('approval/getGotoApprovalPreview', () => fail('500', 'boom', 500));
    await show();
    await waitFor(() => expect(server.callsTo('approval/getGotoApprovalPreview')).toHaveLength(1), WAIT);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
