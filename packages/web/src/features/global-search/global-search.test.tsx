import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SealedPayload } from '@vela/core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from '../../shell/top-bar/GlobalSearch.js';
import { resetGlobalState } from '../../state/index.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installSecureChannel } from '../../test-support/fake-secure-server.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import GlobalSearchPage, { SEARCH_RECHECK_MS } from './GlobalSearchPage.js';

const SLOW = { timeout: 20_000 } as const;

function WhereAmI() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** The top bar's search box and the results route, as the shell puts them. */
function renderSearch(route: string) {
  return renderWithApp(
    <>
      <GlobalSearch />
      <WhereAmI />
      <main>
        <Routes>
          <Route path="/" element={null} />
          <Route path="/globalsearch/:searchObjId/:userInput?" element={<GlobalSearchPage />} />
        </Routes>
      </main>
    </>,
    { route },
  );
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const SEARCH = 'businessEnquiry/searchList';
let server: FakeServer;
let secure: ReturnType<typeof installSecureChannel>;
const asked: unknown[] = [];

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  asked.length = 0;
  server = installFakeServer();
  secure = installSecureChannel(server);
  server.on(
    SEARCH,
    envelopeRoute<SealedPayload>(async (sealed) => {
      const question = (await secure.open(SEARCH, sealed)) as { keyword: string; searchObjId: string };
      asked.push(question);
      if (question.keyword === 'zzzz')
        return ok({ keyword: 'zzzz', searchObjId: 'all', groups: [], corrections: [] });
      // 'ripening': the first answer finds nothing while the index is prepared, the next finds the record.
      if (question.keyword === 'ripening') {
        const seen = asked.filter((one) => (one as { keyword: string }).keyword === 'ripening').length;
        if (seen > 1)
          return ok({
            keyword: 'ripening',
            searchObjId: 'all',
            corrections: [],
            groups: [
              {
                objId: 'account',
                objectApi: 'Account',
                prefix: '001',
                label: 'Account',
                pluralLabel: 'Accounts',
                icon: '',
                hasMore: false,
                records: [{ id: '001AAAAAAAAAAAAAAA2', name: 'Ripening Orchards', matched: null }],
              },
            ],
          });
        return ok({
          keyword: 'ripening',
          searchObjId: 'all',
          groups: [],
          corrections: [],
          keywordIndexPreparing: ['account'],
        });
      }
      if (question.keyword === 'fresh')
        return ok({
          keyword: 'fresh',
          searchObjId: 'all',
          groups: [],
          corrections: [],
          keywordIndexPreparing: ['account'],
        });
      return ok({
        keyword: question.keyword,
        searchObjId: question.searchObjId,
        corrections: [{ typed: 'jonhson', meant: ['johnson'] }],
        groups: [
          {
            objId: 'contact',
            objectApi: 'Contact',
            prefix: '003',
            label: 'Contact',
            pluralLabel: 'Contacts',
            icon: '',
            hasMore: true,
            records: [
              {
                id: '003AAAAAAAAAAAAAAA1',
                name: 'Jane Johnson',
                matched: { field: 'email', label: 'E-mail', value: 'jane@johnson.example' },
              },
            ],
          },
          {
            objId: 'account',
            objectApi: 'Account',
            prefix: '001',
            label: 'Account',
            pluralLabel: 'Accounts',
            icon: '',
            hasMore: false,
            records: [{ id: '001AAAAAAAAAAAAAAA1', name: 'Johnson Holdings', matched: null }],
          },
        ],
      });
    }),
  );
});

afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
});

describe('global search', () => {
  it('[S1-R-150][S1-B-111] the top bar search opens the results page: groups by object, links to records, the body sealed', async () => {
    await renderSearch('/');
    const box = await screen.findByRole('combobox', { name: 'Search' }, SLOW);
    await userEvent.type(box, 'jonhson{Enter}');
    await waitFor(() => expect(address()).toBe('/globalsearch/all/jonhson'), SLOW);
    const main = await screen.findByRole('main', {}, SLOW);
    expect(
      await within(main).findByRole('heading', { name: 'Results for “jonhson”' }, SLOW),
    ).toBeInTheDocument();
    const contacts = await within(main).findByRole('list', { name: 'Contacts' }, SLOW);
    expect(within(contacts).getByRole('link', { name: 'Jane Johnson' })).toHaveAttribute(
      'href',
      '/commonObjects/detail/003AAAAAAAAAAAAAAA1/DETAIL',
    );
    expect(within(contacts).getByText('E-mail: jane@johnson.example')).toBeInTheDocument();
    expect(within(main).getByRole('list', { name: 'Accounts' })).toBeInTheDocument();
    expect(within(main).getByText('Also searched for: johnson')).toBeInTheDocument();
    expect(asked).toContainEqual({ keyword: 'jonhson', searchObjId: 'all' });
    expect(JSON.stringify(server.callsTo(SEARCH)[0]?.body)).not.toContain('jonhson');
    // More contacts than shown: search contacts only.
    await userEvent.click(within(main).getByRole('link', { name: 'More Contacts: search only here' }));
    await waitFor(() => expect(address()).toBe('/globalsearch/contact/jonhson'), SLOW);
    await waitFor(() => expect(asked).toContainEqual({ keyword: 'jonhson', searchObjId: 'contact' }), SLOW);
  }, 60_000);

  it('[S1-R-150] says so when nothing is found, with what to try', async () => {
    await renderSearch('/globalsearch/all/zzzz');
    const main = await screen.findByRole('main', {}, SLOW);
    expect(await within(main).findByText('Nothing found for “zzzz”', {}, SLOW)).toBeInTheDocument();
    expect(within(main).getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('[S1-R-150] suggests the best records of each object while the person types; a suggestion opens its record (issue 26 item 14)', async () => {
    await renderSearch('/');
    const box = await screen.findByRole('combobox', { name: 'Search' }, SLOW);
    await userEvent.type(box, 'jonhson');
    const list = await screen.findByRole('listbox', {}, SLOW);
    expect(list).toBeInTheDocument();
    expect(await screen.findByText('Johnson Holdings', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Jane Johnson')).toBeInTheDocument();
    expect(screen.getByText('E-mail: jane@johnson.example')).toBeInTheDocument();
    expect(screen.getByText('Contacts')).toBeInTheDocument();
    expect(screen.getByText('See all results for “jonhson”')).toBeInTheDocument();
    expect(asked).toContainEqual({ keyword: 'jonhson', searchObjId: 'all' });
    await userEvent.click(screen.getByText('Johnson Holdings'));
    await waitFor(() => expect(address()).toBe('/commonObjects/detail/001AAAAAAAAAAAAAAA1/DETAIL'), SLOW);
  }, 60_000);

  it('[S1-R-150] says keyword search is still being prepared instead of showing nothing', async () => {
    await renderSearch('/');
    const box = await screen.findByRole('combobox', { name: 'Search' }, SLOW);
    await userEvent.type(box, 'fresh');
    expect(
      await screen.findByText(
        'Keyword search is still being prepared; results match the start of the name only',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing found for “fresh”')).not.toBeInTheDocument();
  }, 60_000);

  it('[S1-R-150] the results page asks again while keyword search is prepared and shows what it finds once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderSearch('/globalsearch/all/ripening');
      const main = await screen.findByRole('main', {}, SLOW);
      await within(main).findByText(
        'Keyword search is still being prepared; results match the start of the name only',
        {},
        SLOW,
      );
      await vi.advanceTimersByTimeAsync(SEARCH_RECHECK_MS);
      expect(await within(main).findByRole('link', { name: 'Ripening Orchards' }, SLOW)).toBeInTheDocument();
      expect(
        within(main).queryByText(
          'Keyword search is still being prepared; results match the start of the name only',
        ),
      ).not.toBeInTheDocument();
      // Ready: no more asking.
      const asks = asked.length;
      await vi.advanceTimersByTimeAsync(SEARCH_RECHECK_MS * 2);
      expect(asked.length).toBe(asks);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('[S1-R-150] the results page says keyword search is still being prepared', async () => {
    await renderSearch('/globalsearch/all/fresh');
    const main = await screen.findByRole('main', {}, SLOW);
    expect(
      await within(main).findByText(
        'Keyword search is still being prepared; results match the start of the name only',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
