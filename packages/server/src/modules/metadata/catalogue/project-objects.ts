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

/**
 * A person's week of time entries (issue 22): the record a week is submitted
 * for approval as, so the approval engine, its lock and its history apply.
 */
export const TIMESHEET: CatalogueObject = {
  api: 'velaTimesheet',
  prefix: 'p04',
  label: 'Timesheet',
  plural: 'Timesheets',
  icon: 'schedule',
  features: { approvals: true, history: true },
  fields: [
    { api: 'name', type: 'S', label: 'Timesheet name', required: true, length: 255 },
    { api: 'week_start', type: 'D', label: 'Week starting', required: true },
    { api: 'total_hours', type: 'N', label: 'Total hours', length: 6, decimals: 2 },
    { api: 'billable_hours', type: 'N', label: 'Billable hours', length: 6, decimals: 2 },
  ],
};

/** Hours of one day on one project task (issue 22); the weekly timesheet writes them, lists and reports read them. */
export const TIME_ENTRY: CatalogueObject = {
  api: 'velaTimeEntry',
  prefix: 'p05',
  label: 'Time entry',
  plural: 'Time entries',
  icon: 'field-time',
  fields: [
    { api: 'name', type: 'S', label: 'Entry name', required: true, length: 255 },
    { api: 'project_task', type: 'Y', label: 'Project task', lookup: 'velasubtask', required: true },
    { api: 'project_name', type: 'Y', label: 'Project', lookup: 'project' },
    { api: 'timesheet', type: 'Y', label: 'Timesheet', lookup: 'velatimesheet' },
    { api: 'entry_date', type: 'D', label: 'Date', required: true },
    { api: 'hours', type: 'N', label: 'Hours', required: true, length: 5, decimals: 2 },
    { api: 'billable', type: 'B', label: 'Billable', defaultValue: 'true' },
    { api: 'note', type: 'S', label: 'Note', length: 255 },
  ],
};
