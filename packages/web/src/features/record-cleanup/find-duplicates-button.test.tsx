import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { FindDuplicatesButton } from './FindDuplicatesButton.js';

const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
let offered: boolean;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  offered = true;
  server = installFakeServer({
    'duplicates/offered': envelopeRoute(() => ok({ basis: 'rules', offered })),
  });
});

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Find duplicates on the record page', () => {
  it('[S1-R-010] shows when the server offers it and opens the duplicate check of the record', async () => {
    await renderWithApp(
      <Routes>
        <Route path="/" element={<FindDuplicatesButton recordId="001AAAAAAAAAAAAAAA1" canEdit />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Find duplicates/ }, SLOW));
    expect(
      await screen.findByText('at /commonObjects/cnki?id=001AAAAAAAAAAAAAAA1', {}, SLOW),
    ).toBeInTheDocument();
  }, 60_000);

  it('[S1-R-010] stays away when the server does not offer it, and does not even ask without edit access', async () => {
    offered = false;
    await renderWithApp(<FindDuplicatesButton recordId="001AAAAAAAAAAAAAAA1" canEdit />);
    await vi.waitFor(() => expect(server.callsTo('duplicates/offered')).toHaveLength(1), SLOW);
    expect(screen.queryByRole('button', { name: /Find duplicates/ })).toBeNull();
    await renderWithApp(<FindDuplicatesButton recordId="001AAAAAAAAAAAAAAA2" canEdit={false} />);
    expect(server.callsTo('duplicates/offered')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Find duplicates/ })).toBeNull();
  }, 60_000);
});
