import { z } from 'zod';
import { CONVERSION_PATHS } from '../special-objects/lead-conversion.js';

/**
 * Lead conversion and quote to order (issue 26 items 7 and 8). The object
 * mapping of spec 2 §7 (S2-C-031, path not shown: recordId, layoutId,
 * target_object → childData, masterData) is `queryMappingData` (the name
 * S2-C-034 lists); the rest are ours.
 */
const recordIdSchema = z.string().min(1).max(64);

export const MAPPING_TARGETS = ['Account', 'Contact', 'Opportunity'] as const;

export const queryMappingDataRequestSchema = z.strictObject({
  recordId: recordIdSchema,
  target_object: z.enum(MAPPING_TARGETS),
  layoutId: z.string().max(64).optional(),
});
export const mappedValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export const queryMappingDataResponseSchema = z.object({
  /** The target record's values mapped from the source record. */
  masterData: mappedValuesSchema,
  /** Lines mapped along (none for a lead's targets). */
  childData: z.array(mappedValuesSchema),
});
export const queryMappingDataContract = {
  path: CONVERSION_PATHS.queryMappingData,
  summary: "The values a lead's account, contact or opportunity starts with (spec 2 §7 object mapping)",
  request: queryMappingDataRequestSchema,
  response: queryMappingDataResponseSchema,
} as const;

const namedRecordSchema = z.object({ id: z.string(), name: z.string() });

export const leadConversionOptionsRequestSchema = z.strictObject({ leadId: recordIdSchema });
export const leadConversionOptionsSchema = z.object({
  lead: z.object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    email: z.string(),
    status: z.string(),
    ownerId: z.string(),
    ownerName: z.string(),
  }),
  /** What the lead became, when it is converted already. */
  converted: z
    .object({
      account: namedRecordSchema.nullable(),
      contact: namedRecordSchema.nullable(),
      opportunity: namedRecordSchema.nullable(),
    })
    .nullable(),
  accountName: z.string(),
  opportunityName: z.string(),
  /** Accounts the caller may read whose name is the lead's company. */
  accountMatches: z.array(namedRecordSchema),
  /** Contacts the caller may read with the lead's e-mail. */
  contactMatches: z.array(namedRecordSchema.extend({ accountId: z.string() })),
});
export type LeadConversionOptions = z.infer<typeof leadConversionOptionsSchema>;
export const leadConversionOptionsContract = {
  path: CONVERSION_PATHS.leadConversionOptions,
  summary:
    'What the convert dialog offers for a lead: names to start with and the matching account and contacts',
  request: leadConversionOptionsRequestSchema,
  response: leadConversionOptionsSchema,
} as const;

export const convertLeadRequestSchema = z.strictObject({
  leadId: recordIdSchema,
  account: z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('new'), name: z.string().trim().min(1).max(255) }),
    z.strictObject({ mode: z.literal('existing'), id: recordIdSchema }),
  ]),
  contact: z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('new') }),
    z.strictObject({ mode: z.literal('existing'), id: recordIdSchema }),
  ]),
  opportunity: z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('new'), name: z.string().trim().min(1).max(255) }),
    z.strictObject({ mode: z.literal('none') }),
  ]),
  /** The owner of the new records; the caller when left out. */
  ownerId: z.string().min(1).max(64).optional(),
});
export type ConvertLeadRequest = z.infer<typeof convertLeadRequestSchema>;
export const convertLeadResponseSchema = z.object({
  leadId: z.string(),
  account: namedRecordSchema,
  contact: namedRecordSchema,
  opportunity: namedRecordSchema.nullable(),
});
export type ConvertLeadResult = z.infer<typeof convertLeadResponseSchema>;
export const convertLeadContract = {
  path: CONVERSION_PATHS.convertLead,
  summary:
    'Converts a lead into an account, a contact and optionally an opportunity in one transaction; the lead becomes Converted and read-only',
  request: convertLeadRequestSchema,
  response: convertLeadResponseSchema,
} as const;

export const quoteFromOpportunityRequestSchema = z.strictObject({ opportunityId: recordIdSchema });
export const quoteFromOpportunityContract = {
  path: CONVERSION_PATHS.quoteFromOpportunity,
  summary: "A draft quote for an opportunity, with the opportunity's customer and price book",
  request: quoteFromOpportunityRequestSchema,
  response: namedRecordSchema,
} as const;

export const syncQuoteRequestSchema = z.strictObject({ quoteId: recordIdSchema });
export const syncQuoteResponseSchema = z.object({
  quoteId: z.string(),
  opportunityId: z.string(),
  amount: z.number(),
  /** The quote that was synced before and no longer is; '' when none. */
  unsyncedQuoteId: z.string(),
});
export type SyncQuoteResult = z.infer<typeof syncQuoteResponseSchema>;
export const syncQuoteContract = {
  path: CONVERSION_PATHS.syncQuote,
  summary: "Makes a quote its opportunity's synced quote: the opportunity takes its total and price book",
  request: syncQuoteRequestSchema,
  response: syncQuoteResponseSchema,
} as const;

export const orderFromQuoteRequestSchema = z.strictObject({ quoteId: recordIdSchema });
export const orderFromQuoteResponseSchema = namedRecordSchema.extend({
  orderNumber: z.string(),
  lines: z.number().int(),
});
export type OrderFromQuoteResult = z.infer<typeof orderFromQuoteResponseSchema>;
export const orderFromQuoteContract = {
  path: CONVERSION_PATHS.orderFromQuote,
  summary: "An order from an accepted quote, with the quote's customer, price book and lines",
  request: orderFromQuoteRequestSchema,
  response: orderFromQuoteResponseSchema,
} as const;

/**
 * The object mapping's data calls (S2-C-032 queryMasterFormulaList, S2-C-033
 * saveMasterFormula; the spec shows neither payload nor answer): which lead
 * field each field of a conversion target takes, read and replaced by
 * administrators. An empty list restores the defaults.
 */
export const MAPPING_SOURCES = ['Lead'] as const;
const mappingPairSchema = {
  sourceObject: z.enum(MAPPING_SOURCES),
  targetObject: z.enum(MAPPING_TARGETS),
};
export const objectMappingSchema = z.object({
  sourceObject: z.string(),
  targetObject: z.string(),
  /** True when no mapping is saved and these are the defaults. */
  isDefault: z.boolean(),
  fields: z.array(
    z.object({
      targetField: z.string(),
      targetLabel: z.string(),
      sourceField: z.string(),
      sourceLabel: z.string(),
    }),
  ),
});
export type ObjectMapping = z.infer<typeof objectMappingSchema>;

export const queryMasterFormulaListContract = {
  path: CONVERSION_PATHS.queryMasterFormulaList,
  summary: "The mapping of a lead's fields to an account's, contact's or opportunity's on conversion",
  request: z.strictObject(mappingPairSchema),
  response: objectMappingSchema,
} as const;

export const saveMasterFormulaContract = {
  path: CONVERSION_PATHS.saveMasterFormula,
  summary: 'Replaces the mapping of lead fields to a conversion target (administrators)',
  request: z.strictObject({
    ...mappingPairSchema,
    fields: z
      .array(
        z.strictObject({
          targetField: z.string().min(1).max(100),
          sourceField: z.string().min(1).max(100),
        }),
      )
      .max(200, 'fields: at most 200'),
  }),
  response: objectMappingSchema,
} as const;
