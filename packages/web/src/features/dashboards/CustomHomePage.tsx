import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CustomPageView, DefaultCustomPage } from '../custom-pages/index.js';
import { fetchHomePage, HOME_QUERY_KEY } from './home-api.js';
import './dashboards.css';

const HomePageComponents = lazy(() => import('./HomePageComponents.js'));

/**
 * homePageObject/customPage (S1-R-081; docs/DESIGN-CHOICES.md "Home pages"): a home page made of
 * components on a page of its own. `?page=` names a custom page (Setup › Custom pages) to show as the home
 * page; without it, the home page that applies (personal, role, standard), else the organisation's default
 * custom page.
 */
export default function CustomHomePage() {
  const [params] = useSearchParams();
  const named = params.get('pageId') ?? params.get('page') ?? '';
  const page = useQuery({
    queryKey: [HOME_QUERY_KEY, 'mine'],
    queryFn: fetchHomePage,
    retry: false,
    enabled: named === '',
  });
  if (named !== '') return <CustomPageView id={named} />;
  if (page.data === undefined && !page.isError)
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (page.data && page.data.source !== 'none')
    return (
      <main className="vela-dashboard__page">
        <Suspense fallback={null}>
          <HomePageComponents initial={page.data} />
        </Suspense>
      </main>
    );
  return <DefaultCustomPage />;
}
