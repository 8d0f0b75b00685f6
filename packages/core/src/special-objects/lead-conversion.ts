/**
 * Lead conversion and quote to order (issue 26 items 7 and 8): which values
 * of a lead the account, contact and opportunity it becomes start with, and
 * which of a quote's the order made from it takes. The server applies them;
 * the convert dialog shows the same names before anything is written.
 */
export const LEAD_CONVERTED_STATUS = 'Converted';

/** The calls' paths, apart from their zod contracts (contracts/conversion.ts) so the web bundle needs no zod. */
export const CONVERSION_PATHS = {
  queryMappingData: '/objectMapping/queryMappingData',
  leadConversionOptions: '/objectMapping/leadConversionOptions',
  convertLead: '/objectMapping/convertLead',
  quoteFromOpportunity: '/quote/createFromOpportunity',
  syncQuote: '/quote/sync',
  orderFromQuote: '/quote/createOrder',
  queryMasterFormulaList: '/master/queryMasterFormulaList',
  saveMasterFormula: '/master/saveMasterFormula',
} as const;
export const QUOTE_ACCEPTED_STATUS = 'Accepted';

/** Target field ← lead field. The lead's address is not carried: its sub-fields are per object. */
export const LEAD_TO_ACCOUNT: Readonly<Record<string, string>> = {
  name: 'company',
  industry: 'industry',
  rating: 'rating',
  annualrevenue: 'annualrevenue',
  phone: 'phone',
};
export const LEAD_TO_CONTACT: Readonly<Record<string, string>> = {
  name: 'name',
  title: 'title',
  email: 'email',
  phone: 'phone',
  leadsource: 'leadsource',
  description: 'description',
};
export const LEAD_TO_OPPORTUNITY: Readonly<Record<string, string>> = {
  leadsource: 'leadsource',
};

/**
 * The mapping each target of a lead starts with; an administrator's saved
 * mapping (saveMasterFormula, S2-C-033) replaces it for their organisation.
 */
export const DEFAULT_LEAD_MAPPINGS: Readonly<
  Record<'Account' | 'Contact' | 'Opportunity', Readonly<Record<string, string>>>
> = { Account: LEAD_TO_ACCOUNT, Contact: LEAD_TO_CONTACT, Opportunity: LEAD_TO_OPPORTUNITY };

/** Target fields conversion sets itself (links, names, dates, owner): a mapping may not name them. */
export const CONVERSION_SET_FIELDS: Readonly<
  Record<'Account' | 'Contact' | 'Opportunity', readonly string[]>
> = {
  Account: ['ownerid'],
  Contact: ['accountid', 'ownerid'],
  Opportunity: ['name', 'khmc', 'closedate', 'ownerid'],
};

/** How many days after conversion a new opportunity's close date is (it is required; the rep moves it). */
export const CONVERTED_OPPORTUNITY_CLOSE_DAYS = 30;

export type LeadValues = Readonly<Record<string, unknown>>;

/** The target's values from the lead by a mapping; blanks are left out so the target's defaults apply. */
export function mapLeadValues(
  lead: LeadValues,
  mapping: Readonly<Record<string, string>>,
): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const [target, source] of Object.entries(mapping)) {
    const value = lead[source];
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      values[target] = value;
  }
  return values;
}

/** The name a new opportunity of a converted lead is offered (Salesforce's "Company-"). */
export function convertedOpportunityName(lead: LeadValues): string {
  const company = typeof lead.company === 'string' ? lead.company.trim() : '';
  const name = typeof lead.name === 'string' ? lead.name.trim() : '';
  return `${company || name}-`;
}

/** The close date of a converted lead's new opportunity, as yyyy-mm-dd (UTC). */
export function convertedOpportunityCloseDate(now: Date): string {
  return new Date(now.getTime() + CONVERTED_OPPORTUNITY_CLOSE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a record is a converted lead: read-only from then on (the page offers no Edit, the server refuses saves). */
export function isConvertedLead(objectApi: string, values: LeadValues): boolean {
  return objectApi.toLowerCase() === 'lead' && values.status === LEAD_CONVERTED_STATUS;
}

/**
 * Why a save of a lead is refused: a converted lead is read-only, and no save
 * makes a lead Converted (only Convert does, with the records it became).
 */
export function leadSaveProblem(
  storedStatus: unknown,
  changes: Readonly<Record<string, unknown>>,
): 'converted' | 'status' | null {
  if (storedStatus === LEAD_CONVERTED_STATUS) return 'converted';
  if (changes.status === LEAD_CONVERTED_STATUS) return 'status';
  return null;
}

export const LEAD_SAVE_MESSAGES: Record<'converted' | 'status', string> = {
  converted: 'This lead is converted and can no longer be changed',
  status: 'A lead becomes Converted only by converting it',
};

/** The line fields a quote line hands to the order line made from it (prices are worked out again on save). */
export const QUOTE_LINE_TO_ORDER_LINE: readonly string[] = [
  'name',
  'product',
  'qty',
  'listprice',
  'discount',
  'discountamount',
  'selectdiscount',
  'customerdiscount',
  'tax',
  'ratetype',
  'pricebook2id',
  'exchangerate',
  'currency',
];

/** Why an order cannot be made from a quote in this status, or null. */
export function orderFromQuoteProblem(status: unknown): string | null {
  return status === QUOTE_ACCEPTED_STATUS ? null : 'Only an accepted quote can become an order';
}
