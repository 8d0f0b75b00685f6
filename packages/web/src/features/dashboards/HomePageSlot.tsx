import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchHomePage, type HomePage } from './home-api.js';

const HomePageComponents = lazy(() => import('./HomePageComponents.js'));

/**
 * The Home tab's place for the home page: it asks which page applies and loads the page's code only when
 * one does, so a Home tab without a page costs one small call and nothing else.
 */
export function HomePageSlot() {
  const [page, setPage] = useState<HomePage | null>(null);
  useEffect(() => {
    let live = true;
    fetchHomePage().then(
      (answer) => {
        if (live && answer.source !== 'none') setPage(answer);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  if (!page) return null;
  return (
    <Suspense fallback={null}>
      <HomePageComponents initial={page} />
    </Suspense>
  );
}
