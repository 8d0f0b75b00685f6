import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage, RecordDetail } from '@vela/core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { wireField } from '../record-form/state/form-fixture.test-support.js';
import ControlPanelPage from './ControlPanelPage.js';

/**
 * `/controlPanel/control?caseId=…&caseOrder=…&viewId=…` (S2-R-003): the service control panel shows the
 * case (its key fields and details, its activities) and steps through the cases of the view by caseOrder.
 */
const CASES = Array.from({ length: 250 }, (_, index) => ({
  id: `CAS${String(index + 1).padStart(15, '0')}`,
  name: `Case ${index + 1}`,
}));

function page(rows: typeof CASES, nextCursor: string | null): ListPage {
  return {
    view: { id: 'view-open', name: 'Open cases', scope: 'all' },
    columns: [],
    remembered: false,
    rows,
    nextCursor,
    pageSize: 200,
    sort: { field: 'createdate', order: 'asc' },
    keywordCandidates: null,
  };
}

function detail(id: string): RecordDetail {
  const number = CASES.find((row) => row.id === id)?.name ?? id;
  return {
    data: { id, name: number, status: 'Escalated', priority: 'High' },
    objectApi: 'velacase',
    objId: 'velacase',
    prefix: '500',
    labelName: 'Case',
    recordTypeName: 'Standard',
    layoutId: 'lay1',
    dataList: [
      {
        title: 'Case information',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Subject', value: number }),
            right: {},
          },
          {
            left: wireField('priority', 'S', { fieldLabel: 'Priority', value: 'High' }),
            right: {},
          },
        ],
      },
    ],
    permission: {
      isQuery: true,
      isEdit: true,
      isDelete: false,
      isCreate: true,
      isShare: false,
      isTransfer: false,
      isApprove: false,
    },
  };
}

let server: FakeServer;
const SETUP = {
  detailLayoutStyle: 'tab',
  isEnableWaterMark: 'false',
  inlineedit: 'true',
  relatedList: 'true',
  isEnableSubmitApprovalComments: 'false',
} as const;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  // The vertical menu: a navigation the control panel works in (DECISIONS 16).
  useGlobalStore.setState({
    userInfo: { userId: 'u1', ispartner: false } as never,
    userSetup: { ...SETUP, tabStyle: '1' },
  });
  server = installFakeServer({
    'view/getViewList': envelopeRoute(() =>
      ok({
        objId: 'velacase',
        objectApi: 'velacase',
        prefix: '500',
        label: 'Case',
        pluralLabel: 'Cases',
        defaultViewId: 'view-open',
        total: 1,
        maximum: 15,
        views: [],
        fields: [],
      }),
    ),
    'view/getViewListData': envelopeRoute<{ cursor?: string }>((body) =>
      ok(body.cursor ? page(CASES.slice(200), null) : page(CASES.slice(0, 200), 'c200')),
    ),
    'objectdetail/getDetail': envelopeRoute<{ id: string }>((body) => ok(detail(body.id))),
    'objectdetail/getDetailRelatedItems': envelopeRoute(() =>
      ok([
        {
          objId: 'task',
          objectApi: 'Task',
          prefix: '00T',
          labelName: 'Tasks',
          fieldApi: 'relateid',
          fieldLabel: 'Related to',
          totalCount: 1,
          dataList: [{ id: 'TSK1', name: 'Call the customer back' }],
        },
      ]),
    ),
    'objectdetail/getRelatedListRows': envelopeRoute(() =>
      ok({
        objId: 'task',
        objectApi: 'Task',
        prefix: '00T',
        labelName: 'Tasks',
        fieldApi: 'relateid',
        fieldLabel: 'Related to',
        columns: [{ apiName: 'subject', label: 'Subject', fieldType: 'S', options: [] }],
        dataList: [{ id: 'TSK1', name: 'Call the customer back', subject: 'Call the customer back' }],
        totalCount: 1,
        page: 1,
        pageSize: 5,
        hasMore: false,
      }),
    ),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetGlobalState();
});

async function openPanel(query: string) {
  await renderWithApp(
    <Routes>
      <Route path="/controlPanel/control" element={<ControlPanelPage />} />
    </Routes>,
    { route: `/controlPanel/control?${query}` },
  );
  return userEvent.setup();
}

const panelBar = () => screen.getByRole('navigation', { name: 'Cases of the view' });

describe('the service control panel (S2-R-003)', () => {
  it(
    '[S2-R-003] shows the case with its key fields and activities, its place in the view, and steps to the previous and next case by caseOrder',
    SLOW,
    async () => {
      const user = await openPanel('caseId=CAS000000000000200&caseOrder=200&viewId=view-open');
      expect(screen.getByRole('heading', { name: 'Service control panel' })).toBeTruthy();
      // The case itself: its page body with its fields.
      expect((await screen.findAllByText('Case 200', {}, SLOW)).length).toBeGreaterThan(0);
      expect((await screen.findAllByText('Priority')).length).toBeGreaterThan(0);
      // Its related activities (the activity panel of the case's page).
      expect(await screen.findByText('Call the customer back', {}, SLOW)).toBeTruthy();
      // Case 200 is the last of the first page: the next one comes from the view's second page.
      expect(await within(panelBar()).findByText('Case 200 of the view "Open cases"')).toBeTruthy();
      expect(server.callsTo('view/getViewListData')).toHaveLength(2);
      expect(envelopePayload<{ viewId: string }>(server.callsTo('view/getViewListData')[0]).viewId).toBe(
        'view-open',
      );
      await user.click(within(panelBar()).getByRole('button', { name: /Next case/ }));
      expect(await within(panelBar()).findByText('Case 201 of the view "Open cases"')).toBeTruthy();
      expect((await screen.findAllByText('Case 201')).length).toBeGreaterThan(0);
      await user.click(within(panelBar()).getByRole('button', { name: /Previous case/ }));
      await user.click(within(panelBar()).getByRole('button', { name: /Previous case/ }));
      expect(await within(panelBar()).findByText('Case 199 of the view "Open cases"')).toBeTruthy();
    },
  );

  it(
    '[S2-R-003] a case saved without a place is found in the default view; the first case has no previous one; Alt+→ steps on',
    SLOW,
    async () => {
      const user = await openPanel('caseId=CAS000000000000001&caseOrder=&viewId=');
      expect(await within(panelBar()).findByText('Case 1 of the view "Open cases"', {}, SLOW)).toBeTruthy();
      expect(server.callsTo('view/getViewList')).toHaveLength(1);
      expect(within(panelBar()).getByRole('button', { name: /Previous case/ })).toHaveProperty(
        'disabled',
        true,
      );
      await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
      expect(await within(panelBar()).findByText('Case 2 of the view "Open cases"')).toBeTruthy();
    },
  );

  it('[S2-R-003] a case the view does not hold says so and offers no steps', SLOW, async () => {
    await openPanel('caseId=CAS999999999999999&caseOrder=3&viewId=view-open');
    expect(
      await within(panelBar()).findByText('This case is not in the view "Open cases".', {}, SLOW),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(panelBar()).getByRole('button', { name: /Next case/ })).toHaveProperty('disabled', true),
    );
  });
});

describe('a screen that needs the console navigation (spec 1 §6, spec 2 §6)', () => {
  it(
    '[S1-P-006][S2-P-004] outside the console or vertical menu the control panel warns and asks to switch to the console menu; switching opens it',
    SLOW,
    async () => {
      useGlobalStore.setState({ userSetup: { ...SETUP, tabStyle: '0' } });
      server.on(
        'user/saveUserSetup',
        envelopeRoute<{ tabStyle?: string }>((body) => ok({ ...SETUP, tabStyle: body.tabStyle ?? '0' })),
      );
      const user = await openPanel('caseId=CAS000000000000001&caseOrder=1&viewId=view-open');
      expect(await screen.findByText('This screen needs the console navigation')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Cases of the view' })).toBeNull();
      expect(server.callsTo('objectdetail/getDetail')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Switch to the console menu' }));
      expect(envelopePayload(server.callsTo('user/saveUserSetup')[0])).toEqual({ tabStyle: '1' });
      expect(await screen.findByRole('navigation', { name: 'Cases of the view' }, SLOW)).toBeTruthy();
      expect(useGlobalStore.getState().userSetup?.tabStyle).toBe('1');
    },
  );

  it(
    '[S1-P-006] a console app opens it at once; a partner outside one is told to open a console app',
    SLOW,
    async () => {
      useGlobalStore.setState({
        userInfo: { userId: 'p1', ispartner: true } as never,
        userSetup: { ...SETUP, tabStyle: '1' },
      });
      await openPanel('caseId=CAS000000000000001&caseOrder=1&viewId=view-open');
      expect(await screen.findByText(/the console menu is not available to partner users/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Switch to the console menu' })).toBeNull();
      // In an app of the console navigation style the same partner has the panel.
      act(() =>
        useGlobalStore.setState({
          applications: [{ id: 'app-service', name: 'Service', navigationStyle: 'console' }] as never,
          currentAppId: 'app-service',
        }),
      );
      expect(await screen.findByRole('navigation', { name: 'Cases of the view' }, SLOW)).toBeTruthy();
    },
  );
});
