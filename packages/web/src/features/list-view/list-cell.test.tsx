import { screen } from '@testing-library/react';
import { UNREADABLE_LOOKUP_NAME } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import { formatDate, formatDateTime } from '../record-detail/state/display-value.js';
import { ListCell } from './ListCell.js';
import { listTimeFormatter } from './time-format.js';

const column = (apiName: string, type: string) => ({ apiName, label: apiName, type, width: null });
const zone = 'America/New_York';

describe('list cells (issue 26 item 15)', () => {
  it('shows dates and date-times as the record page does: one format per locale', async () => {
    const row = { id: 'a0q-1', name: 'Q', closedate: '2026-03-04', lastmodifydate: '2026-11-27 14:05:00' };
    for (const language of ['en', 'de', 'zh-CN']) {
      const formatTime = listTimeFormatter(language, zone);
      const { unmount } = await renderWithApp(
        <>
          <ListCell column={column('closedate', 'D')} row={row} language={language} formatTime={formatTime} />
          <ListCell
            column={column('lastmodifydate', 'F')}
            row={row}
            language={language}
            formatTime={formatTime}
          />
        </>,
      );
      expect(screen.getByText(formatDate('2026-03-04', { language }))).toBeTruthy();
      expect(
        screen.getByText(formatDateTime('2026-11-27 14:05:00', { language, timeZone: zone })),
      ).toBeTruthy();
      unmount();
    }
    expect(formatDateTime('2026-11-27 14:05:00', { language: 'en', timeZone: zone })).toBe(
      'Nov 27, 2026, 9:05 AM',
    );
  });

  it('links a lookup cell to the record it names; an unreadable one and a person link to nothing', async () => {
    const row = {
      id: 'a0q-1',
      name: 'Q',
      khmc: '001-abc;001-def',
      khmcccname: `Acme;${UNREADABLE_LOOKUP_NAME}`,
    };
    await renderWithApp(
      <ListCell column={column('khmc', 'M')} row={row} language="en" formatTime={String} />,
    );
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe(
      '/commonObjects/detail/001-abc/DETAIL',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows an owner (a person, who has no record page) as a name without a link', async () => {
    const row = { id: 'a0q-1', name: 'Q', ownerid: '005-P7RIn6r_ntYRHg', owneridccname: 'Sam Sales' };
    await renderWithApp(
      <ListCell column={column('ownerid', 'Y')} row={row} language="en" formatTime={String} />,
    );
    expect(screen.getByText('Sam Sales')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
