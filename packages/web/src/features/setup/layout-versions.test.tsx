import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { LayoutVersionsButton } from './LayoutVersionsButton.js';

const SLOW = { timeout: 20_000 } as const;
const versions = [3, 2, 1].map((version) => ({
  version,
  savedAt: `2026-11-2${version}T10:00:00.000Z`,
  savedBy: version === 1 ? 'Ada Admin' : 'Ben Builder',
}));
const layout = { id: 'lay1', name: 'Crate layout', version: 3 };

/** The layout editor's version list (issue 18): an old version is restored as a new one through the server. */
describe('layout versions', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the versions newest first, the current one marked; restoring one sends it and reports the new version', async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'setup/layoutVersions': envelopeRoute(() => ok(versions)),
      'metadata/restoreLayoutVersion': envelopeRoute<{ layoutId: string; version: number }>((body) => {
        sent.push(body);
        return ok({ layoutId: body.layoutId, version: 4, restoredFrom: body.version });
      }),
    });
    const onRestored = vi.fn();
    await renderWithApp(<LayoutVersionsButton objId="crate" layout={layout} onRestored={onRestored} />);
    await userEvent.click(screen.getByRole('button', { name: /Versions/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Crate layout' }, SLOW);
    expect(await within(dialog).findByText(/Version 1, saved by Ada Admin/, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Current')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore 3' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore 1' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(1, 4), SLOW);
    expect(sent).toEqual([{ layoutId: 'lay1', version: 1 }]);
  }, 120_000);

  it('shows a refused restore with its reason and keeps the list open', async () => {
    installFakeServer({
      'setup/layoutVersions': envelopeRoute(() => ok(versions)),
      'metadata/restoreLayoutVersion': envelopeRoute(() =>
        fail('400', 'sections: "Code" is required by Crate; every layout must show it', 400),
      ),
    });
    const onRestored = vi.fn();
    await renderWithApp(<LayoutVersionsButton objId="crate" layout={layout} onRestored={onRestored} />);
    await userEvent.click(screen.getByRole('button', { name: /Versions/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Crate layout' }, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore 2' }, SLOW));
    expect(
      await within(dialog).findByText(
        'sections: "Code" is required by Crate; every layout must show it',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  }, 120_000);
});
