import type {
  getFieldListContract,
  listPrintTemplatesContract,
  PrintTemplateDesign,
  PrintTemplateKind,
  savePrintTemplateContract,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** A stored print template (server module printing, /print/listTemplates): core's contract (issue 17). */
export type { StoredPrintTemplate } from '@vela/core';

export interface FieldChoice {
  value: string;
  label: string;
}

export const TEMPLATES_QUERY_KEY = 'print-templates';

export const loadPrintTemplates = async (kind: PrintTemplateKind) =>
  (await api.call<typeof listPrintTemplatesContract>('/print/listTemplates', { kind })).data;

export const savePrintTemplate = async (input: {
  id?: string | undefined;
  kind: PrintTemplateKind;
  active: boolean;
  design: PrintTemplateDesign;
}) => (await api.call<typeof savePrintTemplateContract>('/print/saveTemplate', input)).data;

/** An object's fields as choices for the template's field lists, in the reader's language. */
export async function loadFieldChoices(objectApi: string, language: string): Promise<FieldChoice[]> {
  const fields = (await api.call<typeof getFieldListContract>('/field/getFieldList', { objectApi, language }))
    .data;
  return fields
    .filter((field) => !field.hidden)
    .map((field) => ({ value: field.apiname, label: field.labelName }));
}
