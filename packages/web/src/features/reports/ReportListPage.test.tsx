import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportFolder, ReportInfo } from '@vela/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ReportListPage from './ReportListPage.js';

const SLOW = { timeout: 20_000 };

const report = (index: number): ReportInfo => ({
  id: `rpt${index}`,
  name: `Pipeline ${index}`,
  description: '',
  objectApi: 'Opportunity',
  objectLabel: 'Opportunity',
  format: 'tabular',
  ownerId: 'u1',
  ownerName: 'Avery Admin',
  isPublic: true,
  folderId: null,
  folderName: '',
  canEdit: true,
  actions: { run: true, export: true, new: true },
  updatedAt: '2026-11-28T10:00:00.000Z',
});

const folder: ReportFolder = {
  id: 'fld1',
  name: 'Team pipeline',
  ownerId: 'u1',
  ownerName: 'Avery Admin',
  access: 'manage',
  reportCount: 3,
};

type ListQuestion = { keyword: string; pageIndex: number; pageSize: number; folderId?: string };

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('the report list (spec 1 §3 report state)', () => {
  it('[S1-D-011][S1-K-025][S1-K-026] keeps the page index, page size, folder and search content, and asks the list with them', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getReportList': envelopeRoute((question: ListQuestion) =>
        ok({
          total: 25,
          canCreate: true,
          reports: Array.from({ length: 10 }, (_, index) =>
            report((question.pageIndex - 1) * 10 + index + 1),
          ),
        }),
      ),
      'report/getReportFolders': envelopeRoute(() => ok([folder])),
    });
    const asked = () =>
      server.callsTo('report/getReportList').map((call) => envelopePayload<ListQuestion>(call));
    await renderWithApp(<ReportListPage />);
    // The state starts at page 1 of 10, no folder, no search.
    expect(await screen.findByRole('link', { name: 'Pipeline 1' }, SLOW)).toBeInTheDocument();
    expect(asked()[0]).toEqual({ keyword: '', pageIndex: 1, pageSize: 10 });

    // The page index: page 2 asks for it, keeping the size.
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Pipeline 11' }, SLOW)).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ keyword: '', pageIndex: 2, pageSize: 10 });

    // The search content: a new search starts again at page 1.
    await userEvent.type(screen.getByLabelText('Search reports'), 'pipe{Enter}');
    await waitFor(() => expect(asked().at(-1)).toEqual({ keyword: 'pipe', pageIndex: 1, pageSize: 10 }));

    // The folder: chosen at the side, it scopes the list (with the search kept) and heads the page.
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    await userEvent.click(within(folders).getByRole('button', { name: 'Team pipeline (3)' }));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ keyword: 'pipe', pageIndex: 1, pageSize: 10, folderId: 'fld1' }),
    );
    expect(within(folders).getByRole('button', { name: 'Team pipeline (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Team pipeline' })).toBeInTheDocument();
  });
});
