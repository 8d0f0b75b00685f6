import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '../../state/global-store.js';
import { type FakeServer, installFakeServer, jsonResponse, ok } from '../../test-support/fake-server.js';
import { DEMO_SETUP } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import { approvalOutcome, asksForComments } from './state/approval-outcome.js';
import { useSubmitForApproval } from './useSubmitForApproval.js';

let server: FakeServer;
const SLOW = { timeout: 5_000 };
const bodyOf = (call: { body: unknown }) => (call.body as { body: Record<string, unknown> }).body;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  useGlobalStore.setState({ userSetup: { ...DEMO_SETUP, isEnableSubmitApprovalComments: 'false' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page with one button that runs the flow and shows how it ended. */
function Harness() {
  const { submit, dialogs } = useSubmitForApproval();
  const [ended, setEnded] = useState('');
  return (
    <>
      <Button onClick={() => void submit('006A').then((result) => setEnded(result.kind))}>Go</Button>
      <output>{ended}</output>
      {dialogs}
    </>
  );
}

const submitted = ok({ status: 'pending', approver: { id: '005m', name: 'Maria Manager' } });
const refusal = jsonResponse({
  result: false,
  returnCode: '10040',
  returnInfo: 'This record does not meet any active approval process criteria',
  data: { errors: ['Very large deals: not met', 'Large deals: not met'] },
  requestId: 'r',
});

describe('submit for approval', { timeout: 60_000 }, () => {
  it('[S2-B-056] reads the three answers: submitted, Manual, failure with its list', () => {
    expect(approvalOutcome(submitted)).toEqual({ kind: 'submitted', approverName: 'Maria Manager' });
    expect(
      approvalOutcome({
        result: true,
        returnCode: 'Manual',
        returnInfo: '',
        data: { name: 'Big' },
        requestId: 'r',
      }),
    ).toEqual({ kind: 'manual', processName: 'Big' });
    expect(
      approvalOutcome({
        result: false,
        returnCode: '10040',
        returnInfo: 'No',
        data: { errors: ['a', 3] },
        requestId: 'r',
      }),
    ).toEqual({ kind: 'failed', message: 'No', errors: ['a'] });
    expect(approvalOutcome(undefined)).toEqual({ kind: 'failed', message: '', errors: [] });
  });

  it('[S2-P-003] asks for comments only when the setting is the string true', () => {
    expect(asksForComments('true')).toBe(true);
    expect(asksForComments(true)).toBe(true);
    expect(asksForComments('false')).toBe(false);
    expect(asksForComments(undefined)).toBe(false);
  });

  it('[S2-B-056] submits and says to whom', async () => {
    server.on('approval/submitApproval', () => submitted);
    await renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Submitted for approval to Maria Manager.', {}, SLOW)).toBeTruthy();
    expect(bodyOf(server.callsTo('approval/submitApproval')[0]!)).toEqual({
      relatedId: '006A',
      comments: '',
    });
  });

  it("[S2-B-057] [S2-B-030] 'Manual' asks for the next approver and submits again with the one picked", async () => {
    server.on('approval/submitApproval', (call) =>
      bodyOf(call).approverId
        ? submitted
        : {
            result: true,
            returnCode: 'Manual',
            returnInfo: '',
            data: { id: 'p', name: 'Very large deals' },
            requestId: 'r',
          },
    );
    server.on('approval/getApprovers', () =>
      ok([
        { id: '005m', name: 'Maria Manager' },
        { id: '005t', name: 'Tina Lead' },
      ]),
    );
    await renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the next approver' }, SLOW);
    expect(
      within(dialog).getByText('"Very large deals" asks you to choose who approves this record.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Tina Lead', {}, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('submitted')).toBeTruthy(), SLOW);
    const calls = server.callsTo('approval/submitApproval');
    expect(bodyOf(calls[1]!)).toEqual({ relatedId: '006A', comments: '', approverId: '005t' });
  });

  it('[S2-E-004] shows a failure as "cannot submit" with returnInfo and the numbered list folded', async () => {
    server.on('approval/submitApproval', () => refusal);
    await renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot submit for approval' }, SLOW);
    expect(
      within(dialog).getByText('This record does not meet any active approval process criteria'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show details (2)' }));
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Very large deals: not met',
      'Large deals: not met',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('failed')).toBeTruthy(), SLOW);
  });

  it('[S2-B-029] [S2-P-003] asks for comments first when the user setting says so, and sends them', async () => {
    useGlobalStore.setState({ userSetup: { ...DEMO_SETUP, isEnableSubmitApprovalComments: 'true' } });
    server.on('approval/submitApproval', () => submitted);
    await renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval comments' }, SLOW);
    // A change event, not typed keys: on a loaded machine a key typed while the dialog was still taking focus
    // was lost (CI, 28 Nov: "Marginis thin"); what this test proves is that the comments are asked and sent.
    fireEvent.change(within(dialog).getByLabelText('Comments for the approver'), {
      target: { value: 'Margin is thin' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('approval/submitApproval')).toHaveLength(1), SLOW);
    expect(bodyOf(server.callsTo('approval/submitApproval')[0]!)).toEqual({
      relatedId: '006A',
      comments: 'Margin is thin',
    });
  });

  it('cancelling the comments submits nothing', async () => {
    useGlobalStore.setState({ userSetup: { ...DEMO_SETUP, isEnableSubmitApprovalComments: 'true' } });
    await renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval comments' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('cancelled')).toBeTruthy(), SLOW);
    expect(server.callsTo('approval/submitApproval')).toHaveLength(0);
  });
});
