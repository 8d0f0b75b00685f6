import type {
  getInviteesContract,
  InviteeAnswer,
  InviteeKind,
  InviteesAnswer,
  respondToInvitationContract,
  saveInviteesContract,
  searchInviteesContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The invitee calls of the calendar module (issue 22). */

export type { InviteeAnswer, InviteeKind, InviteesAnswer };

export const inviteesKey = (eventId: string) => ['eventInvitees', eventId] as const;

export async function fetchInvitees(eventId: string): Promise<InviteesAnswer> {
  return (await api.call<typeof getInviteesContract>('/calendar/getInvitees', { eventId })).data;
}

export async function saveInvitees(
  eventId: string,
  invitees: Array<{ kind: InviteeKind; id: string }>,
): Promise<InviteesAnswer> {
  return (
    await api.call<typeof saveInviteesContract>(
      '/calendar/saveInvitees',
      { eventId, invitees },
      { callerHandlesErrors: true },
    )
  ).data;
}

export async function respondToInvitation(eventId: string, response: InviteeAnswer): Promise<InviteesAnswer> {
  return (
    await api.call<typeof respondToInvitationContract>(
      '/calendar/respondToInvitation',
      { eventId, response },
      { callerHandlesErrors: true },
    )
  ).data;
}

export async function searchInvitees(keyword: string) {
  return (await api.call<typeof searchInviteesContract>('/calendar/searchInvitees', { keyword })).data
    .candidates;
}
