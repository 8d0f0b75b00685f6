import {
  convertLeadContract,
  leadConversionOptionsContract,
  listAssignmentRulesContract,
  orderFromQuoteContract,
  queryMappingDataContract,
  queryMasterFormulaListContract,
  quoteFromOpportunityContract,
  saveAssignmentRulesContract,
  saveMasterFormulaContract,
  syncQuoteContract,
} from '@vela/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope, responseSchema } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readAssignmentRules, saveAssignmentRules } from './assignment-rules.js';
import {
  type ConversionContext,
  convertLead,
  leadConversionOptions,
  mappingData,
} from './lead-conversion.js';
import { readObjectMapping, saveObjectMapping } from './object-mapping.js';
import { orderFromQuote, quoteFromOpportunity, syncQuote } from './quote-actions.js';

/**
 * Lead conversion and quote to order (issue 26 items 7 and 8), the object mapping they use (S2-C-032,
 * S2-C-033) and the assignment rules of leads and cases (S2-B-014), each call by its zod contract in @vela/core.
 */
export function registerConversionRoutes(app: FastifyInstance, context: ModuleContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const conversionOf = async (request: FastifyRequest): Promise<ConversionContext> => ({
    database: context.database,
    snapshot: await currentMetadata(context.database),
    user: requireUser(request.currentUser),
    now: context.now(),
  });
  const schemaOf = <C extends { summary: string; request: unknown; response: unknown }>(contract: C) => ({
    summary: contract.summary,
    body: envelopeSchema(contract.request as C['request'] & Parameters<typeof envelopeSchema>[0]),
    response: {
      200: responseSchema(contract.response as C['response'] & Parameters<typeof responseSchema>[0]),
    },
  });

  typed.post(
    queryMappingDataContract.path,
    { schema: schemaOf(queryMappingDataContract) },
    async (request) => {
      const { recordId, target_object } = request.body.body;
      const masterData = await mappingData(await conversionOf(request), recordId, target_object);
      return okEnvelope({ masterData, childData: [] }, request.id);
    },
  );
  typed.post(
    leadConversionOptionsContract.path,
    { schema: schemaOf(leadConversionOptionsContract) },
    async (request) =>
      okEnvelope(
        await leadConversionOptions(await conversionOf(request), request.body.body.leadId),
        request.id,
      ),
  );
  typed.post(convertLeadContract.path, { schema: schemaOf(convertLeadContract) }, async (request) =>
    okEnvelope(await convertLead(await conversionOf(request), request.body.body), request.id),
  );
  typed.post(
    quoteFromOpportunityContract.path,
    { schema: schemaOf(quoteFromOpportunityContract) },
    async (request) =>
      okEnvelope(
        await quoteFromOpportunity(await conversionOf(request), request.body.body.opportunityId),
        request.id,
      ),
  );
  typed.post(syncQuoteContract.path, { schema: schemaOf(syncQuoteContract) }, async (request) =>
    okEnvelope(await syncQuote(await conversionOf(request), request.body.body.quoteId), request.id),
  );
  typed.post(orderFromQuoteContract.path, { schema: schemaOf(orderFromQuoteContract) }, async (request) =>
    okEnvelope(await orderFromQuote(await conversionOf(request), request.body.body.quoteId), request.id),
  );
  typed.post(
    queryMasterFormulaListContract.path,
    { schema: schemaOf(queryMasterFormulaListContract) },
    async (request) => {
      const { snapshot, user } = await conversionOf(request);
      const mapping = await readObjectMapping(
        context.database,
        snapshot,
        user.orgId,
        request.body.body.targetObject,
      );
      return okEnvelope(mapping, request.id);
    },
  );
  typed.post(
    saveMasterFormulaContract.path,
    { schema: schemaOf(saveMasterFormulaContract) },
    async (request) => {
      const { snapshot, user } = await conversionOf(request);
      const { targetObject, fields } = request.body.body;
      return okEnvelope(
        await saveObjectMapping(context.database, snapshot, user, targetObject, fields),
        request.id,
      );
    },
  );
  typed.post(
    listAssignmentRulesContract.path,
    { schema: schemaOf(listAssignmentRulesContract) },
    async (request) => {
      const { snapshot, user } = await conversionOf(request);
      const object = resolveObject(snapshot, { objectApi: request.body.body.objectApi });
      return okEnvelope(await readAssignmentRules(context.database, user, object), request.id);
    },
  );
  typed.post(
    saveAssignmentRulesContract.path,
    { schema: schemaOf(saveAssignmentRulesContract) },
    async (request) => {
      const { snapshot, user } = await conversionOf(request);
      const { objectApi, entries } = request.body.body;
      const object = resolveObject(snapshot, { objectApi });
      return okEnvelope(await saveAssignmentRules(context.database, user, object, entries), request.id);
    },
  );
}
