import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportResult, ReportTemplate } from '@vela/core';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ReportBuilderPage from './ReportBuilderPage.js';
import ReportTemplateBuilderPage from './ReportTemplateBuilderPage.js';
import ReportTemplatesPage from './ReportTemplatesPage.js';

const template: ReportTemplate = {
  id: 't1',
  name: 'Deals this quarter',
  description: 'Every deal closing this quarter',
  objectApi: 'Opportunity',
  objectLabel: 'Opportunities',
  format: 'tabular',
  definition: {
    objectApi: 'Opportunity',
    format: 'tabular',
    columns: ['name', 'amount'],
    groupings: [],
    filters: [{ field: 'closedate', operator: 'within', value: 'this_quarter' }],
    summaries: [],
    chart: null,
  },
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const fields = {
  objectApi: 'Opportunity',
  label: 'Opportunities',
  fields: [
    { apiName: 'name', label: 'Opportunity name', type: 'S', operators: ['e'], options: [], groupable: true },
    { apiName: 'amount', label: 'Amount', type: 'N', operators: ['e'], options: [], groupable: true },
    {
      apiName: 'closedate',
      label: 'Close date',
      type: 'D',
      operators: ['within', 'e'],
      options: [],
      groupable: true,
    },
  ],
  relativeDates: ['this_quarter'],
};
const result: ReportResult = {
  objectApi: 'Opportunity',
  objectLabel: 'Opportunities',
  format: 'tabular',
  columns: [
    { apiName: 'name', label: 'Opportunity name', type: 'S' },
    { apiName: 'amount', label: 'Amount', type: 'N' },
  ],
  groupings: [],
  summaries: [],
  rows: [{ id: 'o1', name: 'Big deal', amount: 500 }],
  hasMore: false,
  groups: [],
  groupsTruncated: false,
  total: { count: 1, values: [] },
  chart: null,
};
const builderRoutes = {
  'report/getReportFields': envelopeRoute(() => ok(fields)),
  'report/runReport': envelopeRoute(() => ok(result)),
  'report/getReportFolders': envelopeRoute(() => ok([])),
  'reportTemplate/get': envelopeRoute(() => ok(template)),
};

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('report templates (setup reportTemplate, newTemplate, editTemplate)', () => {
  it('[S1-R-187] an administrator sees the templates, deletes one, and starts a new one on an object', {
    timeout: 120_000,
  }, async () => {
    const server = installFakeServer({
      'reportTemplate/list': envelopeRoute(() => ok({ templates: [template], canManage: true })),
      'reportTemplate/delete': envelopeRoute((body: { id: string }) => ok({ id: body.id })),
      'report/getReportTypes': envelopeRoute(() =>
        ok([{ objectApi: 'Opportunity', label: 'Opportunity', pluralLabel: 'Opportunities' }]),
      ),
    });
    await renderWithApp(<ReportTemplatesPage />);
    const row = await screen.findByRole('row', { name: /Deals this quarter/ }, { timeout: 30_000 });
    expect(row).toHaveTextContent('Opportunities');
    expect(row).toHaveTextContent('Tabular');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete template “Deals this quarter”?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(envelopePayload(server.calls.find((call) => call.path === 'reportTemplate/delete'))).toEqual({
        id: 't1',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /New template/ }));
    const link = await screen.findByRole('link', { name: 'Opportunities' });
    expect(link).toHaveAttribute('href', '/systemSettings/setuppage/newTemplate?objectApi=Opportunity');
  });

  it('[S1-R-188] newTemplate opened without an object asks for one (no endless loading) and then builds on it', {
    timeout: 120_000,
  }, async () => {
    installFakeServer({
      ...builderRoutes,
      'report/getReportTypes': envelopeRoute(() =>
        ok([
          { objectApi: 'Account', label: 'Account', pluralLabel: 'Accounts' },
          { objectApi: 'Opportunity', label: 'Opportunity', pluralLabel: 'Opportunities' },
        ]),
      ),
    });
    await renderWithApp(
      <Routes>
        <Route path="/systemSettings/setuppage/newTemplate" element={<ReportTemplateBuilderPage />} />
      </Routes>,
      { route: '/systemSettings/setuppage/newTemplate' },
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Choose what the template reports on' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute(
      'href',
      '/systemSettings/setuppage/reportTemplate',
    );
    // Typing narrows the objects; the choice is a link, reached from the filter with the keyboard.
    await userEvent.type(screen.getByRole('textbox', { name: 'Report type' }), 'opp');
    expect(screen.queryByRole('link', { name: 'Accounts' })).not.toBeInTheDocument();
    await userEvent.tab();
    const chosen = screen.getByRole('link', { name: 'Opportunities' });
    expect(chosen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('textbox', { name: 'Template name' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Big deal', undefined, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('[S1-R-189] editTemplate loads the template into the builder and saves it; a refusal shows beside the button', {
    timeout: 120_000,
  }, async () => {
    let refuse = true;
    const server = installFakeServer({
      ...builderRoutes,
      'reportTemplate/save': envelopeRoute((draft: Record<string, unknown>) => {
        if (refuse) {
          refuse = false;
          return fail('400', 'Template name: "Deals" is taken; choose another', 400);
        }
        return ok({ ...template, ...draft });
      }),
    });
    await renderWithApp(<ReportTemplateBuilderPage />, {
      route: '/systemSettings/setuppage/editTemplate?id=t1',
    });
    const name = await screen.findByRole('textbox', { name: 'Template name' }, { timeout: 30_000 });
    await waitFor(() => expect(name).toHaveValue('Deals this quarter'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Every deal closing this quarter',
    );
    expect(await screen.findByText('Big deal', undefined, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Deals');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText('Template name: "Deals" is taken; choose another', undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
    // While saving, the button's name carries its spinner's; it is "Save template" again once answered.
    await userEvent.click(await screen.findByRole('button', { name: /Save template/ }));
    await waitFor(() =>
      expect(
        envelopePayload(server.calls.filter((call) => call.path === 'reportTemplate/save').at(-1)),
      ).toEqual({
        id: 't1',
        name: 'Deals',
        description: 'Every deal closing this quarter',
        definition: template.definition,
      }),
    );
  });

  it('[S1-R-188] a user starts a report from a template: its definition fills the builder, the report is theirs to name', {
    timeout: 120_000,
  }, async () => {
    const server = installFakeServer({
      ...builderRoutes,
      'report/saveReport': envelopeRoute((draft: Record<string, unknown>) =>
        ok({
          ...draft,
          id: 'r9',
          description: '',
          objectApi: 'Opportunity',
          objectLabel: 'Opportunities',
          format: 'tabular',
          ownerId: 'u1',
          ownerName: 'Reo Rep',
          isPublic: false,
          folderId: null,
          folderName: '',
          canEdit: true,
          actions: { run: true, export: true, new: true },
          updatedAt: '2026-11-28T10:00:00.000Z',
        }),
      ),
      'report/getReport': envelopeRoute(() => fail('404', 'not needed here', 404)),
    });
    await renderWithApp(
      <Routes>
        <Route path="/addReport/:type" element={<ReportBuilderPage />} />
        <Route path="/editReport/:type/:reportId" element={<p>saved report page</p>} />
      </Routes>,
      { route: '/addReport/Opportunity?templateId=t1' },
    );
    expect(await screen.findByText('From template “Deals this quarter”')).toBeInTheDocument();
    expect(await screen.findByText('Big deal')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Report name' });
    expect(name).toHaveValue('');
    await userEvent.type(name, 'My quarter');
    await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('saved report page')).toBeInTheDocument();
    expect(envelopePayload(server.calls.find((call) => call.path === 'report/saveReport'))).toMatchObject({
      name: 'My quarter',
      folderId: null,
      definition: template.definition,
    });
  });
});
