import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomSqlReport, CustomSqlResult } from '@vela/core';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import CustomSqlPage from './CustomSqlPage.js';

const saved: CustomSqlReport = {
  id: 'q1',
  name: 'Accounts by industry',
  description: '',
  folderId: null,
  folderName: '',
  isPublic: true,
  ownerName: 'Ada Admin',
  canEdit: false,
  updatedAt: '2026-11-28T10:00:00.000Z',
  sql: 'select industry, count(*) as n from Account group by industry',
};
const answer: CustomSqlResult = {
  columns: ['industry', 'n'],
  rows: [
    ['Banking', 2],
    ['Retail', 1],
  ],
  truncated: false,
  rowLimit: 2000,
  objects: ['Account'],
};

const page = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/customsql/:reportId/:m" element={<CustomSqlPage />} />
    </Routes>,
    { route },
  );

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('custom SQL reports (customsql/{reportId}/{m})', () => {
  it('[S1-R-077] an administrator writes a query, runs it with Ctrl+Enter and reads the refusal of one that names a raw table', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getCustomSqlReports': envelopeRoute(() => ok({ reports: [saved], canAuthor: true })),
      'report/runCustomSql': envelopeRoute((question: { sql?: string }) =>
        question.sql?.includes('app_user')
          ? fail('400', 'SQL: "app_user" is not an object you may report on', 400)
          : ok(answer),
      ),
    });
    await page('/customsql/new/edit');
    const query = await screen.findByRole('textbox', { name: 'SQL query' });
    await userEvent.type(query, 'select industry, count(*) as n from Account group by industry');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('Banking');
    expect(screen.getByRole('columnheader', { name: 'industry' })).toBeInTheDocument();
    expect(envelopePayload(server.calls.find((call) => call.path === 'report/runCustomSql'))).toEqual({
      sql: 'select industry, count(*) as n from Account group by industry',
    });
    await userEvent.clear(query);
    await userEvent.type(query, 'select * from app_user');
    await userEvent.click(screen.getByRole('button', { name: /Run/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"app_user" is not an object you may report on',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });

  it('a sales rep runs a saved query by its id: no editor, the rows the server answered for them, exports offered', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getCustomSqlReports': envelopeRoute(() => ok({ reports: [saved], canAuthor: false })),
      'report/getCustomSqlReport': envelopeRoute(() => ok(saved)),
      'report/runCustomSql': envelopeRoute(() =>
        ok({ ...answer, rows: [['Banking', 2]], truncated: true, rowLimit: 1 }),
      ),
    });
    await page('/customsql/q1/edit');
    expect(await screen.findByRole('heading', { name: /Accounts by industry/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'SQL query' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Banking'));
    expect(screen.getByText(/Only the first 1 rows are shown/)).toBeInTheDocument();
    expect(envelopePayload(server.calls.find((call) => call.path === 'report/runCustomSql'))).toEqual({
      id: 'q1',
    });
  });
});
