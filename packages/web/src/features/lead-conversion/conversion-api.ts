import {
  CONVERSION_PATHS,
  type ConvertLeadRequest,
  type ConvertLeadResult,
  type convertLeadContract,
  type getLookupDataContract,
  type LeadConversionOptions,
  type leadConversionOptionsContract,
  type OrderFromQuoteResult,
  type orderFromQuoteContract,
  type quoteFromOpportunityContract,
  type SyncQuoteResult,
  type syncQuoteContract,
} from '@vela/core';
import { api, isApiError } from '../../api/index.js';

/** The calls of lead conversion and quote to order; their shapes are the zod contracts' types in @vela/core (issue 26). */

export interface NamedRecord {
  id: string;
  name: string;
}

export async function fetchConversionOptions(leadId: string): Promise<LeadConversionOptions> {
  return (
    await api.call<typeof leadConversionOptionsContract>(CONVERSION_PATHS.leadConversionOptions, { leadId })
  ).data;
}

/** The caller shows a refusal in the dialog (callerHandlesErrors): it names what stopped the conversion. */
export async function convertLead(request: ConvertLeadRequest): Promise<ConvertLeadResult> {
  return (
    await api.call<typeof convertLeadContract>(CONVERSION_PATHS.convertLead, request, {
      callerHandlesErrors: true,
    })
  ).data;
}

export async function searchRecords(
  objId: 'account' | 'contact' | 'user',
  keyword: string,
): Promise<NamedRecord[]> {
  const answer = await api.call<typeof getLookupDataContract>('/lookup/getLookupData', {
    objId,
    keyword,
    pageSize: 20,
  });
  return (answer.data?.dataList ?? []).map((row) => ({
    id: row.id,
    name: row.queryname ?? row.name ?? row.id,
  }));
}

export async function quoteFromOpportunity(opportunityId: string): Promise<NamedRecord> {
  return (
    await api.call<typeof quoteFromOpportunityContract>(CONVERSION_PATHS.quoteFromOpportunity, {
      opportunityId,
    })
  ).data;
}

export async function syncQuote(quoteId: string): Promise<SyncQuoteResult> {
  return (await api.call<typeof syncQuoteContract>(CONVERSION_PATHS.syncQuote, { quoteId })).data;
}

export async function orderFromQuote(quoteId: string): Promise<OrderFromQuoteResult> {
  return (await api.call<typeof orderFromQuoteContract>(CONVERSION_PATHS.orderFromQuote, { quoteId })).data;
}

/** The server's words for a refusal, or the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.response?.returnInfo || error.message || fallback;
  return fallback;
}
