import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import TagListPage from './TagListPage.js';

const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
let tags: Array<{ id: string; name: string; canManage: boolean }>;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  tags = [
    { id: 't1', name: 'Mine', canManage: true },
    { id: 't2', name: 'Theirs', canManage: false },
  ];
  server = installFakeServer({
    'tag/getTagList': envelopeRoute(() => ok(tags)),
    'tag/getTaggedRecords': envelopeRoute<{ tagId: string }>(({ tagId }) =>
      ok({ tag: tags.find((tag) => tag.id === tagId), groups: [] }),
    ),
    'tag/renameTag': envelopeRoute<{ tagId: string; name: string }>(({ tagId, name }) => {
      if (name.trim().toLowerCase() === 'theirs')
        return fail('400', 'name: there is already a tag "Theirs"', 400);
      tags = tags.map((tag) => (tag.id === tagId ? { ...tag, name: name.trim() } : tag));
      return ok({ id: tagId, name: name.trim() });
    }),
    'tag/deleteTag': envelopeRoute<{ tagId: string }>(({ tagId }) => {
      const gone = tags.find((tag) => tag.id === tagId);
      tags = tags.filter((tag) => tag.id !== tagId);
      return ok(gone);
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tag page', () => {
  it('[S1-R-008] offers Rename and Delete only on a tag the person may manage', async () => {
    await renderWithApp(<TagListPage />, { route: '/commonObjects/tagList?tagId=t2' });
    expect(await screen.findByText('Records tagged “Theirs”', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  }, 60_000);

  it('[S1-R-008] renames a tag, showing the server’s refusal in the dialog, then deletes it', async () => {
    await renderWithApp(<TagListPage />, { route: '/commonObjects/tagList?tagId=t1' });
    await userEvent.click(await screen.findByRole('button', { name: /Rename/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag “Mine”' }, SLOW);
    const input = within(dialog).getByRole('textbox', { name: 'Tag name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'theirs');
    await userEvent.click(within(dialog).getByRole('button', { name: /Rename/ }));
    expect(
      await within(dialog).findByText('name: there is already a tag "Theirs"', {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'Ours');
    await userEvent.click(within(dialog).getByRole('button', { name: /Rename/ }));
    expect(await screen.findByText('Records tagged “Ours”', {}, SLOW)).toBeInTheDocument();
    expect(server.callsTo('tag/renameTag')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    // antd's confirm dialog is not named by its title: find it through the title's text.
    const [title] = await screen.findAllByText('Delete tag “Ours”?', {}, SLOW);
    const confirm = title?.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Tag “Ours” deleted.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Ours' })).toBeNull(), SLOW);
    expect(screen.getByRole('menuitem', { name: 'Theirs' })).toBeInTheDocument();
  }, 60_000);
});
