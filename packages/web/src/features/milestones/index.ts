/** Company milestones (issue 18): the account page's timeline; setup's pages keep their editors. */

export { MilestoneTimeline, useMilestonesTab } from './MilestoneTimeline.js';
export * from './milestones-api.js';
