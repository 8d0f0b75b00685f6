/** The invitees' messages in English: the source the others follow. */
const inviteesEn = {
  'invitees.title': 'Invitees',
  'invitees.organiser': 'Organiser: {{name}}',
  'invitees.none': 'Nobody is invited yet.',
  'invitees.add': 'Invite people, contacts or leads',
  'invitees.noMatch': 'No one found',
  'invitees.remove': 'Remove {{name}}',
  'invitees.kind.user': 'User',
  'invitees.kind.contact': 'Contact',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'No reply',
  'invitees.response.accepted': 'Accepted',
  'invitees.response.declined': 'Declined',
  'invitees.response.tentative': 'Tentative',
  'invitees.busy': 'Busy then',
  'invitees.busyWarning': 'Already busy at this time: {{names}}. They are invited all the same.',
  'invitees.yourAnswer': 'Your answer',
  'invitees.answer.accepted': 'Accept',
  'invitees.answer.tentative': 'Maybe',
  'invitees.answer.declined': 'Decline',
  'invitees.failed': 'Not saved: {{reason}}',
} as const;

export type InviteesMessages = Record<keyof typeof inviteesEn, string>;
export default inviteesEn;
