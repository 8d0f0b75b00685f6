import type { sendMassTextContract, sendMassTextSchema } from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { getTemplate } from '../mail/index.js';
import { providerRow, type SmsContext } from './provider-settings.js';
import { sendTextMessage, smsRecipient } from './send-text.js';

type MassTextAnswer = z.output<(typeof sendMassTextContract)['response']>;

/** The record's name for a skipped text's line, '' when the caller may not read the record. */
async function nameOf(context: SmsContext, user: CurrentUser, recordId: string): Promise<string> {
  try {
    return (await smsRecipient(context, user, recordId)).name;
  } catch {
    return '';
  }
}

/**
 * A mass text from a list's selection (issue 23): each record gets the single text's treatment
 * (sendTextMessage: its first phone number normalised, STOP honoured, the template in its language)
 * and its own sending job. What cannot go to one record is skipped with the reason; what cannot go
 * to any (no provider, an e-mail template) refuses the whole call before anything is queued.
 */
export async function sendMassText(
  context: SmsContext,
  user: CurrentUser,
  input: z.output<typeof sendMassTextSchema>,
): Promise<MassTextAnswer> {
  if (!(await providerRow(context, user.orgId)))
    throw badRequest(
      'No text-message provider is set up for your organisation: ask an administrator to set one',
    );
  if (input.templateId && (await getTemplate(context, user, input.templateId)).kind !== 'sms')
    throw badRequest('templateId: this is an e-mail template, not a text-message one');
  let queued = 0;
  const skipped: MassTextAnswer['skipped'] = [];
  for (const recordId of new Set(input.recordIds)) {
    try {
      await sendTextMessage(context, user, {
        recordId,
        to: '',
        templateId: input.templateId,
        language: input.language,
        body: input.body,
      });
      queued += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ recordId, name: await nameOf(context, user, recordId), reason: error.message });
    }
  }
  return { queued, skipped };
}
