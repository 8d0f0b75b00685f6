import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { loadDataLayer } from './data-layer.js';
import type { ScreenKey } from './route-table.js';

export type ScreenModule = { default: ComponentType };

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
  controlPanel: () => import('../features/control-panel/ControlPanelPage.js'),
  accessAdmin: () => import('../features/access-admin/AccessAdminPage.js'),
  partnerAccount: () => import('../features/partner-users/PartnerAccountPage.js'),
  externalUsers: () => import('../features/partner-users/ExternalUsersPage.js'),
  clientPool: () => import('../features/record-extras/ClientPoolPage.js'),
  customerHierarchy: () => import('../features/record-extras/CustomerHierarchyPage.js'),
  followedRecords: () => import('../features/record-extras/FollowedListPage.js'),
  addRelated: () => import('../features/record-extras/AddRelatedPage.js'),
  recycleBin: () => import('../features/record-cleanup/RecycleBinPage.js'),
  importWizard: () => import('../features/import-wizard/ImportWizardPage.js'),
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
  customPageWindow: () => import('../features/custom-pages/CustomPageWindow.js'),
  defaultCustomPage: () => import('../features/custom-pages/DefaultCustomPage.js'),
  defaultLaunchPage: () => import('../shell/menu/DefaultLaunchPage.js'),
  customPagesSetup: () => import('../features/setup/custom-pages/CustomPagesPage.js'),
  reportList: () => import('../features/reports/ReportListPage.js'),
  reportBuilder: () => import('../features/reports/ReportBuilderPage.js'),
  dashboardList: () => import('../features/dashboards/DashboardListPage.js'),
  dashboard: () => import('../features/dashboards/DashboardPage.js'),
  personalHomePage: () => import('../features/dashboards/PersonalPagePage.js'),
  roleHomePages: () => import('../features/dashboards/RolePagesPage.js'),
  customHomePage: () => import('../features/dashboards/CustomHomePage.js'),
  flowSettings: () => import('../features/automation/FlowSettingsPage.js'),
  fileList: () => import('../features/file-centre/FileListPage.js'),
  fileDetail: () => import('../features/file-centre/FileDetailPage.js'),
  help: () => import('../features/help/HelpPage.js'),
  setupHome: () => import('../features/setup/SettingsHomePage.js'),
  objectManager: () => import('../features/setup/ObjectManagerPage.js'),
  appManager: () => import('../features/setup/apps/AppManagerPage.js'),
  appDetail: () => import('../features/setup/apps/AppDetailPage.js'),
  objectDetail: () => import('../features/setup/ObjectDetailPage.js'),
  setupAuditTrail: () => import('../features/setup/AuditTrailPage.js'),
  reportPermissions: () => import('../features/reports/ReportPermissionsPage.js'),
  customSql: () => import('../features/reports/CustomSqlPage.js'),
  reportTypes: () => import('../features/reports/ReportTypesPage.js'),
  detailCharts: () => import('../features/reports/DetailChartsPage.js'),
  reportTemplates: () => import('../features/reports/ReportTemplatesPage.js'),
  reportTemplateBuilder: () => import('../features/reports/ReportTemplateBuilderPage.js'),
  mobileReport: () => import('../features/reports/MobileReportPage.js'),
  approvalList: () => import('../features/approvals/center/ApprovalListPage.js'),
  approvalAction: () => import('../features/approvals/center/ApprovalActionPage.js'),
  processSettings: () => import('../features/approvals/builder/ProcessSettingsPage.js'),
  processBuilder: () => import('../features/approvals/builder/ProcessBuilderPage.js'),
  calendar: () => import('../features/calendar/CalendarPage.js'),
  projectsHome: () => import('../features/projects/ProjectsHomePage.js'),
  projectPage: () => import('../features/projects/ProjectPage.js'),
  projectTasks: () => import('../features/projects/ProjectTasksPage.js'),
  timesheet: () => import('../features/timesheets/TimesheetPage.js'),
  resourceCalendar: () => import('../features/resource-calendar/ResourceCalendarPage.js'),
  dispatchDesk: () => import('../features/dispatch/DispatchDeskPage.js'),
  resourceUsage: () => import('../features/dispatch/ResourceUsagePage.js'),
  mood: () => import('../features/projects/MoodPage.js'),
  mailHome: () => import('../features/mail/MailHomePage.js'),
  mailDetail: () => import('../features/mail/MailDetailPage.js'),
  mailCompose: () => import('../features/mail/ComposePage.js'),
  emailObjects: () => import('../features/mail/records/EmailObjectsPage.js'),
  mailRelations: () => import('../features/mail/relations/RelationPage.js'),
  orgMailServer: () => import('../features/mail/OrgMailServerPage.js'),
  aiAgent: () => import('../features/ai-agents/AiAgentPage.js'),
  aiAgentSetup: () => import('../features/ai-agents/AiAgentSetupPage.js'),
  chatServicesSeat: () => import('../features/chat/ChatServicesSeatPage.js'),
  emailTemplates: () => import('../features/mail/templates/EmailTemplatesPage.js'),
  messageTemplates: () => import('../features/mail/templates/MessageTemplatesPage.js'),
  identityProviders: () => import('../features/setup/IdentityProvidersPage.js'),
  companyInfo: () => import('../features/setup/CompanyInfoPage.js'),
  importSettings: () => import('../features/import-wizard/ImportSettingsPage.js'),
  gdprCompliance: () => import('../features/setup/privacy/GdprCompliancePage.js'),
  majorEvents: () => import('../features/setup/milestones/MajorEventsPage.js'),
  eventTypeEdit: () => import('../features/setup/milestones/EventTypeEditPage.js'),
  newMajorEvent: () => import('../features/setup/milestones/NewMajorEventPage.js'),
  milestonesPreview: () => import('../features/setup/milestones/MilestonesPreviewPage.js'),
  milestonesBlank: () => import('../features/setup/milestones/MilestonesStart.js'),
  userPageSetup: () => import('../features/setup/UserPageSetupPage.js'),
  thirdLogin: () => import('../features/identity/ThirdLoginPage.js'),
  thirdPartyStart: () => import('../features/identity/ThirdPartyStartPage.js'),
  thirdAuthorization: () => import('../features/identity/ThirdAuthorizationPage.js'),
  thirdLogged: () => import('../features/identity/ThirdLoggedPage.js'),
  authError: () => import('../features/identity/AuthErrorPage.js'),
  singleLogout: () => import('../features/identity/SingleLogoutPage.js'),
  singleLogoutDone: () => import('../features/identity/SingleLogoutDonePage.js'),
  textMessages: () => import('../features/sms/TextMessagesPage.js'),
  smsTestOutbox: () => import('../features/sms/TestOutboxPage.js'),
  scheduleAppointment: () => import('../features/booking/ScheduleAppointmentPage.js'),
  bookingDetails: () => import('../features/booking/BookingDetailsPage.js'),
  publicBooking: () => import('../features/booking/PublicBookingPage.js'),
  marketingFormList: () => import('../features/marketing-forms/MarketingFormListPage.js'),
  marketingFormTemplates: () => import('../features/marketing-forms/SelectTemplatePage.js'),
  marketingFormBuilder: () => import('../features/marketing-forms/FormBuilderPage.js'),
  marketingFormPreview: () => import('../features/marketing-forms/FormPreviewPage.js'),
  marketingFormDetail: () => import('../features/marketing-forms/FormDetailPage.js'),
  marketingFormSubmissions: () => import('../features/marketing-forms/SubmissionsPage.js'),
  publicMarketingForm: () => import('../features/marketing-forms/PublicFormPage.js'),
  pending: () => import('./PendingScreen.js'),
};

type DataLayerModule = Awaited<ReturnType<typeof loadDataLayer>>;
type ListQueriesModule = typeof import('../features/list-view/list-queries.js');
/** Kept once loaded, so a click's prefetch starts in the click's own task rather than after two imports. */
let warmModules: { layer: DataLayerModule; lists: ListQueriesModule } | undefined;
const loadListPrefetch = () =>
  Promise.all([loadDataLayer(), import('../features/list-view/list-queries.js')]).then(([layer, lists]) => {
    warmModules = { layer, lists };
    return warmModules;
  });

/**
 * Data a screen reads first, asked for by its route's loader while the screen's code loads (issue 7:
 * a list's rows within 200 ms of the click). The screen then reads the same queries from the cache.
 */
export const SCREEN_PREFETCH: Partial<Record<ScreenKey, (args: LoaderFunctionArgs) => void>> = {
  listView: ({ params, request }) => {
    const objectApi = params.objectApi;
    if ((params.type ?? 'table') !== 'table' || !objectApi) return;
    const search = new URL(request.url).searchParams;
    const prefetch = ({ layer, lists }: NonNullable<typeof warmModules>) =>
      lists.prefetchListView(layer.queryClient, objectApi, search);
    if (warmModules) prefetch(warmModules);
    // The screen asks again and shows the error itself.
    else void loadListPrefetch().then(prefetch, () => undefined);
  },
};

/** The screens people open most, after sign-in: their code is fetched while the browser is idle. */
const OFTEN_OPENED: readonly ScreenKey[] = ['listView', 'recordDetail', 'recordForm'];

let warmed = false;
/** Fetches the most opened screens' code (and the list's prefetch) once; call it when the browser is idle. */
export function warmOftenOpenedScreens(): void {
  if (warmed) return;
  warmed = true;
  for (const key of OFTEN_OPENED) void SCREEN_LOADERS[key]().catch(() => undefined);
  void loadListPrefetch().catch(() => undefined);
}
