/**
 * Invitees of an event (issue 22), as Salesforce and Outlook have them:
 * people (users) and contacts or leads, each with an answer. The server
 * keeps them beside the Event record; these are the rules both sides share.
 */
export const INVITEE_KINDS = ['user', 'contact', 'lead'] as const;
export type InviteeKind = (typeof INVITEE_KINDS)[number];

export const INVITEE_RESPONSES = ['none', 'accepted', 'declined', 'tentative'] as const;
export type InviteeResponse = (typeof INVITEE_RESPONSES)[number];

/** What an invited user may answer ('none' is only where an invitation starts). */
export const INVITEE_ANSWERS = ['accepted', 'tentative', 'declined'] as const;
export type InviteeAnswer = (typeof INVITEE_ANSWERS)[number];

/** An event invites at most this many (Outlook's meeting limit is far higher; a CRM meeting is small). */
export const MAX_INVITEES = 100;

/** An invitee who declined does not hold the time: free/busy and the calendar's busy warning skip them. */
export const holdsTime = (response: InviteeResponse): boolean => response !== 'declined';
