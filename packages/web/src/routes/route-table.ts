import type { MessageKeyName } from '../i18n/index.js';

/**
 * Every route of spec 1 §2 (expanded as requirements.md S1-R-001…235 and
 * S2-R-001…003 expand it), as data: the router is built from this list, and
 * tests count it. A route whose screen is not built yet says so honestly.
 */
export type ScreenKey =
  | 'home'
  | 'login'
  | 'changePassword'
  | 'profileInfo'
  | 'modifyPassword'
  | 'authVisit'
  | 'loginHistory'
  | 'apiKeys'
  | 'consoleRedirect'
  | 'listView'
  | 'recordForm'
  | 'recordDetail'
  | 'accessAdmin'
  | 'partnerAccount'
  | 'externalUsers'
  | 'clientPool'
  | 'customerHierarchy'
  | 'followedRecords'
  | 'addRelated'
  | 'recycleBin'
  | 'importWizard'
  | 'duplicates'
  | 'mergeRecords'
  | 'globalSearch'
  | 'tagList'
  | 'printQuotation'
  | 'printInvoice'
  | 'printDetail'
  | 'printTable'
  | 'printTemplates'
  | 'pdfView'
  | 'splitScreen'
  | 'floatingList'
  | 'customPage'
  | 'reportList'
  | 'reportBuilder'
  | 'dashboardList'
  | 'dashboard'
  | 'personalHomePage'
  | 'roleHomePages'
  | 'customHomePage'
  | 'flowSettings'
  | 'fileList'
  | 'fileDetail'
  | 'help'
  | 'setupHome'
  | 'objectManager'
  | 'objectDetail'
  | 'appManager'
  | 'appDetail'
  | 'setupAuditTrail'
  | 'approvalList'
  | 'approvalAction'
  | 'processSettings'
  | 'processBuilder'
  | 'calendar'
  | 'projectsHome'
  | 'projectPage'
  | 'projectTasks'
  | 'timesheet'
  | 'resourceCalendar'
  | 'dispatchDesk'
  | 'resourceUsage'
  | 'mood'
  | 'mailHome'
  | 'mailDetail'
  | 'mailCompose'
  | 'emailObjects'
  | 'mailRelations'
  | 'orgMailServer'
  | 'aiAgent'
  | 'aiAgentSetup'
  | 'chatServicesSeat'
  | 'reportPermissions'
  | 'customSql'
  | 'reportTypes'
  | 'mobileReport'
  | 'detailCharts'
  | 'reportTemplates'
  | 'reportTemplateBuilder'
  | 'emailTemplates'
  | 'messageTemplates'
  | 'identityProviders'
  | 'companyInfo'
  | 'importSettings'
  | 'gdprCompliance'
  | 'majorEvents'
  | 'eventTypeEdit'
  | 'newMajorEvent'
  | 'milestonesPreview'
  | 'milestonesBlank'
  | 'userPageSetup'
  | 'thirdLogin'
  | 'thirdPartyStart'
  | 'thirdAuthorization'
  | 'thirdLogged'
  | 'authError'
  | 'singleLogout'
  | 'singleLogoutDone'
  | 'textMessages'
  | 'smsTestOutbox'
  | 'controlPanel'
  | 'customPageWindow'
  | 'defaultCustomPage'
  | 'defaultLaunchPage'
  | 'customPagesSetup'
  | 'scheduleAppointment'
  | 'bookingDetails'
  | 'publicBooking'
  | 'marketingFormList'
  | 'marketingFormTemplates'
  | 'marketingFormBuilder'
  | 'marketingFormPreview'
  | 'marketingFormDetail'
  | 'marketingFormSubmissions'
  | 'publicMarketingForm'
  | 'pending';

export interface RouteEntry {
  /** Absolute path in react-router syntax (':id', optional ':reportId?'). */
  path: string;
  /** English title; the page title is this, ' | ', then the base title (spec 1 §2.7). */
  title: string;
  titleKey?: MessageKeyName;
  /** Route names the spec uses when opening records (spec 1 §2.2, DECISIONS 10). */
  name?: string;
  status: 'built' | 'pending';
  /** 'shell' routes sit inside the signed-in frame; 'outside' ones stand alone. */
  area: 'shell' | 'outside';
  screen: ScreenKey;
  /** A redirect: where the path leads (spec 1 §2.3, §2.4). */
  redirectTo?: string;
  /** A misspelt variant of another path that leads to the same screen (DECISIONS 8). */
  variantOf?: string;
  /**
   * A language-only page (spec 1 §2.7, S1-B-051; docs/DESIGN-CHOICES.md "Language-only pages"): it needs
   * the language and nothing else, so it is drawn on a white page — no shell, no startup calls, no
   * server-state cache (which also keeps the JavaScript before sign-in small; RootFrame).
   */
  languageOnly?: true;
}

type Extra = Partial<Omit<RouteEntry, 'path' | 'title'>>;

const shell = (path: string, title: string, extra: Extra = {}): RouteEntry => ({
  path,
  title,
  status: 'pending',
  area: 'shell',
  screen: 'pending',
  ...extra,
});
const outside = (path: string, title: string, extra: Extra = {}): RouteEntry =>
  shell(path, title, { area: 'outside', ...extra });
const built = (screen: ScreenKey, titleKey?: MessageKeyName): Extra =>
  titleKey ? { status: 'built', screen, titleKey } : { status: 'built', screen };

const RECORD_ROUTES: RouteEntry[] = [
  shell('/home/create/:type/:objectApi/:objId/:prefix', 'New record', built('recordForm')),
  shell('/commonObjects/views/:type/:objectApi/:objId/:prefix', 'List view', built('listView')),
  shell('/commonObjects/multi-screen/:objectApi/:objId/:prefix', 'Split view', built('splitScreen')),
  shell('/commonObjects/detail/:id/:oprateType', 'Record detail', built('recordDetail')),
  shell('/commonObjects/pdfViewDetail/:id', 'PDF detail', built('pdfView')),
  shell('/commonObjects/suspension-list/:id/:type', 'Floating list', built('floatingList')),
  shell('/commonObjects/tagList', 'Tags', built('tagList')),
  shell('/commonObjects/combination', 'Merge records', built('mergeRecords')),
  shell('/commonObjects/cnki', 'Duplicate check', built('duplicates')),
  shell('/commonObjects/cnkiResult/:objApi', 'Duplicates', built('duplicates')),
  shell('/commonObjects/handleRepeat', 'Resolve duplicates', built('mergeRecords')),
  shell('/commonObjects/combinationRepeat', 'Merge duplicates', built('mergeRecords')),
  shell('/commonObjects/customer', 'Customer hierarchy', built('customerHierarchy')),
  shell('/commonObjects/followed', 'Followed records', built('followedRecords')),
  shell('/commonObjects/hopper', 'Sales funnel'),
  shell('/commonObjects/upgrade-hopper', 'Stage advance'),
  shell('/commonObjects/externalUsers/:id/:prefix/:objectApi', 'External users', built('externalUsers')),
  shell('/commonObjects/activeMember/:id', 'Campaign members'),
  shell('/commonObjects/invitation/:type/:objectApi/:objId/:prefix', 'Invitations'),
  shell('/commonObjects/sendMail/:id/:userIds', 'Send e-mail', built('mailCompose')),
  shell('/commonObjects/maketingChannelListShow', 'Marketing channels'),
  shell('/commonObjects/marketingChannelListShow', 'Marketing channels', {
    variantOf: '/commonObjects/maketingChannelListShow',
  }),
  shell('/marketingChannelListShow', 'Marketing channels'),
  shell('/activeMember/:id', 'Campaign members'),
  shell('/invitation/:type/:objectApi/:objId/:prefix', 'Invitations'),
  shell('/sendMail/:id/:userIds', 'Send e-mail', built('mailCompose')),
  shell('/marketingPostersListShow', 'Marketing posters'),
  shell('/marketingSocialListShow', 'Marketing social posts'),
  shell('/marketingInvitationShow', 'Marketing invitations'),
  shell('/marketingLandPageListShow', 'Landing pages'),
  shell('/marketingFlowListShow', 'Marketing flows'),
  shell('/maketingChannelListShow', 'Marketing channels', { variantOf: '/marketingChannelListShow' }),
  shell('/maketingPostersListShow', 'Marketing posters', { variantOf: '/marketingPostersListShow' }),
  shell('/maketingSocialListShow', 'Marketing social posts', { variantOf: '/marketingSocialListShow' }),
  shell('/maketingInvitationShow', 'Marketing invitations', { variantOf: '/marketingInvitationShow' }),
  shell('/maketingLandPageListShow', 'Landing pages', { variantOf: '/marketingLandPageListShow' }),
  shell('/maketingFlowListShow', 'Marketing flows', { variantOf: '/marketingFlowListShow' }),
  shell('/commonObjects/ganttResource', 'Resource usage', built('resourceUsage')),
  shell('/clientPool/:objectApi/:objId/:prefix', 'Client pool', built('clientPool')),
  shell('/Knowledgearticles/:objectApi/:objId/:prefix', 'Knowledge articles'),
  shell('/projectTasks', 'Project tasks', built('projectTasks')),
  shell('/workListDetails', 'Work list details', built('timesheet')),
  shell('/structureChart/:opportunityId/:bigTitle/:objId', 'Structure chart'),
  shell('/EquityPenetrationRelation/:id', 'Equity relations'),
  shell(
    '/add-relevant-obj/:prefix/:objectApi/:relevantObjectLevel',
    'Add related record',
    built('addRelated'),
  ),
];

const CONSOLE_ROUTES: RouteEntry[] = [
  shell('/console-detail/:id/:oprateType', 'Record detail', {
    name: 'consoleDetail',
    ...built('recordDetail'),
  }),
  shell('/console-project-detail/:id/:oprateType', 'Project detail', {
    name: 'consoleProjectDetail',
    ...built('projectPage'),
  }),
  shell('/console-injection-component/:page/:pageId', 'Custom page', { name: 'consoleInjectionComponent' }),
  shell('/console-menu1-create/:objectApi/:objId/:prefix/:page', 'New record', {
    name: 'consoleMenu1Create',
    ...built('recordForm'),
  }),
  shell('/console-menu2-create/:objectApi/:objId/:prefix/:page', 'New record', {
    name: 'consoleMenu2Create',
    ...built('recordForm'),
  }),
  // DECISIONS 9: the edit routes without {id} carry the record id as ?id=.
  shell('/console-menu1-edit/:objectApi/:objId/:prefix/:page', 'Edit record', {
    name: 'consoleMenu1Edit',
    ...built('recordForm'),
  }),
  shell('/console-menu2-edit/:objectApi/:objId/:prefix/:page', 'Edit record', {
    name: 'consoleMenu2Edit',
    ...built('recordForm'),
  }),
  shell('/console-commonObjects/suspension-list/:id/:type', 'Floating list', built('floatingList')),
  shell('/console-dispatchingUnits', 'Dispatching units', built('dispatchDesk')),
  shell('/console-tab-create/:prefix/:objId/:objectApi/:page', 'New record', {
    name: 'consoleTabCreate',
    ...built('recordForm'),
  }),
  shell('/console-tab-edit/:id/:prefix/:objId/:objectApi/:page', 'Edit record', {
    name: 'consoleTabEdit',
    ...built('recordForm'),
  }),
  shell('/console-tab-detail/:id/:oprateType', 'Record detail', {
    name: 'consoleTabDetail',
    ...built('recordDetail'),
  }),
  shell('/console-tab-detail/project-detail/:id/:oprateType', 'Project detail', {
    name: 'consoleTabDetailProject',
    ...built('projectPage'),
  }),
  // Spec 1 §2.2: the multi-screen console hands its children to the console routes above.
  shell('/commonObjects/console-multi-screen/*', 'Console', built('consoleRedirect')),
];

const BUSINESS_ROUTES: RouteEntry[] = [
  shell('/quotation/editQuotation/:id', 'Edit quotation'),
  shell('/quotation/configQuotation/:pricebookid/:currency/:id', 'Configure quotation'),
  shell('/quotation/blockPricing', 'Block pricing'),
  shell('/quotation/ladderDiscount', 'Ladder discount'),
  shell('/priceManual/price-manual', 'Price manual'),
  shell('/priceManual/price-detail/:id', 'Price detail'),
  shell('/reportObject', 'Reports', { status: 'built', redirectTo: '/reportObject/reportList' }),
  shell('/reportObject/reportList', 'Reports', built('reportList')),
  shell('/dataSource', 'Report data source', built('reportTypes')),
  shell('/editReport/:type/:reportId?/:folderId?/:isOptimization?', 'Edit report', built('reportBuilder')),
  shell('/addReport/:type', 'New report', built('reportBuilder')),
  shell('/appReport/:type/:reportId?/:folderId?/:isOptimization?', 'Mobile report', built('mobileReport')),
  shell('/customsql/:reportId/:m', 'Custom SQL report', built('customSql')),
  // The Home tab's page shows the home page that applies (dashboards module) above the app's tabs.
  shell('/homePageObject/standardPage', 'Home', built('home')),
  shell('/homePageObject/personalPage', 'My home page', built('personalHomePage')),
  shell('/homePageObject/rolePage', 'Role home page', built('roleHomePages')),
  shell('/homePageObject/customPage', 'Custom home page', built('customHomePage')),
  shell('/dashboardObject/dashBoardList', 'Dashboards', built('dashboardList')),
  shell('/dashboardObject/dashboardIndex/:dashboardid', 'Dashboard', built('dashboard')),
  shell('/approvalCenter/approvalList', 'Approvals', built('approvalList')),
  shell('/approvalCenter/lastApprovalPeo', 'Previous approver', built('approvalAction')),
  shell('/approvalCenter/nextApproval', 'Next approver', built('approvalAction')),
  shell('/approvalCenter/approvalRequest', 'Approval request', built('approvalAction')),
  shell('/approvalCenter/approvalRecall', 'Recall approval', built('approvalAction')),
  shell('/approvalCenter/distributionAagain', 'Reassign approval', built('approvalAction')),
  shell('/approvalCenter/batchApproval', 'Batch approval', built('approvalAction')),
  shell('/approvalCenter/batchDistributionAagain', 'Batch reassign', built('approvalAction')),
  shell('/customerWorkbench/workbench', 'Customer workbench'),
  shell('/controlPanel/control', 'Service control panel', built('controlPanel')),
  shell('/ccFileCenter/ccFileList', 'Files', built('fileList')),
  shell('/ccFileCenter/fileDetail', 'File detail', built('fileDetail')),
  shell('/ccFileCenter/detailList', 'File list', built('fileList')),
  shell('/noteSms/noteSmsList', 'Text messages', built('textMessages')),
  // Ours (issue 23): the built-in test provider's outbox, for administrators.
  shell('/noteSms/testOutbox', 'Test provider outbox', built('smsTestOutbox')),
  shell('/emailobject', 'E-mail', built('emailObjects')),
  shell('/relation', 'E-mail relations', built('mailRelations')),
  shell('/emailhome', 'E-mail home', built('mailHome')),
  shell('/writeEmail', 'Write e-mail', built('mailCompose')),
  shell('/MailMain', 'Mailbox', built('mailHome')),
  shell('/MailDetail', 'E-mail detail', built('mailDetail')),
  shell('/moodFound/index', 'Mood', built('mood')),
  shell('/projectManagement/homePage', 'Projects', built('projectsHome')),
  shell('/gantt/gantt', 'Gantt chart', built('projectPage')),
  shell('/gantt2025', 'Gantt chart', built('projectPage')),
  shell('/resoursecalendar/resoursecalendar', 'Resource calendar', built('resourceCalendar')),
  shell('/scheduleappointment/scheduleappointment', 'Appointments', built('scheduleAppointment')),
  shell('/scheduleappointment/bookingdetails', 'Booking details', built('bookingDetails')),
  shell('/dispatchingUnits', 'Dispatching units', built('dispatchDesk')),
  shell('/DispatchDesk', 'Dispatch desk', built('dispatchDesk')),
  shell('/calendarheader', 'Calendar', built('calendar')),
  shell('/colleagueCircle/dynamic', 'Colleague feed'),
  shell('/colleagueCircle/details', 'Post'),
  shell('/groupObject/groupList', 'Groups'),
  shell('/groupObject/groupDetails', 'Group'),
  shell('/targetModel/index', 'Target models'),
  shell('/targetModel/detail', 'Target model'),
  shell('/target/index', 'Targets'),
  shell('/forecast/forecast', 'Forecast'),
  shell('/actualworklist/listviews', 'Work lists', built('timesheet')),
  shell('/actualworklist/batchAdd/CreatProObjChild', 'Add work items', built('timesheet')),
  shell('/importmodule', 'Import data', { status: 'built', redirectTo: '/importmodule/home' }),
  shell('/importmodule/home', 'Import data', built('importWizard')),
  shell('/importmodule/step1', 'Import data: choose file', built('importWizard')),
  shell('/importmodule/step2', 'Import data: map fields', built('importWizard')),
  shell('/importmodule/step3', 'Import data: confirm', built('importWizard')),
  shell('/recycle', 'Recycle bin', built('recycleBin')),
  shell('/marketForm/marketForm', 'Marketing forms', built('marketingFormList')),
  shell('/marketForm/createFrom', 'New marketing form', built('marketingFormBuilder')),
  shell('/marketForm/preview', 'Form preview', built('marketingFormPreview')),
  shell('/marketForm/detailForm', 'Form detail', built('marketingFormDetail')),
  shell('/marketForm/selectTemplate', 'Choose a form template', built('marketingFormTemplates')),
  shell('/marketForm/TablePanel', 'Form submissions', built('marketingFormSubmissions')),
  shell('/marketForm/mailchimpList/:type', 'Mailchimp lists'),
  shell('/social/social', 'Social'),
  shell('/marketSetHost', 'Marketing host'),
  shell('/landingPage', 'Landing pages'),
  shell('/landingPage/detail', 'Landing page'),
  shell('/landingPage/create', 'New landing page'),
  shell('/marketingCanvas/:id', 'Journey'),
  shell('/marketJourney', 'Journeys'),
  shell('/ordering', 'Ordering', { status: 'built', redirectTo: '/orderingPlatform' }),
  shell('/orderingPlatform', 'Ordering'),
  shell('/orderingShoppingCar', 'Shopping cart'),
  shell('/createOrder', 'New order'),
  shell('/orderPay/:totalPrice/:orderId', 'Pay order'),
  shell('/partnerAccount/detail', 'Partner account', built('partnerAccount')),
  shell('/injectionComponent', 'Custom page', built('customPage')),
  shell('/custome/customePage', 'Custom page', built('customPage')),
  shell('/globalsearch/:searchObjId/:userInput?', 'Search results', built('globalSearch')),
  shell('/defaultPage', 'Default page', built('defaultLaunchPage')),
  shell('/defaultCustomPage', 'Default custom page', built('defaultCustomPage')),
  shell('/customScriptMenuPage', 'Script page'),
  shell('/velaAi', 'AI assistant', built('aiAgent')),
];

const PROFILE_ROUTES: RouteEntry[] = [
  shell('/profileSetting', 'My settings', { status: 'built', redirectTo: '/profileSetting/profileInfo' }),
  shell('/profileSetting/profileInfo', 'Profile', built('profileInfo', 'profile.tab.info')),
  shell('/profileSetting/modifyPassword', 'Password', built('modifyPassword', 'profile.tab.password')),
  shell('/profileSetting/authVisit', 'Active sessions', built('authVisit', 'profile.tab.sessions')),
  shell('/profileSetting/loginHistory', 'Login history', built('loginHistory', 'profile.tab.history')),
  shell('/profileSetting/apiKeys', 'API keys', built('apiKeys', 'profile.tab.apiKeys')),
];

const SETUP_PAGES: [string, string][] = [
  ['userPageSetup', 'User page setup'],
  ['objectTemplatePrint', 'Print templates'],
  ['newObjectTemplate', 'New print template'],
  ['TemplateDetail', 'Template detail'],
  ['electronicSignature', 'Electronic signature'],
  ['onlinePay', 'Online payment'],
  ['taxCategory', 'Tax categories'],
  ['emailTemplate', 'E-mail templates'],
  ['messageTemplate', 'Message templates'],
  ['callCenter', 'Call centre'],
  ['chat/servicesSeat', 'Chat agents'],
  ['chat/littleWidget', 'Chat widget'],
  ['Administration', 'Administration'],
  ['gdprCompliance', 'GDPR compliance'],
  ['productSetting', 'Product settings'],
  ['blankPage', 'Blank page'],
  ['NewMajorEvents', 'New major event'],
  ['seePage', 'Preview'],
  ['importantEvent', 'Major events'],
  ['importantEvent/edit', 'Edit major event'],
  ['processSettings', 'Process settings'],
  ['newBuildProcess', 'New process'],
  ['reportTemplate', 'Report templates'],
  ['newTemplate', 'New template'],
  ['editTemplate', 'Edit template'],
  ['miniProgram/bind', 'Mini program'],
  ['slideshow', 'Slideshow'],
  ['message', 'Messages'],
  ['editMessage/:type/:id', 'Edit message'],
  ['editSlideShow/:type/:id', 'Edit slideshow'],
  ['qrCodeSetting', 'QR codes'],
  ['marketPage', 'Marketing pages'],
  ['basicSetup', 'Company information'],
  ['siteSetup', 'Site setup'],
  ['customerServicepc', 'Customer service'],
  ['editSite', 'Edit site'],
  ['financeSetting', 'Finance settings'],
  ['detailsPageChart', 'Detail page charts'],
  ['reportChart', 'Report charts'],
  ['evaluationSet', 'Evaluation settings'],
  ['rulesOrderSetting', 'Ordering rules'],
  ['marketSubscriptionType', 'Subscription types'],
  ['marketSocialAccount', 'Social accounts'],
  ['marketDnsSetting', 'DNS settings'],
  ['costomui/pageList', 'Custom pages'],
  ['costomui/componentList', 'Custom components'],
  ['integrate/enterpriseWechat', 'Enterprise WeChat'],
  ['integrate/role', 'Integration roles'],
  ['integrate/user', 'Integration users'],
  // Ours (issue 20): record-triggered flows; the process settings link it as their Flows tab.
  ['flowSettings', 'Flows'],
];

/** The setup pages built so far, by their page name. */
const SETUP_SCREENS: Partial<Record<string, ScreenKey>> = {
  Administration: 'accessAdmin',
  objectTemplatePrint: 'printTemplates',
  processSettings: 'processSettings',
  newBuildProcess: 'processBuilder',
  flowSettings: 'flowSettings',
  emailTemplate: 'emailTemplates',
  messageTemplate: 'messageTemplates',
  // Issue 26 item 2: the organisation as the seller its quotations and invoices print (docs/DESIGN-CHOICES.md).
  basicSetup: 'companyInfo',
  // Issue 18: export, erase or anonymise a person (docs/DESIGN-CHOICES.md "GDPR compliance").
  gdprCompliance: 'gdprCompliance',
  // Issue 18: company milestones on accounts (docs/DESIGN-CHOICES.md "Company milestones").
  importantEvent: 'majorEvents',
  'importantEvent/edit': 'eventTypeEdit',
  NewMajorEvents: 'newMajorEvent',
  seePage: 'milestonesPreview',
  blankPage: 'milestonesBlank',
  // Issue 18: a user's page setup, set by an administrator (docs/DESIGN-CHOICES.md "User page setup").
  userPageSetup: 'userPageSetup',
  // Issue 18: sign-in providers, their group → role (integrate/role) and → profile (integrate/user) maps.
  'integrate/role': 'identityProviders',
  'integrate/user': 'identityProviders',
  // Issue 24: the organisation's chat setup (who may chat; getSetupInfo answers from it).
  'chat/servicesSeat': 'chatServicesSeat',
  // Issue 18: the organisation's custom pages (docs/DESIGN-CHOICES.md "Custom pages").
  'costomui/pageList': 'customPagesSetup',
  // Issue 19: report charts on record detail pages (docs/DESIGN-CHOICES.md "Detail page charts").
  reportChart: 'detailCharts',
  detailsPageChart: 'detailCharts',
  // Issue 19: report templates users start a report from (docs/DESIGN-CHOICES.md "Report templates").
  reportTemplate: 'reportTemplates',
  newTemplate: 'reportTemplateBuilder',
  editTemplate: 'reportTemplateBuilder',
};

const SETTINGS_ROUTES: RouteEntry[] = [
  shell('/systemSettings', 'Setup', built('setupHome', 'shell.setup')),
  // Issue 18's setup pages beyond spec 1 §2.5's list (docs/DESIGN-CHOICES.md "Setup").
  shell('/systemSettings/setuppage/objectManager', 'Object manager', built('objectManager')),
  shell('/systemSettings/setuppage/objectManager/:objId', 'Object', built('objectDetail')),
  shell('/systemSettings/setuppage/appManager', 'App manager', built('appManager')),
  shell('/systemSettings/setuppage/appManager/:appId', 'App', built('appDetail')),
  shell('/systemSettings/setuppage/auditTrail', 'Audit trail', built('setupAuditTrail')),
  shell('/systemSettings/setuppage/reportPermissions', 'Report permissions', built('reportPermissions')),
  shell('/systemSettings/setuppage/aiAgents', 'AI agents', built('aiAgentSetup')),
  // Issue 23: the organisation's outgoing e-mail server (or the built-in test provider).
  shell('/systemSettings/setuppage/mailServer', 'Outgoing e-mail server', built('orgMailServer')),
  // Issue 21: the organisation's import size limit (the import wizard's step 1 reads it).
  shell('/systemSettings/setuppage/importSettings', 'Import settings', built('importSettings')),
  ...SETUP_PAGES.map(([page, title]) => {
    const screen = SETUP_SCREENS[page];
    return shell(`/systemSettings/setuppage/${page}`, title, screen ? built(screen) : {});
  }),
];

const LANGUAGE_ONLY: Extra = { languageOnly: true };

const OUTSIDE_ROUTES: RouteEntry[] = [
  outside('/login', 'Sign in', { ...built('login', 'auth.signIn'), languageOnly: true }),
  outside('/loginAbb', 'Sign in', LANGUAGE_ONLY),
  outside('/changePassword', 'Choose a new password', {
    ...built('changePassword', 'auth.changePassword.title'),
    languageOnly: true,
  }),
  outside('/thirdPartyLoginAuth', 'Third-party sign-in', { ...LANGUAGE_ONLY, ...built('thirdPartyStart') }),
  outside('/thirdLogged', 'Third-party sign-in', { ...LANGUAGE_ONLY, ...built('thirdLogged') }),
  outside('/thirdLogin', 'Third-party sign-in', { ...LANGUAGE_ONLY, ...built('thirdLogin') }),
  outside('/thirdAuthorization', 'Third-party authorisation', {
    ...LANGUAGE_ONLY,
    ...built('thirdAuthorization'),
  }),
  outside('/errorPageAuth', 'Sign-in error', { ...LANGUAGE_ONLY, ...built('authError') }),
  outside('/singleLogoutLogged', 'Signed out', { ...LANGUAGE_ONLY, ...built('singleLogoutDone') }),
  outside('/singleLogoutLogin', 'Single sign-out', { ...LANGUAGE_ONLY, ...built('singleLogoutDone') }),
  outside('/singleLogoutErrorPage', 'Sign-out error', { ...LANGUAGE_ONLY, ...built('authError') }),
  outside('/singleLogout', 'Single sign-out', { ...LANGUAGE_ONLY, ...built('singleLogout') }),
  outside('/singleLogoutAuthorization', 'Sign-out authorisation', {
    ...LANGUAGE_ONLY,
    ...built('singleLogout'),
  }),
  outside('/ntt', 'NTT'),
  outside('/help', 'Help centre', { ...LANGUAGE_ONLY, ...built('help', 'help.title') }),
  // Issue 22: a bookable service's public page and its confirmation's manage link (/book/manage?token=…).
  outside('/book/:slug', 'Book an appointment', {
    ...LANGUAGE_ONLY,
    ...built('publicBooking', 'booking.public.title'),
  }),
  // A published marketing form's public page: a visitor's answers become a lead (or contact).
  outside('/webform/:slug', 'Form', { ...LANGUAGE_ONLY, ...built('publicMarketingForm') }),
  outside('/jumpPage', 'Redirecting', LANGUAGE_ONLY),
  outside('/promptlyPayment', 'Payment'),
  outside('/mailEvaluation', 'E-mail feedback', LANGUAGE_ONLY),
  outside('/customPageWindowPopup', 'Custom page', built('customPageWindow')),
  outside('/injectionComponent1', 'Custom page', built('customPageWindow')),
  outside(
    '/print-invoices/:objId/:id/:templateId/:type/:userId/:loginName/:orgId',
    'Print invoice',
    built('printInvoice'),
  ),
  outside(
    '/print-table/:objId/:prefix/:objectApi/:viewId/:pageNum/:pageSize/:searchKeyWord/:tagIdsArr/:exactSearchFlag',
    'Print list',
    built('printTable'),
  ),
  outside('/print-detail/:id/:prefix', 'Print record', built('printDetail')),
  outside('/print-activeTable/:channel/:campaignId', 'Print campaign table'),
  outside('/print-quotation/:title/:objId/:id/:templateId/:type', 'Print quotation', built('printQuotation')),
];

export const HOME_ROUTE: RouteEntry = shell('/', 'Home', built('home'));

export const ROUTES: readonly RouteEntry[] = [
  HOME_ROUTE,
  ...RECORD_ROUTES,
  ...CONSOLE_ROUTES,
  ...BUSINESS_ROUTES,
  ...PROFILE_ROUTES,
  ...SETTINGS_ROUTES,
  ...OUTSIDE_ROUTES,
];

/** The path a spec route name leads to (DECISIONS 10). */
export function pathForRouteName(name: string): string | undefined {
  return ROUTES.find((route) => route.name === name)?.path;
}

/** Screens people can reach before signing in; their paths are never kept as a target. */
/**
 * S1-B-051: an address whose hash names a language-only page (the hash-routed form of old links,
 * '/#/help?topic=x' or '#mailEvaluation') is that page, drawn on a white page. Anything else in the
 * hash — an anchor, a signed-in page — is left alone. Answers the path to load, or undefined.
 */
export function languageOnlyPageFromHash(hash: string): string | undefined {
  const target = hash.replace(/^#\/?/, '/');
  const [pathname = ''] = target.split(/[?#]/);
  return ROUTES.some((route) => route.languageOnly && route.path === pathname) ? target : undefined;
}

export function isOutsideRoute(pathname: string): boolean {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return OUTSIDE_ROUTES.some((route) => route.path === first || route.path.startsWith(`${first}/`));
}
