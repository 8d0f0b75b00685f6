import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserPageSetup } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { signedInAsAdministrator } from '../../test-support/signed-in-admin.js';
import UserPageSetupPage from './UserPageSetupPage.js';

const SLOW = { timeout: 20_000 } as const;
const answer = (setup: Partial<UserPageSetup['setup']> = {}): UserPageSetup => ({
  users: [
    { id: 'u1', name: 'Ada Admin', email: 'ada@example.org', isPartner: false },
    { id: 'u2', name: 'Reo Rep', email: 'reo@example.org', isPartner: false },
  ],
  userId: 'u1',
  setup: {
    tabStyle: '0',
    detailLayoutStyle: 'tab',
    isEnableWaterMark: 'false',
    inlineedit: 'true',
    relatedList: 'true',
    isEnableSubmitApprovalComments: 'false',
    ...setup,
  },
});

/** setuppage/userPageSetup (issue 18): an administrator sets a user's page setup. */
describe('setup: user page setup', () => {
  signedInAsAdministrator();

  it("[S1-R-165] shows the chosen user's setup and saves a change as the spec's strings", async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'setup/userPageSetup': envelopeRoute(() => ok(answer())),
      'setup/saveUserPageSetup': envelopeRoute((body) => {
        sent.push(body);
        return ok(answer({ tabStyle: '1', inlineedit: 'false' }));
      }),
    });
    await renderWithApp(<UserPageSetupPage />);
    const vertical = await screen.findByRole('radio', { name: 'Vertical, down the side' }, SLOW);
    await userEvent.click(vertical);
    await userEvent.click(screen.getByRole('switch', { name: 'Edit fields in place on the record page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\. The user sees it/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([
        {
          userId: 'u1',
          setup: {
            tabStyle: '1',
            detailLayoutStyle: 'tab',
            inlineedit: 'false',
            relatedList: 'true',
            isEnableWaterMark: 'false',
            isEnableSubmitApprovalComments: 'false',
          },
        },
      ]),
    );
  }, 120_000);
});
