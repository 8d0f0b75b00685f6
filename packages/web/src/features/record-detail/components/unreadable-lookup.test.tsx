import { screen } from '@testing-library/react';
import { UNREADABLE_LOOKUP_NAME } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render.js';
import { ListCell } from '../../list-view/ListCell.js';
import { FieldValueView } from './FieldValueView.js';

/** A lookup to a record the reader may not read (issue 16): neutral words, as plain text, no link. */
describe('a lookup the reader may not read', () => {
  it('shows "No access" on the detail page, not a link, beside a readable record that still links', async () => {
    await renderWithApp(
      <FieldValueView
        value={{
          kind: 'records',
          records: [
            { id: '006A', value: UNREADABLE_LOOKUP_NAME },
            { id: '006B', value: 'Open deal' },
          ],
        }}
      />,
    );
    expect(screen.getByText('No access').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open deal' })).toBeTruthy();
    expect(screen.queryByText(UNREADABLE_LOOKUP_NAME)).toBeNull();
  });

  it('shows "No access" in a list cell', async () => {
    await renderWithApp(
      <ListCell
        column={{ apiName: 'opportunityid', label: 'Opportunity', type: 'Y', width: null }}
        row={{
          id: 'a0q1',
          name: 'Quote',
          opportunityid: '006A',
          opportunityidccname: UNREADABLE_LOOKUP_NAME,
        }}
        language="en"
        formatTime={(iso) => iso}
      />,
    );
    expect(screen.getByText('No access')).toBeTruthy();
  });
});
