import type { CustomPageComponent } from '@vela/core';

/**
 * The demo org's apps and menus. Object items follow the convention shared
 * with the metadata module: objId is the object's api name lower-cased, and
 * each object keeps its record-id prefix.
 */
export interface DemoMenuItem {
  name: string;
  type?: 'object' | 'bot' | 'web' | 'script' | '';
  objectApi?: string;
  prefix?: string;
  layoutType?: 'list' | 'Kanban' | 'splitscreen';
  standardTabId?: string;
  url?: string;
  functionCode?: string;
  routerName?: string;
  params?: Record<string, string>;
  tabAction?: string[];
  isfixed?: boolean;
  isDefaultLaunchTab?: boolean;
  /** Spec 1 §2.7 opening modes: where the page opens, and whether in a new browser tab. */
  openPlace?: 'menu1' | 'menu2' | 'dialog' | 'tab';
  openMode?: 'self' | 'blank';
  /** A custom page of DEMO_CUSTOM_PAGES by its key; hashMarker sends it through injectionComponent. */
  customPage?: { key: string; hashMarker: boolean };
  children?: DemoMenuItem[];
}

export interface DemoCustomPage {
  key: string;
  name: string;
  components: CustomPageComponent[];
  /** The organisation's default custom page (`defaultCustomPage`). */
  isDefault?: boolean;
}

/** A custom page made of real components: a note for the team and the lists they work from. */
export const DEMO_CUSTOM_PAGES: readonly DemoCustomPage[] = [
  {
    key: 'sales-desk',
    name: 'Sales desk',
    isDefault: true,
    components: [
      {
        kind: 'richText',
        blocks: [
          { style: 'heading', text: 'This week' },
          {
            style: 'paragraph',
            text: 'Call every account that has not heard from us this month, then move your open opportunities on.',
          },
        ],
      },
      { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001' },
      { kind: 'listView', objectApi: 'Opportunity', objId: 'opportunity', prefix: '006' },
    ],
  },
];

export interface DemoApp {
  name: string;
  description: string;
  bgcolor: string;
  navigationStyle: 'horizontal' | 'console';
  appState: 0 | 1;
  isDefault?: boolean;
  partnerVisible?: boolean;
  logoSvg?: string;
  menu: DemoMenuItem[];
}

const object = (name: string, objectApi: string, prefix: string, extra: Partial<DemoMenuItem> = {}) => ({
  name,
  type: 'object' as const,
  objectApi,
  prefix,
  tabAction: ['new', 'import', 'export'],
  ...extra,
});
const standard = (name: string, standardTabId: string, extra: Partial<DemoMenuItem> = {}) => ({
  name,
  standardTabId,
  ...extra,
});

const accounts = object('Accounts', 'Account', '001');
const contacts = object('Contacts', 'Contact', '003');
const opportunities = object('Opportunities', 'Opportunity', '006', { layoutType: 'Kanban' as const });
const cases = object('Cases', 'velacase', '500');
const campaigns = object('Campaigns', 'campaign', '701');

/** A stored logo, so the demo shows both kinds: Sales has its own, the others get a monogram. */
const SALES_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Sales">' +
  '<rect width="64" height="64" rx="12" fill="#0b5cab"/>' +
  '<path d="M14 46h36M18 40V30M28 40V22M38 40V26M48 40V16" stroke="#fff" stroke-width="5" stroke-linecap="round"/>' +
  '</svg>';

export const PARTNER_ACME_ACCOUNT_ID = 'partner_acme';
export const PARTNER_ACME_LOGO_ID = 'logo_partner_acme';
export const PARTNER_ACME_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Acme Partners">' +
  '<rect width="40" height="40" rx="8" fill="#7c3aed"/>' +
  '<path d="M10 31 20 9l10 22M14 23h12" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/>' +
  '<text x="50" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#3b1d7a">Acme Partners</text>' +
  '</svg>';

export const DEMO_APPS: readonly DemoApp[] = [
  {
    name: 'Sales',
    description: 'Accounts, leads, opportunities, quotes and orders.',
    bgcolor: '#0b5cab',
    navigationStyle: 'horizontal',
    appState: 1,
    isDefault: true,
    logoSvg: SALES_LOGO_SVG,
    menu: [
      standard('Home', 'homePage', { isfixed: true, isDefaultLaunchTab: true }),
      accounts,
      contacts,
      object('Leads', 'Lead', '004'),
      opportunities,
      object('Quotes', 'quote', 'a0q'),
      object('Orders', 'velaorder', '801'),
      standard('Reports', 'report'),
      standard('Dashboards', 'dashboard'),
      standard('Calendar', 'calendar'),
      { name: 'Sales assistant', type: 'bot', functionCode: 'agent_sales' },
      // The in-app help centre (keyboard shortcuts, where things are), in a browser tab of its own.
      { name: 'Help', type: 'web', url: '/help' },
      { name: 'Territory check', type: 'script' },
      {
        name: 'More',
        children: [
          cases,
          campaigns,
          standard('Knowledge', 'knowledge'),
          standard('Client pool for leads', 'clientPoolLead', { objectApi: 'Lead', prefix: '004' }),
          standard('Client pool for accounts', 'clientPoolAccount', { objectApi: 'Account', prefix: '001' }),
          object('Invoices', 'Invoices', 'a0i'),
          object('Receivables', 'velaproceed', 'a0r'),
          standard('Forecast', 'forecast'),
          standard('E-mail', 'mail'),
          standard('Files', 'fileCenter'),
          standard('Approvals', 'approvalCenter'),
          // The opening modes on real screens: a list over the page, and a list in a new browser tab.
          object('Contact quick look', 'Contact', '003', { openPlace: 'dialog' }),
          object('Leads in a new tab', 'Lead', '004', { openPlace: 'tab', openMode: 'blank' }),
          // The hash marker rule of custom lightning pages: without it custome/customePage, with it injectionComponent.
          { name: 'Sales desk', customPage: { key: 'sales-desk', hashMarker: false } },
          { name: 'Sales desk (embedded)', customPage: { key: 'sales-desk', hashMarker: true } },
        ],
      },
    ],
  },
  {
    name: 'Service Console',
    description: 'Cases, knowledge and field service in a tabbed workspace.',
    bgcolor: '#2e844a',
    navigationStyle: 'console',
    appState: 1,
    menu: [
      object('Cases', 'velacase', '500', { layoutType: 'splitscreen' }),
      accounts,
      contacts,
      standard('Knowledge', 'knowledge'),
      standard('Dispatching units', 'dispatchingUnits'),
      standard('Shift plan', 'shiftPlan', { objectApi: 'Shift', prefix: '0Sf' }),
      object('Service resources', 'ServiceResource', '0Hn'),
    ],
  },
  {
    name: 'Marketing',
    description: 'Campaigns, forms, social and landing pages.',
    bgcolor: '#b45309',
    navigationStyle: 'horizontal',
    appState: 1,
    menu: [
      campaigns,
      standard('Market form', 'marketForm'),
      standard('Social', 'social'),
      { name: 'Landing pages', routerName: 'landingPage' },
    ],
  },
  {
    name: 'Partner Portal',
    description: 'What partner users work with: their accounts, deals and cases.',
    bgcolor: '#7c3aed',
    navigationStyle: 'horizontal',
    appState: 1,
    partnerVisible: true,
    menu: [accounts, opportunities, cases],
  },
  {
    name: 'Legacy Field Sales',
    description: 'Retired: kept for reference, not opened by default.',
    bgcolor: '#6b7280',
    navigationStyle: 'horizontal',
    appState: 0,
    menu: [accounts],
  },
];

/** Sets a flag the page can read; proves scripts load and run without touching any record. */
const ON_LOAD_SCRIPT = `// Runs once when a page loads. Marks the page so it is visible that client scripts ran.
context.page.flags.demoScriptLoaded = true;
return true;`;

/** DECISIONS 21: beforeSave may cancel the save; returning false stops it. */
const BLOCKED_COMPANY_SCRIPT = `// Leads whose company is BLOCKED may not be saved.
const company = String(context.record.company ?? '').trim().toUpperCase();
if (company === 'BLOCKED') {
  context.message = 'Leads from the company BLOCKED cannot be saved.';
  return false;
}
return true;`;

export const DEMO_CLIENT_SCRIPTS = [
  {
    name: 'Mark pages that ran client scripts',
    phase: 'onLoad',
    objectApi: null,
    order: 10,
    content: ON_LOAD_SCRIPT,
  },
  {
    name: 'Block leads from BLOCKED',
    phase: 'beforeSave',
    objectApi: 'Lead',
    order: 20,
    content: BLOCKED_COMPANY_SCRIPT,
  },
] as const;

/** Report flags: one fully open report, one that may run but not export, one switched off. */
export const DEMO_REPORT_PERMISSIONS = [
  { relateId: 'rpt_pipeline_by_stage', isenable: 1, run: 1, export: 1, new: 1 },
  { relateId: 'rpt_open_cases', isenable: 1, run: 1, export: 0, new: 0 },
  { relateId: 'rpt_archived_leads', isenable: 0, run: 1, export: 1, new: 1 },
] as const;
