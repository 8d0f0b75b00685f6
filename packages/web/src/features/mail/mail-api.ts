import type {
  addressBookContract,
  CallRequest,
  getMailboxContract,
  getMessageContract,
  getOrgMailServerContract,
  getRelationRulesContract,
  listEmailObjectsContract,
  listMessagesContract,
  MailboxInput,
  MailFolder,
  MailRelatableObject,
  MailRelationRules,
  mailTestOutboxContract,
  OrgMailServerInput,
  recordMailContract,
  relateLookupContract,
  relateMessageContract,
  saveMailboxContract,
  saveOrgMailServerContract,
  saveRelationRulesContract,
  sendEmailObjectContract,
  syncMailboxContract,
  testMailboxContract,
  testOrgMailServerContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** E-mail's calls (issue 23, server module mail): types from core's contracts. */
export type {
  AddressBookEntry,
  EmailObjectRow,
  MailboxView,
  MailRelatedRecord,
  MessageDetail,
  MessageSummary,
  OrgMailServerView,
  ServerCheck,
} from '@vela/core';

export const MAIL_QUERY_KEY = 'mail';

export const fetchMailbox = async () =>
  (await api.call<typeof getMailboxContract>('/mail/mailbox/get', {})).data;

export const saveMailbox = async (input: MailboxInput) =>
  (await api.call<typeof saveMailboxContract>('/mail/mailbox/save', input)).data;

export const testMailbox = async (input: MailboxInput) =>
  (await api.call<typeof testMailboxContract>('/mail/mailbox/test', input, { timeoutMs: 60_000 })).data;

export const syncMailbox = async () =>
  (await api.call<typeof syncMailboxContract>('/mail/mailbox/sync', {})).data;

export const fetchMessages = async (folder: MailFolder, search: string, page = 1) =>
  (await api.call<typeof listMessagesContract>('/mail/messages/list', { folder, search, page })).data;

export const fetchMessage = async (id: string) =>
  (await api.call<typeof getMessageContract>('/mail/messages/get', { id })).data;

/** emailObject/sendEmailObject: the request client seals its body with the session's channel (spec 1 §7). */
export const sendMail = async (body: CallRequest<typeof sendEmailObjectContract>) =>
  (
    await api.call<typeof sendEmailObjectContract>('/emailObject/sendEmailObject', body, {
      timeoutMs: 120_000,
    })
  ).data;

export const relateMessage = async (id: string, recordId: string, remove = false) =>
  (await api.call<typeof relateMessageContract>('/mail/messages/relate', { id, recordId, remove })).data;

export const fetchRecordMail = async (recordId: string) =>
  (await api.call<typeof recordMailContract>('/mail/recordTimeline', { recordId, limit: 20 })).data;

export const searchAddressBook = async (query: string, ids: string[] = []) =>
  (await api.call<typeof addressBookContract>('/mail/addressBook', { query, ids })).data;

export const downloadAttachment = (id: string) => api.download('mail/downloadAttachment', { params: { id } });

export const mailPath = (folder: MailFolder = 'inbox', id?: string) =>
  `/emailhome?folder=${folder}${id ? `&id=${encodeURIComponent(id)}` : ''}`;

/** A record's detail page (the record-detail feature's address, spec 1 §2.2). */
export const recordDetailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/** The e-mail test provider's outbox (administrators); the page says itself when it cannot be read. */
export const fetchMailTestOutbox = async (query: { search: string; page: number }) =>
  (
    await api.call<typeof mailTestOutboxContract>('/mail/testOutbox/list', query, {
      callerHandlesErrors: true,
    })
  ).data;

/** Makes the e-mail test provider the organisation's outgoing server, sending from `fromAddress`. */
export const chooseMailTestProvider = async (fromAddress: string) =>
  (
    await api.call<typeof saveOrgMailServerContract>(
      '/mail/orgServer/save',
      { kind: 'test', fromAddress },
      { callerHandlesErrors: true },
    )
  ).data;

/** E-mails as records (`/emailobject`): the caller's sent and received mail with its related records. */
export const fetchEmailObjects = async (query: CallRequest<typeof listEmailObjectsContract>) =>
  (await api.call<typeof listEmailObjectsContract>('/mail/emailObjects/list', query)).data;

/** The organisation's automatic relating rules; administrators change them. */
export const fetchRelationRules = async () =>
  (await api.call<typeof getRelationRulesContract>('/mail/relationRules/get', {})).data;

export const saveRelationRules = async (rules: MailRelationRules) =>
  (await api.call<typeof saveRelationRulesContract>('/mail/relationRules/save', rules)).data;

/** Records a message may be related to by hand, found by words of their name. */
export const searchRelatable = async (query: string, objectApi: '' | MailRelatableObject = '') =>
  (await api.call<typeof relateLookupContract>('/mail/relateLookup', { query, objectApi })).data;

/** The organisation's outgoing server (administrators). */
export const fetchOrgMailServer = async () =>
  (await api.call<typeof getOrgMailServerContract>('/mail/orgServer/get', {})).data;

export const saveOrgMailServer = async (server: OrgMailServerInput) =>
  (
    await api.call<typeof saveOrgMailServerContract>('/mail/orgServer/save', server, {
      callerHandlesErrors: true,
    })
  ).data;

/** "Send a test e-mail" through these settings: whether it went, and if not, why. */
export const sendOrgServerTest = async (server: OrgMailServerInput, to: string) =>
  (
    await api.call<typeof testOrgMailServerContract>(
      '/mail/orgServer/sendTest',
      { server, to },
      { timeoutMs: 60_000, callerHandlesErrors: true },
    )
  ).data;
