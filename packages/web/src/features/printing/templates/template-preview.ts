import type { PrintDocument, PrintTemplateDesign } from '@vela/core';
import type { FieldChoice } from './print-templates-api.js';

const labelOf = (choices: readonly FieldChoice[], api: string) =>
  choices.find((choice) => choice.value === api)?.label ?? api;

/**
 * A sample document for the setup screen's preview: the design's parts,
 * texts and logo with the chosen fields and columns by their labels, and
 * placeholders for values (the preview shows the design, not a record).
 */
export function previewDocument(
  design: PrintTemplateDesign,
  sample: { heading: string; title: string; placeholder: string; total: string; layout: string },
  fields: readonly FieldChoice[],
  lineFields: readonly FieldChoice[],
): PrintDocument {
  const shows = (part: PrintTemplateDesign['parts'][number]) => design.parts.includes(part);
  const columns = (design.lineColumns.length > 0 ? design.lineColumns : ['product', 'qty', 'amount']).map(
    (api) => ({ key: api, label: labelOf(lineFields, api), align: 'start' as const }),
  );
  return {
    kind: 'quotation',
    heading: sample.heading,
    title: sample.title,
    reference: '—',
    printedAt: new Date().toISOString(),
    sections: shows('fields')
      ? [
          {
            title: design.fields.length > 0 ? sample.heading : sample.layout,
            fields: (design.fields.length > 0 ? design.fields : ['name']).map((api) => ({
              label: labelOf(fields, api),
              text: sample.placeholder,
            })),
          },
        ]
      : [],
    table: shows('lines') ? { columns, rows: [columns.map(() => sample.placeholder)] } : null,
    totals: shows('totals') ? [{ key: 'total', label: sample.total, text: sample.placeholder }] : [],
    page: null,
    template: {
      parts: design.parts,
      headerText: shows('header') ? design.headerText : '',
      logo: shows('header') ? design.logo : '',
      terms: shows('terms') ? design.terms : '',
    },
  };
}
