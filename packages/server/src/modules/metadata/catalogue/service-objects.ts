import { type CatalogueObject, options } from './catalogue-types.js';

/** What an activity's relateid may point at. */
const RELATED_TO = 'account,opportunity,velacase,contract,velaorder,quote,invoices,campaign,project';

export const VELACASE: CatalogueObject = {
  api: 'velacase',
  prefix: '500',
  label: 'Case',
  plural: 'Cases',
  labels: { zh: '个案' },
  icon: 'customer-service',
  nameField: 'subject',
  features: { activities: true, approvals: true, files: true, history: true },
  fields: [
    { api: 'subject', type: 'S', label: 'Subject', required: true, length: 255 },
    { api: 'casenumber', type: 'V', label: 'Case number', formula: 'C-{000000}', editable: false },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account' },
    { api: 'contactid', type: 'Y', label: 'Contact', lookup: 'contact' },
    {
      api: 'type',
      type: 'L',
      label: 'Case type',
      options: options('Problem', 'Question', 'Feature request'),
    },
    {
      api: 'reason',
      type: 'L',
      label: 'Case reason',
      options: options(
        'Installation',
        'Performance',
        'Breakdown',
        'Usage',
        'Documentation',
        'Billing',
        'New capability',
        'Integration',
      ),
    },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      required: true,
      track: true,
      options: [
        ['New', 'New', '*'],
        ['Working', 'Working'],
        ['Escalated', 'Escalated'],
        ['Closed', 'Closed'],
      ],
    },
    {
      api: 'priority',
      type: 'L',
      label: 'Priority',
      options: [
        ['High', 'High'],
        ['Medium', 'Medium', '*'],
        ['Low', 'Low'],
      ],
      track: true,
    },
    { api: 'origin', type: 'L', label: 'Origin', options: options('Phone', 'E-mail', 'Web', 'Chat') },
    { api: 'suppliedemail', type: 'E', label: 'Web e-mail', length: 80 },
    { api: 'suppliedphone', type: 'H', label: 'Web phone', length: 40 },
    { api: 'case_assiGNment', type: 'B', label: 'Use assignment rule' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
  dependencies: [
    {
      control: 'type',
      depend: 'reason',
      mapping: {
        Problem: ['Installation', 'Performance', 'Breakdown'],
        Question: ['Usage', 'Documentation', 'Billing'],
        'Feature request': ['New capability', 'Integration'],
      },
    },
  ],
  lookupExpressions: [
    { lookupField: 'contactid', expression: 'suppliedemail=email,suppliedphone=phone', cover: false },
  ],
};

export const KNOWLEDGE_ARTICLE: CatalogueObject = {
  api: 'velaKArticle',
  prefix: 'ka0',
  label: 'Knowledge article',
  plural: 'Knowledge articles',
  labels: { zh: '知识文章' },
  icon: 'read',
  nameField: 'title',
  features: { approvals: true, files: true, history: true },
  fields: [
    { api: 'title', type: 'S', label: 'Title', required: true, length: 255 },
    { api: 'article_number', type: 'V', label: 'Article number', formula: 'KA-{000000}', editable: false },
    {
      api: 'new_article_type',
      type: 'L',
      label: 'Article type',
      options: options('FAQ', 'How-to', 'Troubleshooting'),
    },
    { api: 'knowledge_article', type: 'Y', label: 'Master article', lookup: 'velakarticle' },
    {
      api: 'publish_status',
      type: 'L',
      label: 'Publication status',
      options: [
        ['Draft', 'Draft', '*'],
        ['Published', 'Published'],
        ['Archived', 'Archived'],
      ],
    },
    { api: 'summary', type: 'X', label: 'Summary', length: 1000 },
    { api: 'body', type: 'A', label: 'Body', length: 131072 },
  ],
};

export const EVENT: CatalogueObject = {
  api: 'Event',
  prefix: '00U',
  label: 'Event',
  plural: 'Events',
  labels: { zh: '事件' },
  icon: 'calendar',
  nameField: 'subject',
  fields: [
    { api: 'subject', type: 'S', label: 'Subject', required: true, length: 255 },
    { api: 'begintime', type: 'F', label: 'Start', required: true },
    { api: 'endtime', type: 'F', label: 'End', required: true },
    { api: 'isalldayevent', type: 'B', label: 'All-day event' },
    { api: 'location', type: 'S', label: 'Location', length: 255 },
    { api: 'whoid', type: 'Y', label: 'Name', lookup: 'contact,lead' },
    { api: 'relateid', type: 'Y', label: 'Related to', lookup: RELATED_TO },
    { api: 'belongtoid', type: 'MR', label: 'Assigned to', lookup: 'user' },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};

export const TASK: CatalogueObject = {
  api: 'Task',
  prefix: '00T',
  label: 'Task',
  plural: 'Tasks',
  labels: { zh: '任务' },
  icon: 'check-square',
  nameField: 'subject',
  fields: [
    { api: 'subject', type: 'S', label: 'Subject', required: true, length: 255 },
    {
      api: 'tasktype',
      type: 'L',
      label: 'Task type',
      options: [
        ['task', 'Task', '*'],
        ['logcall', 'Log a call'],
      ],
    },
    { api: 'duedate', type: 'D', label: 'Due date' },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Not started', 'Not started', '*'],
        ['In progress', 'In progress'],
        ['Completed', 'Completed'],
        ['Deferred', 'Deferred'],
      ],
    },
    {
      api: 'priority',
      type: 'L',
      label: 'Priority',
      options: [
        ['High', 'High'],
        ['Normal', 'Normal', '*'],
        ['Low', 'Low'],
      ],
    },
    { api: 'whoid', type: 'Y', label: 'Name', lookup: 'contact,lead' },
    { api: 'relateid', type: 'Y', label: 'Related to', lookup: RELATED_TO },
    { api: 'belongtoid', type: 'MR', label: 'Assigned to', lookup: 'user' },
    { api: 'description', type: 'X', label: 'Comments', length: 32000 },
  ],
};

export const SERVICE_TERRITORY: CatalogueObject = {
  api: 'ServiceTerritory',
  prefix: '0Hh',
  label: 'Service territory',
  plural: 'Service territories',
  icon: 'environment',
  fields: [
    { api: 'name', type: 'S', label: 'Territory name', required: true, length: 80 },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
    { api: 'address', type: 'AD', label: 'Address' },
    { api: 'description', type: 'X', label: 'Description', length: 1000 },
  ],
};

export const SERVICE_CREW: CatalogueObject = {
  api: 'ServiceCrew',
  prefix: '0Hc',
  label: 'Service crew',
  plural: 'Service crews',
  icon: 'team',
  fields: [
    { api: 'name', type: 'S', label: 'Crew name', required: true, length: 80 },
    { api: 'crewsize', type: 'N', label: 'Crew size', length: 3, decimals: 0 },
  ],
};

export const SERVICE_RESOURCE: CatalogueObject = {
  api: 'ServiceResource',
  prefix: '0Hn',
  label: 'Service resource',
  plural: 'Service resources',
  icon: 'tool',
  fields: [
    { api: 'name', type: 'S', label: 'Resource name', required: true, length: 80 },
    {
      api: 'resourcetype',
      type: 'L',
      label: 'Resource type',
      options: [
        ['technician', 'Technician', '*'],
        ['crew', 'Crew'],
        ['dispatcher', 'Dispatcher'],
      ],
    },
    { api: 'servicecrewid', type: 'Y', label: 'Service crew', lookup: 'servicecrew' },
    { api: 'relatedrecordid', type: 'Y', label: 'User', lookup: 'user' },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
    { api: 'description', type: 'X', label: 'Description', length: 1000 },
    // Dispatch (issue 22): what a qualification goal compares with a work order, where it works from, how long a day.
    { api: 'skills', type: 'S', label: 'Skills', length: 255 },
    { api: 'serviceterritoryid', type: 'Y', label: 'Service territory', lookup: 'serviceterritory' },
    { api: 'latitude', type: 'N', label: 'Latitude', length: 10, decimals: 6 },
    { api: 'longitude', type: 'N', label: 'Longitude', length: 10, decimals: 6 },
    {
      api: 'dailyhours',
      type: 'N',
      label: 'Working hours per day',
      length: 4,
      decimals: 1,
      defaultValue: '8',
    },
  ],
};

/** Fields dispatch (issue 22) added to the service resource: installed on older databases by catalogue-sync. */
export const SERVICE_RESOURCE_DISPATCH_FIELDS = [
  'skills',
  'serviceterritoryid',
  'latitude',
  'longitude',
  'dailyhours',
] as const;

export const WORK_ORDER: CatalogueObject = {
  api: 'WorkOrder',
  prefix: '0WO',
  label: 'Work order',
  plural: 'Work orders',
  icon: 'tool',
  nameField: 'subject',
  features: { activities: true, files: true, history: true },
  fields: [
    { api: 'subject', type: 'S', label: 'Subject', required: true, length: 255 },
    {
      api: 'workordernumber',
      type: 'V',
      label: 'Work order number',
      formula: 'WO-{000000}',
      editable: false,
    },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      track: true,
      options: [
        ['New', 'New', '*'],
        ['Scheduled', 'Scheduled'],
        ['In progress', 'In progress'],
        ['Completed', 'Completed'],
        ['Canceled', 'Canceled'],
      ],
    },
    {
      api: 'priority',
      type: 'L',
      label: 'Priority',
      options: [
        ['High', 'High'],
        ['Medium', 'Medium', '*'],
        ['Low', 'Low'],
      ],
    },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account' },
    { api: 'serviceterritoryid', type: 'Y', label: 'Service territory', lookup: 'serviceterritory' },
    { api: 'skills', type: 'S', label: 'Required skills', length: 255 },
    { api: 'durationhours', type: 'N', label: 'Duration (hours)', length: 5, decimals: 2, defaultValue: '1' },
    {
      api: 'serviceresourceid',
      type: 'Y',
      label: 'Assigned resource',
      lookup: 'serviceresource',
      track: true,
    },
    { api: 'scheduledstart', type: 'F', label: 'Scheduled start' },
    { api: 'scheduledend', type: 'F', label: 'Scheduled end' },
    { api: 'latitude', type: 'N', label: 'Latitude', length: 10, decimals: 6 },
    { api: 'longitude', type: 'N', label: 'Longitude', length: 10, decimals: 6 },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};

export const SHIFT: CatalogueObject = {
  api: 'Shift',
  prefix: '0Sf',
  label: 'Shift',
  plural: 'Shifts',
  icon: 'schedule',
  features: { history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Shift name', required: true, length: 80 },
    { api: 'serviceresourceid', type: 'Y', label: 'Service resource', lookup: 'serviceresource' },
    { api: 'starttime', type: 'F', label: 'Start time', required: true },
    { api: 'endtime', type: 'F', label: 'End time', required: true },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      track: true,
      options: [
        ['Tentative', 'Tentative', '*'],
        ['Confirmed', 'Confirmed'],
        ['Published', 'Published'],
      ],
    },
    {
      api: 'shifttype',
      type: 'L',
      label: 'Shift type',
      options: [
        ['Day', 'Day'],
        ['Night', 'Night'],
        ['On call', 'On call'],
        ['Standby', 'Standby'],
      ],
    },
    { api: 'serviceterritoryid', type: 'Y', label: 'Service territory', lookup: 'serviceterritory' },
    { api: 'description', type: 'X', label: 'Notes', length: 4000 },
  ],
};

export const WORK_RULE: CatalogueObject = {
  api: 'WorkRule',
  prefix: '0Wr',
  label: 'Work rule',
  plural: 'Work rules',
  icon: 'control',
  fields: [
    { api: 'name', type: 'S', label: 'Rule name', required: true, length: 80 },
    { api: 'resourcesproperty', type: 'S', label: 'Resource attribute', length: 80 },
    {
      api: 'fieldoperator',
      type: 'L',
      label: 'Operator',
      options: [
        ['e', 'equals'],
        ['n', 'not equal'],
        ['l', 'less than'],
        ['g', 'greater than'],
        ['m', 'at most'],
        ['h', 'at least'],
        ['c', 'contains'],
        ['k', 'does not contain'],
        ['s', 'starts with'],
      ],
    },
    { api: 'resourcespropertyvalue', type: 'S', label: 'Value', length: 255 },
    { api: 'isactive', type: 'B', label: 'Active', defaultValue: 'true' },
  ],
};

export const SERVICE_GOAL: CatalogueObject = {
  api: 'ServiceGoal',
  prefix: '0Sg',
  label: 'Service goal',
  plural: 'Service goals',
  icon: 'aim',
  fields: [
    { api: 'name', type: 'S', label: 'Goal name', required: true, length: 80 },
    {
      api: 'goaltype',
      type: 'L',
      label: 'Goal type',
      options: [
        ['qualification', 'Qualification'],
        ['travel', 'Minimise travel'],
        ['preference', 'Preferred resource'],
      ],
    },
    { api: 'qualificationfield', type: 'S', label: 'Qualification field', length: 255 },
    { api: 'weight', type: 'N', label: 'Weight', length: 3, decimals: 0 },
  ],
};

export const CUSTOMER_ADDRESS: CatalogueObject = {
  api: 'velacustomeraddress',
  prefix: 'ca0',
  label: 'Customer address',
  plural: 'Customer addresses',
  icon: 'home',
  fields: [
    { api: 'name', type: 'S', label: 'Address name', required: true, length: 80 },
    { api: 'customer', type: 'Y', label: 'Account', lookup: 'account', required: true },
    { api: 'address', type: 'AD', label: 'Address' },
    { api: 'isdefault', type: 'B', label: 'Default address' },
    {
      api: 'addresstype',
      type: 'L',
      label: 'Address type',
      options: options('Billing', 'Shipping', 'Office'),
    },
  ],
};
