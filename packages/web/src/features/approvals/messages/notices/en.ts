/** The approval bell's and the away settings' messages in English (issue 20). */
const noticesEn = {
  'approvals.notices.title': 'Approval notifications',
  'approvals.notices.bell': 'Approval notifications, {{count}} unread',
  'approvals.notices.empty': 'No approval notifications yet',
  'approvals.notices.openCenter': 'Open the approval center',
  'approvals.notices.fromFlow': 'Flow “{{flow}}”',
  'approvals.notices.markRead': 'Mark as read',
  'approvals.notices.markUnread': 'Mark as unread',
  'approvals.notices.markAllRead': 'Mark all read',
  'approvals.away.button': 'Away and notices',
  'approvals.away.title': 'While you are away',
  'approvals.away.intro':
    'Requests that come to you between these dates go to your delegate instead; the approval history says they acted on your behalf.',
  'approvals.away.none': 'No delegate: requests come to you.',
  'approvals.away.active': 'In force today: {{name}} approves for you until {{to}}.',
  'approvals.away.scheduled': '{{name}} will approve for you from {{from}} to {{to}}.',
  'approvals.away.delegate': 'Delegate',
  'approvals.away.delegatePlaceholder': 'Choose who approves for you',
  'approvals.away.dates': 'Away from – to',
  'approvals.away.datesHint': 'Both days included; leave the end open for an absence without a set end.',
  'approvals.away.email': 'Also send my approval notifications by e-mail',
  'approvals.away.emailHint': "Sent through the organisation's outgoing e-mail server.",
  'approvals.away.save': 'Save',
  'approvals.away.cancel': 'Cancel',
  'approvals.away.end': 'End the delegation',
  'approvals.away.saved': 'Saved',
};

export default noticesEn;
