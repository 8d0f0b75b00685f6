/** Lead conversion and the quote's opportunity and order actions on the record page (issue 26 items 7 and 8). */
export { ConversionActions, type ConversionRecord } from './components/ConversionActions.js';
/** A searchable pick of one readable record (setup's milestones choose an account with it). */
export { RecordPicker } from './components/RecordPicker.js';
export type { NamedRecord } from './conversion-api.js';
