import { DEFAULT_TEMPLATE_ID, EMPTY_PARAM, lineObjectOf, recordIdPrefix } from '@vela/core';

const part = (value: string) => encodeURIComponent(value.trim() === '' ? EMPTY_PARAM : value);

/** /print-detail/{id}/{prefix} */
export function printDetailPath(id: string): string {
  return `/print-detail/${part(id)}/${part(recordIdPrefix(id))}`;
}

/** commonObjects/pdfViewDetail/{id} */
export function pdfViewPath(id: string): string {
  return `/commonObjects/pdfViewDetail/${part(id)}`;
}

export interface PrintSigner {
  userId: string;
  loginName: string;
  orgId: string;
}

/**
 * The template print of a record with product lines: invoices go to
 * /print-invoices (with who asked for it), everything else with lines to
 * print-quotation. Undefined for an object without product lines.
 */
export function templatePrintPath(
  record: { id: string; objId: string; objectApi: string; name: string },
  signer: PrintSigner | undefined,
): { path: string; kind: 'quotation' | 'invoice' } | undefined {
  if (!lineObjectOf(record.objectApi)) return undefined;
  if (record.objectApi.toLowerCase() === 'invoices') {
    const who = signer ?? { userId: EMPTY_PARAM, loginName: EMPTY_PARAM, orgId: EMPTY_PARAM };
    return {
      kind: 'invoice',
      path: `/print-invoices/${part(record.objId)}/${part(record.id)}/${DEFAULT_TEMPLATE_ID}/print/${part(who.userId)}/${part(who.loginName)}/${part(who.orgId)}`,
    };
  }
  return {
    kind: 'quotation',
    path: `/print-quotation/${part(record.name)}/${part(record.objId)}/${part(record.id)}/${DEFAULT_TEMPLATE_ID}/print`,
  };
}
