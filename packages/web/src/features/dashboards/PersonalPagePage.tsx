import { lazy, Suspense } from 'react';
import './dashboards.css';

const HomePageComponents = lazy(() => import('./HomePageComponents.js'));

/** homePageObject/personalPage: the user's own home page, personalised with its Personalise button. */
export default function PersonalPagePage() {
  return (
    <main className="vela-dashboard__page">
      <Suspense fallback={null}>
        <HomePageComponents showEmpty />
      </Suspense>
    </main>
  );
}
