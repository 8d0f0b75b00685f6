import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReportPermissionRow, SYSTEM_ADMIN_PROFILE } from '@vela/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGlobalStore } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_USER } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import ReportPermissionsPage from './ReportPermissionsPage.js';

const rows: ReportPermissionRow[] = [
  {
    reportId: 'r1',
    name: 'Accounts by industry',
    folder: '',
    isenable: true,
    run: true,
    export: false,
    new: true,
  },
  {
    reportId: 'r2',
    name: 'Old leads',
    folder: 'Archive',
    isenable: false,
    run: true,
    export: true,
    new: true,
  },
];

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('report permissions (setup)', () => {
  it('[S1-P-004] an administrator switches a report feature with the keyboard; a report switched off greys out its other switches', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getReportPermissions': envelopeRoute(() => ok(rows)),
      'report/saveReportPermission': envelopeRoute((flags: ReportPermissionRow) =>
        ok({ ...rows[0], ...flags }),
      ),
    });
    useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: SYSTEM_ADMIN_PROFILE } });
    await renderWithApp(<ReportPermissionsPage />);
    const exportSwitch = await screen.findByRole('switch', { name: 'Export: Accounts by industry' });
    expect(exportSwitch).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Run: Old leads' })).toBeDisabled();
    exportSwitch.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Export: Accounts by industry' })).toBeChecked(),
    );
    expect(envelopePayload(server.calls.find((call) => call.path === 'report/saveReportPermission'))).toEqual(
      { reportId: 'r1', isenable: true, run: true, export: true, new: true },
    );
  });
});
