import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ReportOutputActions } from './ReportOutputActions.js';

describe('a saved report’s export and subscription', () => {
  it('[S1-P-004] are offered only where the report and the profile allow exporting it', async () => {
    const { unmount } = await renderWithApp(
      <ReportOutputActions
        reportId="r1"
        name="Pipeline"
        format="summary"
        actions={{ run: true, export: true, new: false }}
      />,
    );
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeInTheDocument();
    unmount();

    await renderWithApp(
      <ReportOutputActions
        reportId="r1"
        name="Pipeline"
        format="summary"
        actions={{ run: true, export: false, new: true }}
      />,
    );
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('a summary report also exports with its detail rows; a tabular one has nothing more to add', async () => {
    const server = installFakeServer({
      'report/exportReport': () => new Response('x', { headers: { 'content-type': 'text/csv' } }),
    });
    localStorage.setItem('vela.accessToken', 'tok-1');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const actions = { run: true, export: true, new: false };
    const { unmount } = await renderWithApp(
      <ReportOutputActions reportId="r1" name="Pipeline" format="tabular" actions={actions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText('CSV file')).toBeInTheDocument();
    expect(screen.queryByText('CSV file of the detail rows')).not.toBeInTheDocument();
    unmount();

    await renderWithApp(
      <ReportOutputActions reportId="r1" name="Pipeline" format="summary" actions={actions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByText('Excel workbook with detail rows (XLSX)'));
    await waitFor(() => expect(server.callsTo('report/exportReport')).toHaveLength(1));
    expect(server.callsTo('report/exportReport')[0]?.body).toMatchObject({
      body: {
        id: 'r1',
        format: 'xlsx',
        details: true,
      },
    });
  });
});
