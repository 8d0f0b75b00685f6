import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, jsonResponse, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import FormBuilderPage from './FormBuilderPage.js';
import FormDetailPage from './FormDetailPage.js';
import FormPreviewPage from './FormPreviewPage.js';
import MarketingFormListPage from './MarketingFormListPage.js';
import PublicFormPage from './PublicFormPage.js';
import SelectTemplatePage from './SelectTemplatePage.js';
import SubmissionsPage from './SubmissionsPage.js';

const SLOW = { timeout: 60_000 };
const FIND = { timeout: 10_000 };

const contactUs = {
  id: 'mkf1',
  name: 'Contact us',
  intro: 'Tell us what you need.',
  thankYou: 'Thanks, we will call you.',
  template: 'contactUs',
  target: 'lead',
  fields: [
    { api: 'name', label: 'Your name', required: true, type: 'S' },
    { api: 'email', label: 'Work e-mail', required: true, type: 'E' },
  ],
  status: 'published',
  publicPath: '/webform/secret-slug',
  ownerId: 'u1',
  ownerName: 'Reo Rep',
  submissionCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const submission = {
  id: 'mks1',
  createdAt: '2026-11-22T09:30:00.000Z',
  values: { name: 'Vera Visitor', email: 'vera@example.com' },
  recordId: 'lea000000000000001',
  recordName: 'Vera Visitor',
  outcome: 'created',
};
const choices = [
  { api: 'name', type: 'S', label: 'Name', required: true },
  { api: 'email', type: 'E', label: 'E-mail', required: false },
  { api: 'company', type: 'S', label: 'Company', required: true },
  { api: 'phone', type: 'H', label: 'Phone', required: false },
  { api: 'title', type: 'S', label: 'Title', required: false },
  { api: 'description', type: 'X', label: 'Description', required: false },
];

/** The marketForm routes as the shell mounts them. */
const app = (
  <Routes>
    <Route path="/marketForm/marketForm" element={<MarketingFormListPage />} />
    <Route path="/marketForm/selectTemplate" element={<SelectTemplatePage />} />
    <Route path="/marketForm/createFrom" element={<FormBuilderPage />} />
    <Route path="/marketForm/preview" element={<FormPreviewPage />} />
    <Route path="/marketForm/detailForm" element={<FormDetailPage />} />
    <Route path="/marketForm/TablePanel" element={<SubmissionsPage />} />
    <Route path="/webform/:slug" element={<PublicFormPage />} />
  </Routes>
);

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));
afterEach(() => localStorage.clear());

describe('marketing forms screens', () => {
  it(
    '[S1-R-129] [S1-R-133] [S1-R-130] the list leads to a template; the builder starts from its fields, is worked by keyboard, and saves to the detail',
    SLOW,
    async () => {
      const server = installFakeServer();
      server.on(
        'form/list',
        envelopeRoute(() => ok({ forms: [contactUs] })),
      );
      server.on(
        'form/fieldChoices',
        envelopeRoute(() => ok({ fields: choices })),
      );
      server.on(
        'form/get',
        envelopeRoute(() => ok({ ...contactUs, id: 'mkf2', name: 'Event registration' })),
      );
      server.on(
        'form/submissions',
        envelopeRoute(() => ok({ submissions: [], total: 0 })),
      );
      server.on(
        'form/save',
        envelopeRoute((payload: Record<string, unknown>) => ok({ ...contactUs, ...payload, id: 'mkf2' })),
      );
      await renderWithApp(app, { route: '/marketForm/marketForm' });
      const row = (await screen.findByRole('link', { name: 'Contact us' }, FIND)).closest(
        'tr',
      ) as HTMLElement;
      expect(within(row).getByText('Published')).toBeInTheDocument();
      expect(within(row).getByText('Reo Rep')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/marketForm/detailForm?id=mkf1',
      );

      await userEvent.click(screen.getByRole('button', { name: /New form/ }));
      const template = await screen.findByRole('button', { name: /Event registration/ }, FIND);
      for (const name of [/Contact us/, /Newsletter/, /Blank form/])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      template.focus();
      await userEvent.keyboard('{Enter}');

      const title = await screen.findByLabelText('Title', {}, FIND);
      expect(title).toHaveValue('Event registration');
      await waitFor(() => expect(screen.getByTestId('form-field-title')).toBeInTheDocument());
      // The template's fields in order: name, e-mail, company, title, phone.
      expect(
        [...document.querySelectorAll('[data-testid^="form-field-"]')].map((node) =>
          node.getAttribute('data-testid'),
        ),
      ).toEqual([
        'form-field-name',
        'form-field-email',
        'form-field-company',
        'form-field-title',
        'form-field-phone',
      ]);
      // Keyboard: type a label, then Tab on to the required box and tick it with Space.
      const label = screen.getByRole('textbox', { name: 'Label of Phone' });
      await userEvent.click(label);
      await userEvent.keyboard('Mobile');
      await userEvent.tab();
      await userEvent.keyboard(' ');
      screen.getByRole('button', { name: 'Remove Title' }).focus();
      await userEvent.keyboard('{Enter}');
      screen.getByRole('button', { name: 'Move Phone up' }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('heading', { name: 'Event registration' }, FIND);
      expect(server.callsTo('form/save').at(-1)?.body).toMatchObject({
        body: {
          name: 'Event registration',
          template: 'eventRegistration',
          target: 'lead',
          fields: [
            { api: 'name', label: '', required: true },
            { api: 'email', label: '', required: true },
            { api: 'phone', label: 'Mobile', required: true },
            { api: 'company', label: '', required: true },
          ],
        },
      });
    },
  );

  it('[S1-R-130] a refusal of the definition is shown and nothing is left', SLOW, async () => {
    const server = installFakeServer();
    server.on(
      'form/fieldChoices',
      envelopeRoute(() => ok({ fields: choices })),
    );
    server.on('form/save', () =>
      jsonResponse(
        {
          result: false,
          returnCode: '400',
          returnInfo: 'Give the form a title',
          data: { field: 'name' },
          requestId: 'r',
        },
        400,
      ),
    );
    await renderWithApp(app, { route: '/marketForm/createFrom?template=blank' });
    await screen.findByRole('button', { name: 'Save' }, FIND);
    expect(await screen.findByLabelText('Title', {}, FIND)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the form a title')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
  });

  it(
    '[S1-R-131] the preview shows the form as visitors see it, sends nothing, and publishes a draft',
    SLOW,
    async () => {
      const server = installFakeServer();
      let status = 'draft';
      server.on(
        'form/get',
        envelopeRoute(() => ok({ ...contactUs, status })),
      );
      server.on(
        'form/submissions',
        envelopeRoute(() => ok({ submissions: [], total: 0 })),
      );
      server.on(
        'form/publish',
        envelopeRoute((payload: { published: boolean }) => {
          status = payload.published ? 'published' : 'draft';
          return ok({ ...contactUs, status });
        }),
      );
      await renderWithApp(app, { route: '/marketForm/preview?id=mkf1' });
      expect(await screen.findByRole('heading', { name: 'Preview: Contact us' }, FIND)).toBeInTheDocument();
      expect(screen.getByText('Tell us what you need.')).toBeInTheDocument();
      expect(screen.getByLabelText('Your name')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      await screen.findByRole('heading', { name: 'Contact us' }, FIND);
      expect(server.callsTo('form/publish')).toHaveLength(1);
      expect(server.callsTo('form/public/submit')).toHaveLength(0);
    },
  );

  it(
    '[S1-R-132] [S1-R-134] the detail shows the public link and latest submissions with their records; the QR code, definition and submissions download raw',
    SLOW,
    async () => {
      const server = installFakeServer();
      server.on(
        'form/get',
        envelopeRoute(() => ok(contactUs)),
      );
      server.on(
        'form/submissions',
        envelopeRoute(() => ok({ submissions: [submission], total: 1 })),
      );
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
      const file = (type: string) => () =>
        new Response(png, { status: 200, headers: { 'content-type': type } });
      server.on('form/getSharePhoto', file('image/png'));
      server.on('form/exportFormInfo', file('application/json'));
      server.on('form/exportFormList', file('text/csv'));
      const saved: string[] = [];
      const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        saved.push((blob as Blob).type);
        return 'blob:file';
      });
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      try {
        await renderWithApp(app, { route: '/marketForm/detailForm?id=mkf1' });
        expect(await screen.findByRole('heading', { name: 'Contact us' }, FIND)).toBeInTheDocument();
        expect(screen.getByText(`${window.location.origin}/webform/secret-slug`)).toBeInTheDocument();
        const record = await screen.findByRole('link', { name: 'Vera Visitor' }, FIND);
        expect(record).toHaveAttribute('href', '/commonObjects/detail/lea000000000000001/DETAIL');
        expect(within(record.closest('tr') as HTMLElement).getByText('vera@example.com')).toBeInTheDocument();
        expect(within(record.closest('tr') as HTMLElement).getByText('New')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /Download QR code/ }));
        await waitFor(() => expect(saved).toEqual(['image/png']));
        await userEvent.click(screen.getByRole('button', { name: /Download definition/ }));
        await userEvent.click(screen.getByRole('button', { name: /Export submissions \(CSV\)/ }));
        await waitFor(() => expect(saved).toHaveLength(3));
        expect(server.callsTo('form/getSharePhoto')[0]?.body).toMatchObject({ body: { id: 'mkf1' } });
        expect(server.callsTo('form/exportFormList')[0]?.body).toMatchObject({
          body: { id: 'mkf1', format: 'csv' },
        });

        await userEvent.click(screen.getByRole('link', { name: 'All submissions' }));
        expect(
          await screen.findByRole('heading', { name: 'Submissions: Contact us' }, FIND),
        ).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Vera Visitor' }, FIND)).toBeInTheDocument();
      } finally {
        create.mockRestore();
        revoke.mockRestore();
      }
    },
  );

  it(
    'the public page takes a visitor’s answers without sign-in, shows a refusal under its field, then the thank-you text',
    SLOW,
    async () => {
      localStorage.clear();
      const server = installFakeServer();
      server.on(
        'form/public/get',
        envelopeRoute(() =>
          ok({
            name: 'Contact us',
            intro: 'Tell us what you need.',
            fields: contactUs.fields.map((field) => ({ ...field, options: [] })),
          }),
        ),
      );
      let refuse = true;
      server.on('form/public/submit', () => {
        if (refuse) {
          refuse = false;
          return jsonResponse(
            {
              result: false,
              returnCode: '400',
              returnInfo: 'We do not take requests from this address',
              data: { field: 'email' },
              requestId: 'r',
            },
            400,
          );
        }
        return jsonResponse({
          result: true,
          returnCode: '200',
          returnInfo: '',
          data: { thankYou: 'Thanks, we will call you.' },
          requestId: 'r',
        });
      });
      await renderWithApp(app, { route: '/webform/secret-slug' });
      expect(await screen.findByRole('heading', { name: 'Contact us' }, FIND)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Enter Your name')).toBeInTheDocument();
      expect(server.callsTo('form/public/submit')).toHaveLength(0);
      await userEvent.type(screen.getByLabelText('Your name'), 'Vera Visitor');
      await userEvent.type(screen.getByLabelText('Work e-mail'), 'vera@example.com{Enter}');
      expect(await screen.findByText('We do not take requests from this address')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Thanks, we will call you.')).toBeInTheDocument();
      expect(server.callsTo('form/public/submit').at(-1)?.body).toMatchObject({
        body: { slug: 'secret-slug', values: { name: 'Vera Visitor', email: 'vera@example.com' } },
      });
    },
  );
});
