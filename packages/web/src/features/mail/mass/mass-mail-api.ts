import type {
  CallRequest,
  getMassMailContract,
  previewMassMailContract,
  startMassMailContract,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** The mass e-mail calls (issue 23): types from core's contracts; the dialog shows a refusal itself. */
export type { MassMailPreview, MassMailView } from '@vela/core';
export type MassMailQuestion = Omit<CallRequest<typeof previewMassMailContract>, 'templateId'>;

export const MASS_MAIL_QUERY_KEY = 'massMail';
const quiet = { callerHandlesErrors: true } as const;

export const previewMassMail = async (question: MassMailQuestion, templateId: string) =>
  (await api.call<typeof previewMassMailContract>('/mail/mass/preview', { ...question, templateId }, quiet))
    .data;

export const startMassMail = async (body: CallRequest<typeof startMassMailContract>) =>
  (await api.call<typeof startMassMailContract>('/mail/mass/start', body, quiet)).data;

export const fetchMassMail = async (id: string) =>
  (await api.call<typeof getMassMailContract>('/mail/mass/get', { id })).data;
