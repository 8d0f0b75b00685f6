import type { FeatureKeyName } from '../../i18n/feature-messages/en.js';

/**
 * The settings home's catalogue (issue 18, S1-R-164): every setup area, grouped. An entry whose page
 * is built links to it; one being built links where it will be; one not built yet is shown disabled,
 * marked "coming", never as a dead link.
 */
export interface SetupEntry {
  key: string;
  label: FeatureKeyName;
  /** Where it opens; absent: not built yet. */
  path?: string;
  /** Extra words it is found by (English; its label in the user's language is searched too). */
  keywords?: string;
}

export interface SetupGroup {
  key: string;
  label: FeatureKeyName;
  entries: SetupEntry[];
}

const SETUP = '/systemSettings/setuppage';
export const OBJECT_MANAGER_PATH = `${SETUP}/objectManager`;
export const AUDIT_TRAIL_PATH = `${SETUP}/auditTrail`;
export const APP_MANAGER_PATH = `${SETUP}/appManager`;
export const appDetailPath = (appId: string) => `${APP_MANAGER_PATH}/${encodeURIComponent(appId)}`;
export const IDENTITY_PROVIDERS_PATH = `${SETUP}/integrate/user`;
/** Spec 1 §2.5's basicSetup (S1-R-197) holds the company information: the seller its documents print. */
export const COMPANY_INFO_PATH = `${SETUP}/basicSetup`;
export const objectDetailPath = (objId: string) => `${OBJECT_MANAGER_PATH}/${encodeURIComponent(objId)}`;
const access = (tab: string) => `${SETUP}/Administration?tab=${tab}`;

export const SETUP_GROUPS: readonly SetupGroup[] = [
  {
    key: 'users',
    label: 'setup.group.users',
    entries: [
      { key: 'users', label: 'setup.entry.users', path: access('users'), keywords: 'people accounts' },
      { key: 'profiles', label: 'setup.entry.profiles', path: access('profiles'), keywords: 'permissions' },
      { key: 'roles', label: 'setup.entry.roles', path: access('roles'), keywords: 'hierarchy' },
      { key: 'groups', label: 'setup.entry.groups', path: access('groups') },
      { key: 'sharing', label: 'setup.entry.sharing', path: access('sharing'), keywords: 'owd defaults' },
      { key: 'pools', label: 'setup.entry.pools', path: access('pools'), keywords: 'leads' },
    ],
  },
  {
    key: 'objects',
    label: 'setup.group.objects',
    entries: [
      {
        key: 'objectManager',
        label: 'setup.entry.objectManager',
        path: OBJECT_MANAGER_PATH,
        keywords: 'objects fields picklists custom',
      },
      // Layouts are edited per object: the object manager opens each object's Layouts tab.
      {
        key: 'layouts',
        label: 'setup.entry.layouts',
        path: OBJECT_MANAGER_PATH,
        keywords: 'layout editor sections versions assignments',
      },
      { key: 'validationRules', label: 'setup.entry.validationRules' },
      { key: 'recordTypes', label: 'setup.entry.recordTypes' },
      { key: 'duplicateRules', label: 'setup.entry.duplicateRules' },
    ],
  },
  {
    key: 'automation',
    label: 'setup.group.automation',
    entries: [
      {
        key: 'approvals',
        label: 'setup.entry.approvals',
        path: `${SETUP}/processSettings`,
        keywords: 'process',
      },
      { key: 'flows', label: 'setup.entry.flows', path: `${SETUP}/flowSettings`, keywords: 'workflow' },
      { key: 'assignmentRules', label: 'setup.entry.assignmentRules' },
    ],
  },
  {
    key: 'data',
    label: 'setup.group.data',
    entries: [
      { key: 'import', label: 'setup.entry.import', path: '/importmodule/home', keywords: 'csv excel' },
      {
        key: 'importSettings',
        label: 'importWizard.settings.title',
        path: `${SETUP}/importSettings`,
        keywords: 'import size limit file megabytes upload',
      },
      { key: 'recycle', label: 'setup.entry.recycle', path: '/recycle', keywords: 'deleted restore' },
      { key: 'export', label: 'setup.entry.export' },
    ],
  },
  {
    key: 'communication',
    label: 'setup.group.communication',
    entries: [
      {
        key: 'emailTemplates',
        label: 'setup.entry.emailTemplates',
        path: `${SETUP}/emailTemplate`,
        keywords: 'mail merge fields',
      },
      {
        key: 'messageTemplates',
        label: 'setup.entry.messageTemplates',
        path: `${SETUP}/messageTemplate`,
        keywords: 'sms text',
      },
      {
        key: 'mailServer',
        label: 'setup.entry.mailServer',
        path: `${SETUP}/mailServer`,
        keywords: 'email e-mail smtp outgoing server sender test provider',
      },
      {
        key: 'smsTestOutbox',
        label: 'setup.entry.smsTestOutbox',
        path: '/noteSms/testOutbox',
        keywords: 'sms text test provider outbox sent demo',
      },
      { key: 'callCenter', label: 'setup.entry.callCenter' },
      {
        key: 'chatAgents',
        label: 'setup.entry.chatAgents',
        path: `${SETUP}/chat/servicesSeat`,
        keywords: 'chat partners messaging im',
      },
      {
        key: 'aiAgents',
        label: 'aiAgents.setup.entry',
        path: `${SETUP}/aiAgents`,
        keywords: 'ai bot assistant model openai llm',
      },
    ],
  },
  {
    key: 'apps',
    label: 'setup.group.apps',
    entries: [
      {
        key: 'appManager',
        label: 'setup.entry.appManager',
        path: APP_MANAGER_PATH,
        keywords: 'apps app manager tabs menu navigation launcher profiles',
      },
      {
        key: 'printTemplates',
        label: 'setup.entry.printTemplates',
        path: `${SETUP}/objectTemplatePrint`,
        keywords: 'pdf quotation invoice',
      },
      {
        key: 'customPages',
        label: 'setup.entry.customPages',
        path: `${SETUP}/costomui/pageList`,
        keywords: 'lightning page default window',
      },
      {
        key: 'userPageSetup',
        label: 'setup.entry.userPageSetup',
        path: `${SETUP}/userPageSetup`,
        keywords: 'user preferences menu vertical horizontal record page layout inline edit watermark',
      },
    ],
  },
  {
    key: 'security',
    label: 'setup.group.security',
    entries: [
      {
        key: 'auditTrail',
        label: 'setup.entry.auditTrail',
        path: AUDIT_TRAIL_PATH,
        keywords: 'history log changes',
      },
      {
        key: 'reportPermissions',
        label: 'reports.permissions.title',
        path: `${SETUP}/reportPermissions`,
        keywords: 'report run export new enable disable',
      },
      {
        key: 'reportTemplates',
        label: 'reports.templates.title',
        path: `${SETUP}/reportTemplate`,
        keywords: 'report template start new',
      },
      {
        key: 'singleSignOn',
        label: 'setup.entry.singleSignOn',
        path: IDENTITY_PROVIDERS_PATH,
        keywords: 'sso oidc openid provider sign-in',
      },
      {
        key: 'gdpr',
        label: 'setup.entry.gdpr',
        path: `${SETUP}/gdprCompliance`,
        keywords: 'privacy personal data export erase anonymise forget',
      },
    ],
  },
  {
    key: 'company',
    label: 'setup.group.company',
    entries: [
      {
        key: 'companyInfo',
        label: 'setup.entry.companyInfo',
        path: COMPANY_INFO_PATH,
        keywords: 'organisation organization seller address tax logo terms quotation invoice',
      },
      {
        key: 'majorEvents',
        label: 'setup.milestones.title',
        path: `${SETUP}/importantEvent`,
        keywords: 'milestones major events timeline account history',
      },
      { key: 'finance', label: 'setup.entry.finance' },
      { key: 'taxCategories', label: 'setup.entry.taxCategories' },
      { key: 'products', label: 'setup.entry.products' },
    ],
  },
];

/**
 * The groups whose entries match what the user typed: every word must be found in the entry's label
 * (in the user's language), its group's label or its keywords. Groups left empty are dropped.
 */
export function filterSetupGroups(
  groups: readonly SetupGroup[],
  typed: string,
  translate: (key: FeatureKeyName) => string,
): SetupGroup[] {
  const words = typed.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const text =
          `${translate(entry.label)} ${translate(group.label)} ${entry.keywords ?? ''} ${entry.key}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
