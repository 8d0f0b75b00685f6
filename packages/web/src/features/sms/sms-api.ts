import type {
  CallRequest,
  getSmsProviderContract,
  listTemplatesContract,
  SendMassTextInput,
  SmsProviderInput,
  SmsStatus,
  saveSmsProviderContract,
  sendMassTextContract,
  sendTextMessageContract,
  smsListContract,
  smsRecipientContract,
  smsTestOutboxContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Text messages' calls (issue 23, server module sms): types from core's contracts. */
export type { SmsMessage, SmsProviderView, SmsStatus } from '@vela/core';

export const SMS_QUERY_KEY = 'sms';
const quiet = { callerHandlesErrors: true } as const;

export const fetchTexts = async (query: {
  recordId?: string;
  status?: '' | SmsStatus;
  search?: string;
  page?: number;
}) => (await api.call<typeof smsListContract>('/noteSms/noteSmsList', query)).data;

/** textMessage/sendTextMessage: the request client seals its body (spec 1 §7); the dialog shows a refusal. */
export const sendText = async (body: CallRequest<typeof sendTextMessageContract>) =>
  (await api.call<typeof sendTextMessageContract>('/textMessage/sendTextMessage', body, quiet)).data;

export const fetchRecipient = async (recordId: string) =>
  (await api.call<typeof smsRecipientContract>('/sms/recipient', { recordId })).data;

export const fetchProvider = async () =>
  (await api.call<typeof getSmsProviderContract>('/sms/provider/get', {})).data;

export const saveProvider = async (input: SmsProviderInput) =>
  (await api.call<typeof saveSmsProviderContract>('/sms/provider/save', input, quiet)).data;

/** textMessage/sendMassTextMessage: sealed as a single text is; the dialog shows a refusal. */
export const sendMassText = async (body: SendMassTextInput) =>
  (await api.call<typeof sendMassTextContract>('/textMessage/sendMassTextMessage', body, quiet)).data;

/** The text-message templates written for one object's records. */
export const fetchObjectSmsTemplates = async (objectApi: string) =>
  (await api.call<typeof listTemplatesContract>('/mail/templates/list', { kind: 'sms', objectApi })).data;

/** The test provider's outbox (administrators); the page says itself when it cannot be read. */
export const fetchTestOutbox = async (query: { search: string; page: number }) =>
  (await api.call<typeof smsTestOutboxContract>('/sms/testOutbox/list', query, quiet)).data;

/** Texts still on their way: their list is looked at again until the provider has reported. */
export const isPending = (status: SmsStatus) => status === 'queued' || status === 'sent';
