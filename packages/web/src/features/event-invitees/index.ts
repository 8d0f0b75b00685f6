/** Invitees of an event (issue 22): who is invited, their answers, and the invited user's own answer. */
export { EventInvitees } from './EventInvitees.js';
