import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { loadWithTimeout } from './lazy-screen.js';
import { RootFrame } from './RootFrame.js';
import { RouteErrorScreen } from './RouteErrorScreen.js';
import type { RouteHandle } from './route-handle.js';
import { HOME_ROUTE, ROUTES, type RouteEntry, type ScreenKey } from './route-table.js';
import { SessionGate, warmSignedInStart } from './SessionGate.js';

type ScreenModule = { default: ComponentType };

/** Every screen is its own chunk (ARCHITECTURE "Frontend conventions"). */
export const SCREEN_LOADERS: Record<ScreenKey, () => Promise<ScreenModule>> = {
  home: () => import('../shell/HomeScreen.js'),
  login: () => import('../auth/LoginPage.js'),
  changePassword: () => import('../auth/ChangePasswordPage.js'),
  profileInfo: () => import('../features/profile/ProfileInfoPage.js'),
  modifyPassword: () => import('../features/profile/ModifyPasswordPage.js'),
  authVisit: () => import('../features/profile/AuthVisitPage.js'),
  loginHistory: () => import('../features/profile/LoginHistoryPage.js'),
  apiKeys: () => import('../features/profile/ApiKeysPage.js'),
  consoleRedirect: () => import('./ConsoleMultiScreenRedirect.js'),
  listView: () => import('../features/list-view/ListViewPage.js'),
  recordForm: () => import('../features/record-form/RecordFormPage.js'),
  recordDetail: () => import('../features/record-detail/RecordDetailPage.js'),
  accessAdmin: () => import('../features/access-admin/AccessAdminPage.js'),
  partnerAccount: () => import('../features/partner-users/PartnerAccountPage.js'),
  externalUsers: () => import('../features/partner-users/ExternalUsersPage.js'),
  clientPool: () => import('../features/record-extras/ClientPoolPage.js'),
  customerHierarchy: () => import('../features/record-extras/CustomerHierarchyPage.js'),
  followedRecords: () => import('../features/record-extras/FollowedListPage.js'),
  addRelated: () => import('../features/record-extras/AddRelatedPage.js'),
  recycleBin: () => import('../features/record-cleanup/RecycleBinPage.js'),
  duplicates: () => import('../features/record-cleanup/DuplicatesPage.js'),
  mergeRecords: () => import('../features/record-cleanup/MergePage.js'),
  globalSearch: () => import('../features/global-search/GlobalSearchPage.js'),
  tagList: () => import('../features/tags/TagListPage.js'),
  printQuotation: () => import('../features/printing/PrintQuotationPage.js'),
  printInvoice: () => import('../features/printing/PrintInvoicePage.js'),
  printDetail: () => import('../features/printing/PrintDetailPage.js'),
  printTemplates: () => import('../features/printing/templates/PrintTemplatesPage.js'),
  printTable: () => import('../features/printing/PrintTablePage.js'),
  pdfView: () => import('../features/printing/PdfViewPage.js'),
  splitScreen: () => import('../features/list-screens/SplitScreenPage.js'),
  floatingList: () => import('../features/list-screens/FloatingListPage.js'),
  customPage: () => import('../features/custom-pages/CustomPagePage.js'),
  pending: () => import('./PendingScreen.js'),
};

function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => ({ Component: (await loadWithTimeout(load)).default });
}

function toRouteObject(entry: RouteEntry, relative: boolean): RouteObject {
  const path = relative ? entry.path.replace(/^\//, '') : entry.path;
  const handle: RouteHandle = { entry };
  const target = entry.redirectTo;
  if (target) {
    return {
      path,
      handle,
      loader: ({ request }) => redirect(`${target}${new URL(request.url).search}`),
    };
  }
  return { path, handle, lazy: lazyScreen(SCREEN_LOADERS[entry.screen]), ErrorBoundary: RouteErrorScreen };
}

function InitialChunkLoading() {
  return null;
}

export function buildAppRoutes(): RouteObject[] {
  const shellChildren = ROUTES.filter((entry) => entry.area === 'shell' && entry !== HOME_ROUTE);
  const outsideRoutes = ROUTES.filter((entry) => entry.area === 'outside');
  const shellRoute: RouteObject = {
    id: 'shell',
    path: '/',
    Component: SessionGate,
    // Runs beside the child route's lazy import: the shell's code and startup calls start at once.
    loader: ({ request }) => {
      warmSignedInStart(new URL(request.url).pathname);
      return null;
    },
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        index: true,
        handle: { entry: HOME_ROUTE } satisfies RouteHandle,
        lazy: lazyScreen(SCREEN_LOADERS.home),
        ErrorBoundary: RouteErrorScreen,
      },
      ...shellChildren.map((entry) => toRouteObject(entry, true)),
    ],
  };
  return [
    {
      Component: RootFrame,
      ErrorBoundary: RouteErrorScreen,
      // The first screen's chunk loads in well under a second: a blank page then, not a flash of a spinner.
      HydrateFallback: InitialChunkLoading,
      children: [
        shellRoute,
        ...outsideRoutes.map((entry) => toRouteObject(entry, false)),
        { path: '*', lazy: lazyScreen(() => import('./NotFoundScreen.js')) },
      ],
    },
  ];
}
