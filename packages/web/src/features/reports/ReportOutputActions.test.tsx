import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import { ReportOutputActions } from './ReportOutputActions.js';

describe('a saved report’s export and subscription', () => {
  it('[S1-P-004] are offered only where the report and the profile allow exporting it', async () => {
    const { unmount } = await renderWithApp(
      <ReportOutputActions reportId="r1" name="Pipeline" actions={{ run: true, export: true, new: false }} />,
    );
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeInTheDocument();
    unmount();

    await renderWithApp(
      <ReportOutputActions reportId="r1" name="Pipeline" actions={{ run: true, export: false, new: true }} />,
    );
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });
});
