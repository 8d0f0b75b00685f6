import { screen } from '@testing-library/react';
import type { CustomPage, HomePage } from '@vela/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import CustomHomePage from './CustomHomePage.js';

const customPage = (id: string, text: string): CustomPage => ({
  id,
  name: `Page ${id}`,
  components: [{ kind: 'richText', blocks: [{ style: 'heading', text }] }],
});
const none: HomePage = { source: 'none', name: '', roleId: null, components: [] };
const rolePage: HomePage = {
  source: 'role',
  name: 'Sales home',
  roleId: 'role_sales',
  components: [{ id: 'c1', kind: 'approvals', targetId: '' }],
};

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('custom home page (homePageObject/customPage)', () => {
  it('[S1-R-081] shows the home page that applies, built from its components', {
    timeout: 60_000,
  }, async () => {
    installFakeServer({
      'homePage/getHomePage': envelopeRoute(() => ok(rolePage)),
    });
    await renderWithApp(<CustomHomePage />);
    // The page's components load as a chunk of their own: the first import in a test is slow.
    expect(
      await screen.findByRole('heading', { name: 'Sales home' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('[S1-R-081] with no home page for the user, the organisation’s default custom page; ?page= names another', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'homePage/getHomePage': envelopeRoute(() => ok(none)),
      'customPage/getDefault': envelopeRoute(() => ok({ page: customPage('p1', 'Welcome to sales') })),
      'customPage/getCustomPage': envelopeRoute((question: { page: string }) =>
        ok(customPage(question.page, question.page === 'p1' ? 'Welcome to sales' : 'Service desk')),
      ),
    });
    await renderWithApp(<CustomHomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome to sales' })).toBeInTheDocument();
    await renderWithApp(<CustomHomePage />, { route: '/homePageObject/customPage?page=p2' });
    expect(await screen.findByRole('heading', { name: 'Service desk' })).toBeInTheDocument();
    expect(
      server.calls
        .filter((call) => call.path === 'customPage/getCustomPage')
        .map((call) => envelopePayload<{ page: string }>(call).page),
    ).toContain('p2');
  });
});
