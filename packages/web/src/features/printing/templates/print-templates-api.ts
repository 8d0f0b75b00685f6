import type { PrintTemplateDesign, PrintTemplateKind } from '@vela/core';
import { api } from '../../../api/index.js';

/** A stored print template (server module printing, /print/listTemplates). */
export interface StoredPrintTemplate {
  id: string;
  kind: PrintTemplateKind;
  active: boolean;
  design: PrintTemplateDesign;
  updatedAt: string;
}

export interface FieldChoice {
  value: string;
  label: string;
}

export const TEMPLATES_QUERY_KEY = 'print-templates';

export const loadPrintTemplates = async (kind: PrintTemplateKind) =>
  (await api.postFormat<StoredPrintTemplate[]>('/print/listTemplates', { kind })).data;

export const savePrintTemplate = async (input: {
  id?: string | undefined;
  kind: PrintTemplateKind;
  active: boolean;
  design: PrintTemplateDesign;
}) => (await api.postFormat<StoredPrintTemplate>('/print/saveTemplate', input)).data;

/** An object's fields as choices for the template's field lists, in the reader's language. */
export async function loadFieldChoices(objectApi: string, language: string): Promise<FieldChoice[]> {
  const fields = (
    await api.postFormat<Array<{ apiname: string; labelName: string; hidden?: boolean }>>(
      '/field/getFieldList',
      {
        objectApi,
        language,
      },
    )
  ).data;
  return fields
    .filter((field) => !field.hidden)
    .map((field) => ({ value: field.apiname, label: field.labelName }));
}
