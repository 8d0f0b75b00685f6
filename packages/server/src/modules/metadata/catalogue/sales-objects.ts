import { type CatalogueField, type CatalogueObject, options } from './catalogue-types.js';

const INDUSTRIES = options(
  'Agriculture',
  'Banking',
  'Construction',
  'Education',
  'Energy',
  'Healthcare',
  'Manufacturing',
  'Retail',
  'Technology',
  'Telecommunications',
  'Other',
);

/** A person's form of address (contacts and leads). */
const SALUTATION: CatalogueField = {
  api: 'salutation',
  type: 'L',
  label: 'Salutation',
  options: [
    ['Mr.', 'Mr.'],
    ['Ms.', 'Ms.'],
    ['Mrs.', 'Mrs.'],
    ['Dr.', 'Dr.'],
    ['Prof.', 'Prof.'],
  ],
};

export const ACCOUNT: CatalogueObject = {
  api: 'Account',
  prefix: '001',
  label: 'Account',
  plural: 'Accounts',
  labels: { zh: '客户', de: 'Account', ja: '取引先' },
  icon: 'bank',
  features: { activities: true, approvals: true, files: true, history: true },
  fields: [
    {
      api: 'name',
      type: 'S',
      label: 'Account name',
      labels: { zh: '客户名称' },
      required: true,
      length: 255,
      track: true,
    },
    { api: 'accountnumber', type: 'S', label: 'Account number', length: 40, unique: true },
    {
      api: 'type',
      type: 'L',
      label: 'Type',
      options: [
        ['Customer', 'Customer', '*'],
        ['Partner', 'Partner'],
        ['Prospect', 'Prospect'],
        ['Competitor', 'Competitor'],
      ],
      track: true,
    },
    { api: 'industry', type: 'L', label: 'Industry', options: INDUSTRIES },
    {
      api: 'industry_other',
      type: 'S',
      label: 'Other industry',
      length: 80,
      help: 'Shown when the industry is Other',
    },
    { api: 'rating', type: 'L', label: 'Rating', options: options('Hot', 'Warm', 'Cold') },
    { api: 'phone', type: 'H', label: 'Phone', length: 40 },
    { api: 'fax', type: 'H', label: 'Fax', length: 40 },
    { api: 'email', type: 'E', label: 'E-mail', length: 80 },
    { api: 'website', type: 'U', label: 'Website', length: 255 },
    { api: 'annualrevenue', type: 'c', label: 'Annual revenue', length: 18, decimals: 2 },
    { api: 'numberofemployees', type: 'N', label: 'Employees', length: 8, decimals: 0 },
    { api: 'parentid', type: 'Y', label: 'Parent account', lookup: 'account' },
    { api: 'billingaddress', type: 'AD', label: 'Billing address' },
    { api: 'partner_level', type: 'L', label: 'Partner level', options: options('Gold', 'Silver', 'Bronze') },
    { api: 'active', type: 'B', label: 'Active', defaultValue: 'true' },
    { api: 'slaexpirationdate', type: 'D', label: 'SLA expiration date' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
  layouts: [
    {
      name: 'Customer layout',
      saveAndApproval: true,
      sections: [
        {
          title: 'Account information',
          fields: [
            'name',
            'accountnumber',
            'type',
            'industry',
            'industry_other',
            'rating',
            'phone',
            'fax',
            'email',
            'website',
            'annualrevenue',
            'numberofemployees',
            'parentid',
            'active',
            'ownerid',
            'slaexpirationdate',
          ],
        },
        { title: 'Address', fields: ['billingaddress'] },
        { title: 'Description', cols: 1, fields: ['description'] },
      ],
    },
    {
      name: 'Partner layout',
      sections: [
        {
          title: 'Partner information',
          fields: [
            'name',
            'accountnumber',
            'type',
            'partner_level',
            'industry',
            'industry_other',
            'phone',
            'email',
            'website',
            'parentid',
            'ownerid',
            'active',
          ],
        },
        { title: 'Address', fields: ['billingaddress'] },
      ],
      required: ['partner_level'],
    },
  ],
  recordTypes: [
    { name: 'Customer', layout: 'Customer layout', isDefault: true },
    { name: 'Partner', layout: 'Partner layout' },
  ],
  validationRules: [
    {
      name: 'Revenue is not negative',
      formula: 'annualrevenue < 0',
      message: 'Annual revenue cannot be negative',
      errorField: 'annualrevenue',
    },
  ],
  duplicateRules: [{ name: 'Same account name', action: 'warn', match: [{ field: 'name', match: 'name' }] }],
  dynamicRules: [
    {
      name: 'Other industry needs a description',
      definition: {
        watchFields: ['industry'],
        conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'Other' }],
        actions: {
          required: ['industry_other'],
          readonly: [],
          showFields: ['industry_other'],
          showSections: [],
        },
      },
    },
  ],
};

export const CONTACT: CatalogueObject = {
  api: 'Contact',
  prefix: '003',
  label: 'Contact',
  plural: 'Contacts',
  labels: { zh: '联系人' },
  icon: 'contacts',
  features: { activities: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Name', required: true, length: 120 },
    // Salutation, first and last name; the name derives from them (core personFullName) when they are given.
    SALUTATION,
    { api: 'firstname', type: 'S', label: 'First name', length: 40 },
    { api: 'lastname', type: 'S', label: 'Last name', length: 80 },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account' },
    { api: 'title', type: 'S', label: 'Title', length: 128 },
    { api: 'department', type: 'S', label: 'Department', length: 80 },
    { api: 'email', type: 'E', label: 'E-mail', length: 80, track: true },
    // Set by the person's unsubscribe link; a mass e-mail skips them (issue 23).
    { api: 'hasoptedoutofemail', type: 'B', label: 'E-mail opt-out' },
    { api: 'phone', type: 'H', label: 'Phone', length: 40 },
    { api: 'mobilephone', type: 'H', label: 'Mobile', length: 40 },
    { api: 'birthdate', type: 'D', label: 'Birthday' },
    {
      api: 'leadsource',
      type: 'L',
      label: 'Lead source',
      options: options('Web', 'Phone inquiry', 'Partner referral', 'Trade show', 'Other'),
    },
    { api: 'mailingaddress', type: 'AD', label: 'Mailing address' },
    { api: 'qywxlxr', type: 'B', label: 'Messaging contact' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
  duplicateRules: [
    { name: 'Same contact e-mail', action: 'block', match: [{ field: 'email', match: 'email' }] },
  ],
  lookupExpressions: [{ lookupField: 'accountid', expression: 'phone=phone' }],
};

/** What a converted lead became (issue 26): written by Convert only, so not editable. */
export const LEAD_CONVERSION_FIELDS: readonly CatalogueField[] = [
  { api: 'convertedaccountid', type: 'Y', label: 'Converted account', lookup: 'account', editable: false },
  { api: 'convertedcontactid', type: 'Y', label: 'Converted contact', lookup: 'contact', editable: false },
  {
    api: 'convertedopportunityid',
    type: 'Y',
    label: 'Converted opportunity',
    lookup: 'opportunity',
    editable: false,
  },
  { api: 'converteddate', type: 'D', label: 'Converted date', editable: false },
];

export const LEAD: CatalogueObject = {
  api: 'Lead',
  prefix: '004',
  label: 'Lead',
  plural: 'Leads',
  labels: { zh: '潜在客户' },
  icon: 'user-add',
  features: { activities: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Name', required: true, length: 120 },
    // Salutation, first and last name; the name derives from them (core personFullName) when they are given.
    SALUTATION,
    { api: 'firstname', type: 'S', label: 'First name', length: 40 },
    { api: 'lastname', type: 'S', label: 'Last name', length: 80 },
    { api: 'company', type: 'S', label: 'Company', required: true, length: 255 },
    { api: 'title', type: 'S', label: 'Title', length: 128 },
    { api: 'email', type: 'E', label: 'E-mail', length: 80 },
    { api: 'hasoptedoutofemail', type: 'B', label: 'E-mail opt-out' },
    { api: 'phone', type: 'H', label: 'Phone', length: 40 },
    {
      api: 'status',
      type: 'L',
      label: 'Lead status',
      required: true,
      options: [
        ['Open', 'Open', '*'],
        ['Working', 'Working'],
        ['Qualified', 'Qualified'],
        ['Unqualified', 'Unqualified'],
        // Set only by Convert (issue 26): a converted lead is read-only.
        ['Converted', 'Converted'],
      ],
      track: true,
    },
    {
      api: 'leadsource',
      type: 'L',
      label: 'Lead source',
      options: options('Web', 'Phone inquiry', 'Partner referral', 'Trade show', 'Other'),
    },
    { api: 'industry', type: 'L', label: 'Industry', options: INDUSTRIES },
    { api: 'rating', type: 'L', label: 'Rating', options: options('Hot', 'Warm', 'Cold') },
    { api: 'annualrevenue', type: 'c', label: 'Annual revenue', length: 18, decimals: 2 },
    { api: 'marketsea', type: 'B', label: 'In the client pool' },
    {
      api: 'assignstate',
      type: 'L',
      label: 'Assignment state',
      options: [
        ['SelfCreated', 'Self created', '*'],
        ['Assigned', 'Assigned'],
        ['Claimed', 'Claimed'],
      ],
    },
    { api: 'address', type: 'AD', label: 'Address' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
    ...LEAD_CONVERSION_FIELDS,
  ],
  duplicateRules: [
    { name: 'Same lead e-mail', action: 'warn', match: [{ field: 'email', match: 'email' }] },
    { name: 'Same lead phone', action: 'warn', match: [{ field: 'phone', match: 'phone' }] },
  ],
};

export const OPPORTUNITY: CatalogueObject = {
  api: 'Opportunity',
  prefix: '006',
  label: 'Opportunity',
  plural: 'Opportunities',
  labels: { zh: '业务机会' },
  icon: 'trophy',
  features: { activities: true, approvals: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Opportunity name', required: true, length: 255 },
    { api: 'khmc', type: 'Y', label: 'Customer', lookup: 'account', required: true },
    {
      api: 'stage',
      type: 'L',
      label: 'Stage',
      required: true,
      track: true,
      options: [
        ['Prospecting', 'Prospecting', '*'],
        ['Qualification', 'Qualification'],
        ['Proposal', 'Proposal'],
        ['Negotiation', 'Negotiation'],
        ['Closed won', 'Closed won'],
        ['Closed lost', 'Closed lost'],
      ],
    },
    { api: 'amount', type: 'c', label: 'Amount', length: 18, decimals: 2, track: true },
    { api: 'probability', type: 'P', label: 'Probability (%)', length: 3, decimals: 0 },
    { api: 'closedate', type: 'D', label: 'Close date', required: true },
    { api: 'loss_reason', type: 'X', label: 'Loss reason', length: 1000 },
    {
      api: 'leadsource',
      type: 'L',
      label: 'Lead source',
      options: options('Web', 'Phone inquiry', 'Partner referral', 'Trade show', 'Other'),
    },
    { api: 'campaignid', type: 'Y', label: 'Campaign', lookup: 'campaign' },
    { api: 'pricebook2id', type: 'Y', label: 'Price book', lookup: 'pricebook' },
    {
      api: 'currency',
      type: 'L',
      label: 'Currency',
      options: [
        ['USD', 'USD', '*'],
        ['EUR', 'EUR'],
        ['CNY', 'CNY'],
        ['GBP', 'GBP'],
      ],
    },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
    // The quote whose lines and total the opportunity shows; set by the quote's Sync action only.
    { api: 'syncedquoteid', type: 'Y', label: 'Synced quote', lookup: 'quote', editable: false },
  ],
  validationRules: [
    {
      name: 'Lost needs a reason',
      formula: 'AND(ISPICKVAL(stage, "Closed lost"), ISBLANK(loss_reason))',
      message: 'Give the reason the opportunity was lost',
      errorField: 'loss_reason',
    },
  ],
};

export const CAMPAIGN: CatalogueObject = {
  api: 'campaign',
  prefix: '701',
  label: 'Campaign',
  plural: 'Campaigns',
  labels: { zh: '市场活动' },
  icon: 'notification',
  features: { activities: true, files: true },
  fields: [
    { api: 'name', type: 'S', label: 'Campaign name', required: true, length: 80 },
    {
      api: 'type',
      type: 'L',
      label: 'Type',
      options: options('Conference', 'Webinar', 'Trade show', 'E-mail', 'Advertisement'),
    },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Planned', 'Planned', '*'],
        ['In progress', 'In progress'],
        ['Completed', 'Completed'],
        ['Aborted', 'Aborted'],
      ],
    },
    { api: 'start_date', type: 'D', label: 'Start date' },
    { api: 'end_date', type: 'D', label: 'End date' },
    { api: 'budgetedcost', type: 'c', label: 'Budgeted cost', length: 18, decimals: 2 },
    { api: 'actualcost', type: 'c', label: 'Actual cost', length: 18, decimals: 2 },
    { api: 'expectedrevenue', type: 'c', label: 'Expected revenue', length: 18, decimals: 2 },
    { api: 'isactive', type: 'B', label: 'Active' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};

export const CONTRACT: CatalogueObject = {
  api: 'contract',
  prefix: '800',
  label: 'Contract',
  plural: 'Contracts',
  labels: { zh: '合同' },
  icon: 'file-protect',
  features: { activities: true, approvals: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Contract name', required: true, length: 255 },
    { api: 'contractnumber', type: 'V', label: 'Contract number', formula: 'CT-{00000}', editable: false },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account', required: true },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Draft', 'Draft', '*'],
        ['In approval', 'In approval'],
        ['Activated', 'Activated'],
        ['Expired', 'Expired'],
      ],
    },
    { api: 'start_date', type: 'D', label: 'Start date', required: true },
    { api: 'end_date', type: 'D', label: 'End date' },
    { api: 'contractterm', type: 'N', label: 'Term (months)', length: 4, decimals: 0 },
    { api: 'amount', type: 'c', label: 'Contract amount', length: 18, decimals: 2 },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};
