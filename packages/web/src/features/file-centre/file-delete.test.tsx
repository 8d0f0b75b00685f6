import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok, type RecordedCall } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import FileDetailPage from './FileDetailPage.js';

const detail = (access: 'owner' | 'edit' | 'view') => ({
  file: {
    id: 'filAAAAAAAAAAAAAAAAAAAA',
    name: 'Contract.zip',
    type: 'application/zip',
    size: 1200,
    version: 2,
    ownerId: 'u1',
    ownerName: 'Ada Admin',
    updatedAt: '2026-11-28T10:00:00.000Z',
    access,
    records: [{ recordId: '001AAAAAAAAAAAAAAA', objectApi: 'Account', objectLabel: 'Account', name: 'Acme' }],
  },
  versions: [],
  shares: [],
  limits: { maxFileBytes: 10_485_760, batchLimit: 10 },
});

const page = () => (
  <Routes>
    <Route path="/ccFileCenter/fileDetail" element={<FileDetailPage />} />
    <Route path="/ccFileCenter/ccFileList" element={<p>The file list</p>} />
  </Routes>
);
const route = '/ccFileCenter/fileDetail?id=filAAAAAAAAAAAAAAAAAAAA';
/** The machine is shared: allow the page time to answer. */
const slow = { timeout: 15_000 };
/** The confirm dialog, once it is open (antd's modal; its title is checked as text). */
const openDialog = async () => {
  await waitFor(() => expect(document.querySelector('.ant-modal')).not.toBeNull(), slow);
  return document.querySelector('.ant-modal') as HTMLElement;
};

let calls: RecordedCall[] = [];
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  useGlobalStore.setState({ userInfo: { userId: 'u1', profileId: 'standard_user' } as never });
});
afterEach(() => {
  resetGlobalState();
});

describe('deleting a file in the file centre', () => {
  it('[S1-R-094] its owner deletes it after a confirm dialog, by keyboard; a refusal is said in the dialog; someone who may only edit it is not offered it', {
    timeout: 150_000,
  }, async () => {
    const server = installFakeServer();
    calls = server.calls;
    server.on(
      'file/getDetail',
      envelopeRoute(() => ok(detail('owner'))),
    );
    server.on(
      'file/sharePrincipals',
      envelopeRoute(() => ok([])),
    );
    let refuse = true;
    server.on(
      'file/delete',
      envelopeRoute(() => {
        if (!refuse) return ok({ deleted: true });
        refuse = false;
        return fail('400', 'a field of record 001AAAAAAAAAAAAAAA holds file filAAAAAAAAAAAAAAAAAAAA', 400);
      }),
    );
    await renderWithApp(page(), { route });
    const open = await screen.findByRole('button', { name: /Delete/ }, slow);
    // The keyboard opens it.
    open.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await openDialog();
    expect(dialog).toHaveTextContent('Delete Contract.zip?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    // Cancel (by keyboard) leaves it without deleting anything.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    expect(calls.filter((call) => call.path === 'file/delete')).toHaveLength(0);

    open.focus();
    await userEvent.keyboard('{Enter}');
    dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: /Delete/ });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await within(dialog).findByText(
        'Contract.zip was not deleted: a field of record 001AAAAAAAAAAAAAAA holds file filAAAAAAAAAAAAAAAAAAAA',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The file list', {}, slow)).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === 'file/delete').map((call) => envelopePayload(call));
    expect(sent).toEqual([{ id: 'filAAAAAAAAAAAAAAAAAAAA' }, { id: 'filAAAAAAAAAAAAAAAAAAAA' }]);
  });

  it('is not offered to someone who may only edit the file, and is to an administrator', {
    timeout: 150_000,
  }, async () => {
    const server = installFakeServer();
    server.on(
      'file/getDetail',
      envelopeRoute(() => ok(detail('edit'))),
    );
    server.on(
      'file/sharePrincipals',
      envelopeRoute(() => ok([])),
    );
    const editor = await renderWithApp(page(), { route });
    expect(await screen.findByRole('button', { name: /Download/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    editor.unmount();
    useGlobalStore.setState({ userInfo: { userId: 'u9', profileId: 'system_admin' } as never });
    await renderWithApp(page(), { route });
    expect(await screen.findByRole('button', { name: /Delete/ }, slow)).toBeInTheDocument();
  });
});
