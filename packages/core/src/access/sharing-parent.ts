import { DEFAULT_ORG_WIDE_DEFAULT, type OrgWideDefault } from './permissions.js';

/**
 * Records that belong to another follow its access (Salesforce's "controlled by parent"): a product line
 * follows its quote, order or invoice through its master-detail field; a few standard objects follow a
 * lookup instead, as in Salesforce: a quote its opportunity, an invoice its order, a receivable its invoice.
 */
export const SHARING_PARENT_LOOKUPS: Readonly<Record<string, string>> = {
  quote: 'opportunityid',
  invoices: 'orderid',
  velaproceed: 'invoice',
};

/** The lookup a standard object's records follow for access, when it has no master-detail field. */
export function sharingParentLookup(objectApi: string): string | undefined {
  return SHARING_PARENT_LOOKUPS[objectApi.toLowerCase()];
}

/**
 * Standard objects whose records are private until an administrator says otherwise: e-mails as records
 * (issue 23) are their mailbox owner's (and, as any private record, their managers' and view-all holders').
 */
export const PRIVATE_BY_DEFAULT_OBJECTS: ReadonlySet<string> = new Set(['emailmessage']);

/**
 * An object's organisation-wide default when the organisation set none: an object with a parent follows
 * it (so a private deal's quotes and lines stay private), one of PRIVATE_BY_DEFAULT_OBJECTS is private,
 * any other is public read/write as before. An administrator who sets another default for the object
 * says otherwise.
 */
export function unsetOrgWideDefault(hasParent: boolean, objectApi = ''): OrgWideDefault {
  if (hasParent) return 'controlledByParent';
  return PRIVATE_BY_DEFAULT_OBJECTS.has(objectApi.toLowerCase()) ? 'private' : DEFAULT_ORG_WIDE_DEFAULT;
}
