import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalActionRun } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ActionRunHistory } from './builder/ActionRunHistory.js';

/** A process's run history (issue 20): each action's outcome with its reason; a failed one is re-run. */

const WAIT = { timeout: 20_000 };
let server: FakeServer;
const bodyOf = (call: { body: unknown }) => (call.body as { body: Record<string, unknown> }).body;

function run(patch: Partial<ApprovalActionRun>): ApprovalActionRun {
  return {
    id: 'aar_1',
    processId: 'p1',
    processVersion: 1,
    requestId: 'req-1',
    recordId: '006A',
    recordName: 'Big deal',
    event: 'finalApproval',
    kind: 'webhook',
    summary: 'https://hooks.example.com/deal',
    status: 'failed',
    attempts: 5,
    maxAttempts: 5,
    error: 'the webhook https://hooks.example.com/deal answered 500',
    retryAt: '',
    rerunOf: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    finishedAt: '2026-11-20T10:05:00.000Z',
    canRerun: true,
    ...patch,
  };
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  server.on('approval/getActionRuns', () =>
    ok([
      run({}),
      run({
        id: 'aar_2',
        event: 'submit',
        kind: 'fieldUpdate',
        summary: 'description = Submitted',
        status: 'done',
        attempts: 1,
        maxAttempts: 1,
        error: '',
        canRerun: false,
      }),
    ]),
  );
  server.on('approval/rerunAction', () =>
    ok(run({ id: 'aar_3', status: 'queued', attempts: 0, rerunOf: 'aar_1' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the run history of a process', { timeout: 120_000 }, () => {
  it('[S1-R-185] lists each action with its moment, outcome, attempt and reason; Re-run runs a failed one again', async () => {
    await renderWithApp(<ActionRunHistory processId="p1" name="Large deals" onClose={() => undefined} />);
    const failed = (
      await screen.findByText('the webhook https://hooks.example.com/deal answered 500', {}, WAIT)
    ).closest('tr') as HTMLElement;
    expect(screen.getByText('Run history: Large deals')).toBeTruthy();
    expect(within(failed).getByText('On final approval')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('5 of 5')).toBeTruthy();
    const done = screen.getByText('description = Submitted').closest('tr') as HTMLElement;
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /Re-run/ })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Re-run the Webhook' }));
    await waitFor(() => expect(server.callsTo('approval/rerunAction')).toHaveLength(1), WAIT);
    expect(bodyOf(server.callsTo('approval/rerunAction')[0] ?? { body: { body: {} } })).toEqual({
      runId: 'aar_1',
    });
    // Failed only: the list is asked for the failed runs.
    fireEvent.click(screen.getByRole('switch', { name: 'Failed only' }));
    await waitFor(
      () =>
        expect(
          server.callsTo('approval/getActionRuns').some((call) => bodyOf(call).status === 'failed'),
        ).toBe(true),
      WAIT,
    );
  });
});
