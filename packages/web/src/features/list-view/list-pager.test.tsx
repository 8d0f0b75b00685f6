import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import { ListPager } from './ListPager.js';

const pager = (searchBound: number | undefined, keywordIndexPreparing = false) => (
  <ListPager
    pageNumber={1}
    pageSize={25}
    shown={25}
    count={{ count: 4_600, estimated: true, exactLimit: 2_000 }}
    searchBound={searchBound}
    keywordIndexPreparing={keywordIndexPreparing}
    canGoBack={false}
    canGoOn
    onBack={() => undefined}
    onOn={() => undefined}
    onPageSize={() => undefined}
  />
);

describe('list pager', () => {
  it('says when a keyword search sorted only the first matches, and the estimate as one', async () => {
    await renderWithApp(pager(500));
    expect(screen.getByTestId('list-total')).toHaveTextContent('About 4,600 items (estimate)');
    expect(screen.getByTestId('list-search-bounded')).toHaveTextContent(
      'Sorted among the first 500 matches: refine the search to reach the others',
    );
  });

  it('says nothing of a bound when the search sorted every match', async () => {
    await renderWithApp(pager(undefined));
    expect(screen.queryByTestId('list-search-bounded')).toBeNull();
  });

  it('says when the keyword search is still being prepared and matched name beginnings only (issue 26 item 17)', async () => {
    await renderWithApp(pager(undefined, true));
    expect(screen.getByTestId('list-keyword-preparing')).toHaveTextContent(
      'Keyword search is still being prepared; results match the start of the name only',
    );
  });

  it('says nothing of preparing once the keyword index is ready', async () => {
    await renderWithApp(pager(undefined));
    expect(screen.queryByTestId('list-keyword-preparing')).toBeNull();
  });
});
