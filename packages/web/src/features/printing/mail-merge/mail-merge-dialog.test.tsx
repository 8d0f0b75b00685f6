import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateSummary } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fail, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { MailMergeButton } from './MailMergeButton.js';
import { MailMergeDialog } from './MailMergeDialog.js';

let server: FakeServer;

const template = (patch: Partial<TemplateSummary>): TemplateSummary => ({
  id: 'tplE',
  kind: 'email',
  name: 'Welcome letter',
  objectApi: 'Contact',
  folder: '',
  visibility: 'public',
  defaultLanguage: 'en',
  languages: ['en', 'de'],
  ownerName: 'Ada',
  canEdit: true,
  updatedAt: '2026-07-01T08:00:00.000Z',
  ...patch,
});

const kindOf = (body: unknown) => (body as { body?: { kind?: string } }).body?.kind;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  server.on('mail/templates/list', (call) =>
    ok(
      kindOf(call.body) === 'sms'
        ? [template({ id: 'tplS', kind: 'sms', name: 'Reminder', languages: ['en'] })]
        : [template({})],
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `003rec${index}`);

describe('mail merge dialog (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] merges the selected records with a chosen template and language into one downloaded PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:merge');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    server.on(
      'mailMerge/generateDocument',
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    await renderWithApp(<MailMergeDialog objectApi="Contact" recordIds={ids(3)} onClose={() => undefined} />);
    expect(screen.getByText('Records to merge: 3')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Template'));
    await userEvent.click(await screen.findByText('Welcome letter (e-mail)'));
    expect(await screen.findByText('Reminder (text message)')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Language'));
    await userEvent.click(await screen.findByTitle('Deutsch'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('The PDF was made and downloaded.')).toBeTruthy();
    const [sent] = server.callsTo('mailMerge/generateDocument');
    expect(JSON.stringify(sent?.body)).toContain('"templateId":"tplE"');
    expect(JSON.stringify(sent?.body)).toContain('"language":"de"');
    expect(JSON.stringify(sent?.body)).toContain('"003rec2"');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('[issue 23] makes a Word document (DOCX) when that format is chosen', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:merge'), revokeObjectURL: vi.fn() });
    server.on(
      'mailMerge/generateDocument',
      () => new Response('PK', { headers: { 'content-type': 'application/zip' } }),
    );
    await renderWithApp(<MailMergeDialog objectApi="Contact" recordIds={ids(2)} onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Template'));
    await userEvent.click(await screen.findByText('Welcome letter (e-mail)'));
    await userEvent.click(screen.getByLabelText('Format'));
    await userEvent.click(await screen.findByTitle('Word document (DOCX), to edit'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Word document' }));
    expect(await screen.findByText('The Word document was made and downloaded.')).toBeTruthy();
    const [sent] = server.callsTo('mailMerge/generateDocument');
    expect(JSON.stringify(sent?.body)).toContain('"format":"docx"');
  });

  it('[issue 23] refuses more than 50 records before calling, naming the limit', async () => {
    await renderWithApp(
      <MailMergeDialog objectApi="Contact" recordIds={ids(51)} onClose={() => undefined} />,
    );
    expect(
      screen.getByText('51 records are selected; one document merges at most 50. Select fewer records.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Template'));
    await userEvent.click(await screen.findByText('Welcome letter (e-mail)'));
    expect(screen.getByRole('button', { name: 'Generate PDF' }).hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('mailMerge/generateDocument')).toHaveLength(0);
  });

  it("[issue 23] shows the server's refusal in the dialog", async () => {
    server.on('mailMerge/generateDocument', () => fail('404', 'Record 003rec0 not found', 404));
    await renderWithApp(<MailMergeDialog objectApi="Contact" recordIds={ids(1)} onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Template'));
    await userEvent.click(await screen.findByText('Welcome letter (e-mail)'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    // The dialog's own alert, not a message another test on this page left fading out.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Record 003rec0 not found')),
      ).toBe(true),
    );
  });

  it('[issue 23] the list offers mail merge only for an object with templates', async () => {
    server.on('mail/templates/list', () => ok([]));
    const { unmount } = await renderWithApp(<MailMergeButton objectApi="Task" recordIds={ids(2)} />);
    await waitFor(() => expect(server.callsTo('mail/templates/list')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Mail merge' })).toBeNull();
    unmount();
    server.on('mail/templates/list', () => ok([template({})]));
    await renderWithApp(<MailMergeButton objectApi="Contact" recordIds={ids(2)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mail merge' }));
    expect(await screen.findByText('Records to merge: 2')).toBeTruthy();
  });
});
