import { lineObjectOf } from './line-objects.js';

/**
 * Spec 2 §2 "Form layout" (S2-B-024, S2-B-025) as DECISIONS 2 reads it: the "old renderer" is the
 * product-line renderer, the record's form with its line editor; it is kept for prefixes 002, 009, 011,
 * 021, 032, 072 and 092 whatever the setting. The new renderer, the layout form alone, is on only where
 * the setting IS_OPEN_NEW_CREATE_EDIT is '1'; anywhere else every form is drawn by the product-line
 * renderer (for an object without lines its editors have nothing to add).
 */
export const IS_OPEN_NEW_CREATE_EDIT = 'IS_OPEN_NEW_CREATE_EDIT';

export type LineEditorKind = 'productLines' | 'paymentDetails';

/**
 * Each prefix kept on the product-line renderer: the object with that prefix, the object whose form
 * carries the line editor (a line is edited in its record's form: spec 2 §2 related lists), and which editor.
 */
export const PRODUCT_LINE_RENDERER_PREFIXES: Readonly<
  Record<string, { objectApi: string; formObjectApi: string; editor: LineEditorKind }>
> = {
  '002': { objectApi: 'salesorder', formObjectApi: 'salesorder', editor: 'productLines' },
  '009': { objectApi: 'velaproceeddetail', formObjectApi: 'velaproceed', editor: 'paymentDetails' },
  '011': { objectApi: 'quotedetail', formObjectApi: 'quote', editor: 'productLines' },
  '021': { objectApi: 'velaorderdetail', formObjectApi: 'velaorder', editor: 'productLines' },
  '032': { objectApi: 'invoicedetail', formObjectApi: 'Invoices', editor: 'productLines' },
  '072': { objectApi: 'velapurchaseorder', formObjectApi: 'velapurchaseorder', editor: 'productLines' },
  '092': { objectApi: 'purchaseorderdetail', formObjectApi: 'velapurchaseorder', editor: 'productLines' },
};

export type CreateEditRenderer = 'productLines' | 'layout';

const keptObjects = new Set(
  Object.values(PRODUCT_LINE_RENDERER_PREFIXES).flatMap((entry) => [
    entry.objectApi.toLowerCase(),
    entry.formObjectApi.toLowerCase(),
  ]),
);

/** Whether a form of the object belongs to the seven prefixes: the object, or the record its lines belong to. */
export function keepsProductLineRenderer(objectApi: string): boolean {
  const key = objectApi.toLowerCase();
  const line = lineObjectOf(key)?.lineApi.toLowerCase();
  return keptObjects.has(key) || (line !== undefined && keptObjects.has(line));
}

/** The renderer of a create/edit form of the object under the setting's value. */
export function createEditRendererOf(
  objectApi: string,
  isOpenNewCreateEdit: string | undefined,
): CreateEditRenderer {
  if (keepsProductLineRenderer(objectApi)) return 'productLines';
  return isOpenNewCreateEdit === '1' ? 'layout' : 'productLines';
}
