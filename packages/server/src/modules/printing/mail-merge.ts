import type { mailMergeRequestSchema, PrintDocument } from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { getTemplate, htmlToText, renderTemplate } from '../mail/index.js';
import type { ModuleContext } from '../module.js';

/**
 * A mail merge as a print document: the mail module's template engine fills the template from each
 * record (refusing a template the caller may not use and a record they may not read, with the 404 a
 * missing one gets), and the print writer draws each filled version as a letter.
 */
export async function buildMailMerge(
  context: ModuleContext,
  user: CurrentUser,
  request: z.output<typeof mailMergeRequestSchema>,
): Promise<PrintDocument> {
  const template = await getTemplate(context, user, request.templateId);
  const letters: NonNullable<PrintDocument['letters']> = [];
  for (const recordId of new Set(request.recordIds)) {
    const filled = await renderTemplate(context, user, {
      id: template.id,
      recordId,
      language: request.language,
    });
    letters.push({
      title: filled.subject,
      text: template.kind === 'email' ? htmlToText(filled.body) : filled.body,
    });
  }
  return {
    kind: 'letters',
    heading: template.name,
    title: letters.length === 1 ? (letters[0]?.title ?? '') : '',
    reference: '',
    printedAt: context.now().toISOString(),
    sections: [],
    table: null,
    totals: [],
    page: null,
    letters,
  };
}
