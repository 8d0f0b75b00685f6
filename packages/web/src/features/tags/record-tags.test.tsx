import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { RecordTags } from './RecordTags.js';

const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
let onRecord: Array<{ id: string; name: string }>;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  onRecord = [{ id: 't1', name: 'Key account' }];
  server = installFakeServer({
    'tag/getRecordTags': envelopeRoute(() => ok(onRecord)),
    'tag/getTagList': envelopeRoute(() =>
      ok([
        { id: 't1', name: 'Key account' },
        { id: 't2', name: 'Trade fair' },
      ]),
    ),
    'tag/addRecordTag': envelopeRoute<{ recordId: string; name: string }>(({ name }) => {
      onRecord = [...onRecord, { id: 't3', name }];
      return ok(onRecord);
    }),
    'tag/removeRecordTag': envelopeRoute<{ recordId: string; tagId: string }>(({ tagId }) => {
      onRecord = onRecord.filter((tag) => tag.id !== tagId);
      return ok(onRecord);
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a record’s tags', () => {
  it('[S1-R-008] shows the tags linking to the tags page, adds one by name and takes one off', async () => {
    await renderWithApp(<RecordTags recordId="001AAAAAAAAAAAAAAA1" />);
    const group = await screen.findByRole('group', { name: 'Tags' }, SLOW);
    expect(await within(group).findByRole('link', { name: 'Key account' }, SLOW)).toHaveAttribute(
      'href',
      '/commonObjects/tagList?tagId=t1',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Add tag' }));
    await userEvent.type(within(group).getByRole('combobox', { name: 'Tag name' }), 'Hot lead{Enter}');
    expect(await within(group).findByRole('link', { name: 'Hot lead' }, SLOW)).toBeInTheDocument();
    expect(server.callsTo('tag/addRecordTag')).toHaveLength(1);
    await userEvent.click(within(group).getByRole('button', { name: 'Remove tag Key account' }));
    await waitFor(() => expect(within(group).queryByRole('link', { name: 'Key account' })).toBeNull(), SLOW);
    expect(within(group).getByRole('link', { name: 'Hot lead' })).toBeInTheDocument();
  }, 60_000);
});
