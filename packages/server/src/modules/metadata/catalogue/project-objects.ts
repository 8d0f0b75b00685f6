import { type CatalogueObject, options } from './catalogue-types.js';

export const PROJECT: CatalogueObject = {
  api: 'project',
  prefix: 'p01',
  label: 'Project',
  plural: 'Projects',
  labels: { zh: '项目' },
  icon: 'project',
  features: { activities: true, files: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Project name', required: true, length: 255 },
    { api: 'accountid', type: 'Y', label: 'Account', lookup: 'account' },
    { api: 'principal', type: 'Y', label: 'Project manager', lookup: 'user' },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Not started', 'Not started', '*'],
        ['In progress', 'In progress'],
        ['Completed', 'Completed'],
        ['On hold', 'On hold'],
      ],
    },
    { api: 'start_date', type: 'D', label: 'Start date', required: true },
    { api: 'end_date', type: 'D', label: 'End date' },
    {
      api: 'daily_working_hours',
      type: 'N',
      label: 'Daily working hours',
      length: 4,
      decimals: 1,
      defaultValue: '8',
    },
    { api: 'budget', type: 'c', label: 'Budget', length: 18, decimals: 2 },
    { api: 'description', type: 'X', label: 'Description', length: 32000 },
  ],
};

export const MILESTONE: CatalogueObject = {
  api: 'velaMilestone',
  prefix: 'p02',
  label: 'Milestone',
  plural: 'Milestones',
  icon: 'flag',
  fields: [
    { api: 'name', type: 'S', label: 'Milestone name', required: true, length: 255 },
    { api: 'project_name', type: 'M', label: 'Project', lookup: 'project', required: true },
    { api: 'start_date', type: 'D', label: 'Start date' },
    { api: 'end_date', type: 'D', label: 'End date' },
    { api: 'sequence_of_milestones', type: 'N', label: 'Sequence', length: 4, decimals: 0 },
    { api: 'status', type: 'L', label: 'Status', options: options('Open', 'Reached', 'Missed') },
  ],
};

/** DECISIONS 1: p03 is the project task; one with their_task set is a sub-task. */
export const PROJECT_TASK: CatalogueObject = {
  api: 'velaSubtask',
  prefix: 'p03',
  label: 'Project task',
  plural: 'Project tasks',
  icon: 'carry-out',
  fields: [
    { api: 'name', type: 'S', label: 'Task name', required: true, length: 255 },
    { api: 'project_name', type: 'M', label: 'Project', lookup: 'project', required: true },
    { api: 'milestone', type: 'Y', label: 'Milestone', lookup: 'velamilestone' },
    { api: 'their_task', type: 'Y', label: 'Parent task', lookup: 'velasubtask' },
    { api: 'principal', type: 'Y', label: 'Owner', lookup: 'user' },
    { api: 'start_date', type: 'D', label: 'Start date' },
    { api: 'end_date', type: 'D', label: 'End date' },
    { api: 'working_hours_billing', type: 'N', label: 'Billable hours per day', length: 4, decimals: 1 },
    { api: 'sequence_of_tasks', type: 'N', label: 'Sequence', length: 4, decimals: 0 },
    {
      api: 'status',
      type: 'L',
      label: 'Status',
      options: [
        ['Not started', 'Not started', '*'],
        ['In progress', 'In progress'],
        ['Completed', 'Completed'],
      ],
    },
  ],
};
