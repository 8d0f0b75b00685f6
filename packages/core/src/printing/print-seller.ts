/**
 * The seller on a quotation or invoice (issue 26 item 2): the organisation's
 * name, address, tax id and logo, and the terms each kind prints, kept in the
 * organisation's settings (`settings_json.seller`). Parsed here once so the
 * server's print and any screen that edits them read the same shape.
 */
export interface SellerProfile {
  /** The legal name printed; the organisation's name when blank. */
  name: string;
  /** The address, one printed line each. */
  addressLines: string[];
  taxId: string;
  email: string;
  phone: string;
  /** A PNG or JPEG data: URL (what the PDF can draw), or blank. */
  logo: string;
  /** The terms printed under a quotation's and an invoice's totals when no template gives its own. */
  quotationTerms: string;
  invoiceTerms: string;
}

export const EMPTY_SELLER: SellerProfile = {
  name: '',
  addressLines: [],
  taxId: '',
  email: '',
  phone: '',
  logo: '',
  quotationTerms: '',
  invoiceTerms: '',
};

const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;

/** The seller from an organisation's settings JSON; anything missing or malformed is blank, never an error. */
export function sellerOfSettings(settingsJson: string, organisationName: string): SellerProfile {
  let settings: unknown;
  try {
    settings = JSON.parse(settingsJson);
  } catch {
    settings = {};
  }
  const seller =
    typeof settings === 'object' && settings !== null
      ? (settings as Record<string, unknown>).seller
      : undefined;
  const read = (key: keyof SellerProfile): string => {
    if (typeof seller !== 'object' || seller === null) return '';
    const value = (seller as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim().slice(0, 2000) : '';
  };
  const address =
    typeof seller === 'object' && seller !== null ? (seller as Record<string, unknown>).addressLines : [];
  const logo = read('logo');
  return {
    name: read('name') || organisationName,
    addressLines: Array.isArray(address)
      ? address.filter((line): line is string => typeof line === 'string' && line.trim() !== '').slice(0, 6)
      : [],
    taxId: read('taxId'),
    email: read('email'),
    phone: read('phone'),
    logo: LOGO.test(logo) ? logo : '',
    quotationTerms: read('quotationTerms'),
    invoiceTerms: read('invoiceTerms'),
  };
}

/**
 * Fields a customer's document never prints: who owns or last changed the
 * record, the record type and sync flags are the seller's own bookkeeping.
 */
const INTERNAL_FIELDS = new Set([
  'ownerid',
  'createbyid',
  'lastmodifybyid',
  'createdate',
  'lastmodifydate',
  'recordtype',
  'issyncing',
  'pricebook2id',
  'opportunityid',
  'currency',
]);

/** Whether a quotation or invoice prints the field among its details (the customer and total print apart). */
export function printsOnCustomerDocument(
  fieldApi: string,
  parts: { customerField: string; totalField: string },
): boolean {
  const api = fieldApi.toLowerCase();
  return (
    !INTERNAL_FIELDS.has(api) &&
    api !== parts.customerField.toLowerCase() &&
    api !== parts.totalField.toLowerCase()
  );
}
