import {
  type CallRequest,
  type listTemplatesContract,
  MAIL_MERGE_PATH,
  type MailMergeRequest,
  type TemplateSummary,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** Mail merge (issue 23): the templates that fill an object's records, and the merged PDF. */
export const MAIL_MERGE_QUERY_KEY = 'mailMergeTemplates';

/** The dialog says itself what went wrong; a page that only asks whether to offer the action stays silent. */
const QUIET = { callerHandlesErrors: true } as const;

const templatesOf = async (kind: CallRequest<typeof listTemplatesContract>['kind'], objectApi: string) =>
  (await api.call<typeof listTemplatesContract>('/mail/templates/list', { kind, objectApi }, QUIET)).data;

/** E-mail and text-message templates written for this object: either can be merged into letters. */
export async function fetchMergeTemplates(objectApi: string): Promise<TemplateSummary[]> {
  const [email, sms] = await Promise.all([templatesOf('email', objectApi), templatesOf('sms', objectApi)]);
  return [...email, ...sms];
}

/** The merged letters as one PDF (a raw download); a refusal is shown by the dialog. */
export const generateMergeDocument = (request: MailMergeRequest) =>
  api.download(MAIL_MERGE_PATH.slice(1), { method: 'post', body: request }, QUIET);
