import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render.js';
import { wireField } from '../../record-form/state/form-fixture.test-support.js';
import type { RecordDetail, RecordPermission } from '../record-detail-api.js';
import { keyFields } from '../state/layout-fields.js';
import { visibleRecordActions } from '../state/record-actions.js';
import { DetailSections } from './DetailSections.js';
import { TitleBox } from './TitleBox.js';

const permission = (rights: Partial<RecordPermission>): RecordPermission => ({
  isQuery: true,
  isEdit: false,
  isDelete: false,
  isCreate: false,
  isShare: false,
  isTransfer: false,
  isApprove: false,
  ...rights,
});

const detail: RecordDetail = {
  data: { id: '001-a', name: 'Acme Robotics Group', ownerid: '005-a', owneridccname: 'Avery Admin' },
  objectApi: 'Account',
  objId: 'account',
  prefix: '001',
  labelName: 'Account',
  recordTypeName: 'Customer',
  layoutId: 'l1',
  permission: permission({}),
  dataList: [
    {
      title: 'Account information',
      colNum: 2,
      showWhenEdit: true,
      selectionId: 's1',
      data: [
        {
          left: wireField('name', 'S', {
            fieldId: 'f1',
            fieldLabel: 'Account name',
            value: 'Acme Robotics Group',
          }),
          right: wireField('phone', 'H', { fieldId: 'f2', fieldLabel: 'Phone', value: '+1 695 967 2075' }),
        },
        {
          left: wireField('type', 'L', {
            fieldId: 'f3',
            fieldLabel: 'Type',
            value: 'c',
            data: [{ key: 'c', val: 'Competitor' }],
          }),
          right: wireField('ownerid', 'Y', {
            fieldId: 'f4',
            fieldLabel: 'Owner',
            value: '005-a',
            data: [{ id: '005-a', value: 'Avery Admin' }],
          }),
        },
        {
          left: wireField('notes', 'A', {
            fieldId: 'f5',
            fieldLabel: 'Notes',
            value: '<b>bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>',
          }),
          right: {},
        },
      ],
    },
  ],
};
const locale = { language: 'en-US', timeZone: 'UTC', currencyCode: 'USD' };

describe('record detail rendering', () => {
  it('[S1-P-005] the title box shows the name, key fields and only the actions the permission allows', async () => {
    const onAction = vi.fn();
    await renderWithApp(
      <TitleBox
        detail={detail}
        keyFields={keyFields(detail.objectApi, detail.dataList)}
        showKeyInfo
        actions={visibleRecordActions(permission({ isEdit: true, isDelete: true }))}
        locale={locale}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeTruthy();
    const actions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(actions).toEqual(['Edit', 'Delete']);
    screen.getByRole('button', { name: 'Delete' }).click();
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.getByRole('link', { name: '+1 695 967 2075' }).getAttribute('href')).toBe(
      'tel:+16959672075',
    );
  });

  it('sections: picklist labels, lookups link to their record, rich text sanitised, collapsible by title', async () => {
    await renderWithApp(<DetailSections sections={detail.dataList} record={detail.data} locale={locale} />);
    expect(screen.getByText('Competitor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avery Admin' }).getAttribute('href')).toBe(
      '/commonObjects/detail/005-a/DETAIL',
    );
    const notes = document.querySelector('[data-field="notes"] dd');
    expect(notes?.innerHTML).toContain('<b>bold</b>');
    expect(notes?.innerHTML).not.toContain('script');
    expect(notes?.innerHTML).not.toContain('onerror');
    const toggle = screen.getByRole('button', { name: 'Collapse Account information' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    const collapsed = await screen.findByRole('button', { name: 'Expand Account information' });
    expect(collapsed.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Competitor').closest('dl')?.hidden).toBe(true);
  });
});
