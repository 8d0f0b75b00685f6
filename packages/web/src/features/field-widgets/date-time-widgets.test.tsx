import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, useLocaleState } from '../../i18n/index.js';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';
import type { UserInfo } from '../../state/shell-types.js';
import { installFakeServer } from '../../test-support/fake-server.js';
import { fieldOf, renderWidget } from '../../test-support/field-widget-harness.js';
import { dayjs, storedTimeOf, wallTimeOf } from './zoned-time.js';

function signInWithZone(timeZone: string) {
  useGlobalStore.setState({ userInfo: { timeZone } as UserInfo });
}

/** rc-picker commits typed text on Enter, read from keyCode as browsers send it. */
function enter(element: Element) {
  fireEvent.keyDown(element, { key: 'Enter', keyCode: 13, which: 13 });
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  installFakeServer();
});
afterEach(() => resetGlobalState());

describe('time zones', () => {
  it.each([
    ['2026-03-01 12:00:00', 'Asia/Shanghai', '2026-03-01 20:00:00'],
    ['2026-07-01 12:00:00', 'Europe/London', '2026-07-01 13:00:00'],
    ['2026-01-01 12:00:00', 'Europe/London', '2026-01-01 12:00:00'],
    ['2026-01-01 03:00:00', 'America/New_York', '2025-12-31 22:00:00'],
    ['2026-01-01T03:00:00Z', 'Asia/Tokyo', '2026-01-01 12:00:00'],
  ])('stored UTC %s shows in %s as %s, and goes back unchanged', (stored, zone, wall) => {
    const shown = wallTimeOf(stored, zone);
    expect(shown?.format('YYYY-MM-DD HH:mm:ss')).toBe(wall);
    expect(storedTimeOf(shown ?? dayjs(), zone)).toBe(
      dayjs.utc(stored.replace('T', ' ').replace('Z', '')).format('YYYY-MM-DD HH:mm:ss'),
    );
  });

  it('an unknown zone falls back to the browser zone rather than failing', () => {
    expect(wallTimeOf('2026-01-01 00:00:00', 'Not/AZone')?.isValid()).toBe(true);
    expect(wallTimeOf('garbage', 'UTC')).toBeNull();
  });
});

describe('date (D)', () => {
  it("[S2-D-012] takes a date typed in the user's format or as ISO and stores YYYY-MM-DD", async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'D', label: 'Close date' }) });
    const input = screen.getByLabelText('Close date');
    await userEvent.click(input);
    await userEvent.keyboard('05/01/2024');
    enter(input);
    expect(view.lastValue()).toBe('2024-05-01');
    await userEvent.clear(input);
    await userEvent.keyboard('2025-12-31');
    enter(input);
    expect(view.lastValue()).toBe('2025-12-31');
    expect(input).toHaveValue('12/31/2025');
  });

  it('shows a stored date read-only in the user format', async () => {
    await renderWidget({
      field: fieldOf({ type: 'D', label: 'Close date' }),
      initial: '2024-05-01',
      readOnly: true,
    });
    expect(screen.getByRole('textbox', { name: 'Close date' })).toHaveTextContent('05/01/2024');
  });
});

describe('date-time (F)', () => {
  it("shows the stored UTC value in the user's time zone and stores what is typed back in UTC", async () => {
    signInWithZone('Asia/Tokyo');
    const view = await renderWidget({
      field: fieldOf({ type: 'F', label: 'Starts' }),
      initial: '2026-01-01 00:00:00',
    });
    const input = screen.getByLabelText('Starts');
    expect(input).toHaveValue('01/01/2026 9:00 AM');
    await userEvent.clear(input);
    await userEvent.keyboard('2026-02-03 10:30');
    enter(input);
    expect(view.lastValue()).toBe('2026-02-03 01:30:00');
  });

  it('read-only in the zone too', async () => {
    signInWithZone('America/New_York');
    await renderWidget({
      field: fieldOf({ type: 'F', label: 'Starts' }),
      initial: '2026-01-01 15:00:00',
      readOnly: true,
    });
    expect(screen.getByRole('textbox', { name: 'Starts' })).toHaveTextContent('01/01/2026 10:00 AM');
  });
});

describe('time (T)', () => {
  it('takes a typed 24-hour time and stores HH:mm:ss; shows it in the user format', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'T', label: 'Opens at' }) });
    const input = screen.getByLabelText('Opens at');
    await userEvent.click(input);
    await userEvent.keyboard('14:30');
    enter(input);
    expect(view.lastValue()).toBe('14:30:00');
    expect(input).toHaveValue('2:30 PM');
  });
});

describe("the user's language", () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('[S1-K-034] German: dates typed and shown as DD.MM.YYYY, decimals typed with a comma', async () => {
    await applyLanguage('de');
    const wrap = (widget: ReactElement) => (
      <ConfigProvider locale={useLocaleState.getState().antdLocale}>{widget}</ConfigProvider>
    );
    const date = await renderWidget({ field: fieldOf({ type: 'D', label: 'Stichtag' }), wrap });
    const input = screen.getByLabelText('Stichtag');
    await userEvent.click(input);
    await userEvent.keyboard('31.12.2025');
    enter(input);
    expect(date.lastValue()).toBe('2025-12-31');
    expect(input).toHaveValue('31.12.2025');
    date.unmount();

    const amount = await renderWidget({
      field: fieldOf({ type: 'N', label: 'Betrag', length: 8, decimalPlaces: 2 }),
      wrap,
    });
    await userEvent.type(screen.getByLabelText('Betrag'), '12,5');
    await userEvent.tab();
    expect(amount.lastValue()).toBe(12.5);
    expect(screen.getByLabelText('Betrag')).toHaveValue('12,50');
  });
});
