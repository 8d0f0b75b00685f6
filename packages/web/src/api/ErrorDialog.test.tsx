import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support/render.js';
import FeedbackHost from './FeedbackHost.js';
import { publishFeedback } from './user-feedback.js';

describe('ErrorDialog', () => {
  it('[S1-E-018][S1-E-019][S1-E-023][S1-E-024] is titled label_popup_infoz, shows returnInfo, and copies the request id', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithApp(<FeedbackHost />);
    act(() =>
      publishFeedback({
        type: 'dialog',
        dialog: { text: { message: 'Save failed: locked' }, code: '500', requestId: 'req-42', status: 200 },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('Save failed: locked')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Details'));
    expect(within(dialog).getByText('500')).toBeInTheDocument();
    expect(within(dialog).getByText('req-42')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy request ID' }));
    expect(writeText).toHaveBeenCalledWith('req-42');
    expect(within(dialog).getByRole('button', { name: 'Copy request ID' })).toHaveTextContent('Copied');
  });

  it('[S1-E-020] a 404 shows c1953 with code 404', async () => {
    await renderWithApp(<FeedbackHost />);
    act(() =>
      publishFeedback({
        type: 'dialog',
        dialog: { text: { messageKey: 'c1953', code: '404' }, code: '404', requestId: 'r', status: 404 },
      }),
    );
    expect(
      await screen.findByText('The page or service you asked for was not found (code 404).'),
    ).toBeInTheDocument();
  });

  it('[S1-E-021] service failures show c1954; OK closes the dialog', async () => {
    await renderWithApp(<FeedbackHost />);
    act(() =>
      publishFeedback({
        type: 'dialog',
        dialog: { text: { messageKey: 'c1954' }, code: 'API-SERVICE-1', requestId: 'r', status: 500 },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A service is not answering right now/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[S1-E-017] shows the c2487 timeout toast', async () => {
    await renderWithApp(<FeedbackHost />);
    act(() => publishFeedback({ type: 'toast', text: { messageKey: 'c2487' } }));
    expect(
      await screen.findByText('The server took too long to answer. Please try again.'),
    ).toBeInTheDocument();
  });
});
