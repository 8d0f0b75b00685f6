import {
  type CallContract,
  deleteIdentityProviderContract,
  listIdentityProvidersContract,
  saveIdentityProviderContract,
} from '@vela/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractSchema } from '../../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../../http/current-user.js';
import { badRequest, notFound, okEnvelope } from '../../../http/envelope.js';
import type { ModuleContext } from '../../module.js';
import { audited } from '../../setup-audit/index.js';
import { unknownMappingTargets } from './linked-user.js';
import {
  callbackAddresses,
  deleteProvider,
  findProvider,
  type ProviderInput,
  providersOfOrg,
  providerView,
  saveProvider,
} from './provider-store.js';

type Origin = (request: FastifyRequest) => string;

/** A route whose answer needs the caller's address (the redirect URIs to register at the provider). */
function setupRoute<Request extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  contract: CallContract<`/${string}`, Request, Response>,
  answer: (user: CurrentUser, input: z.output<Request>, origin: string) => Promise<z.input<Response>>,
  origin: Origin,
): void {
  app.post(contract.path, { schema: contractSchema(contract) }, async (request) => {
    const { body } = request.body as { body: z.output<Request> };
    return okEnvelope(await answer(requireUser(request.currentUser), body, origin(request)), request.id);
  });
}

/** Setup's provider pages: system administrators only; every change in the setup audit trail. */
export function registerProviderSetupRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  origin: Origin,
  requireAdmin: (user: CurrentUser) => void,
): void {
  const { database, config } = context;
  const ownProvider = async (user: CurrentUser, id: string) => {
    const row = await findProvider(database, id);
    if (!row || row.org_id !== user.orgId) throw notFound(`body.id: the sign-in provider "${id}"`);
    return row;
  };
  // The audit keeps what a provider is, never its secret.
  const auditState = (row: Awaited<ReturnType<typeof findProvider>>) =>
    row ? { target: row.name, state: providerView(row, callbackAddresses('')) } : { target: '', state: null };

  setupRoute(
    app,
    listIdentityProvidersContract,
    async (user, _input, at) => {
      requireAdmin(user);
      const addresses = callbackAddresses(at);
      return (await providersOfOrg(database, user.orgId)).map((row) => providerView(row, addresses));
    },
    origin,
  );

  const save = audited(
    context,
    'identity',
    saveIdentityProviderContract.path,
    async (user, input: ProviderInput) => {
      requireAdmin(user);
      if (input.id) await ownProvider(user, input.id);
      if (input.linkBy === 'claim' && !input.linkClaim)
        throw badRequest('body.linkClaim: name the claim that holds the user’s e-mail');
      const problem = await unknownMappingTargets(
        database,
        user.orgId,
        input.roleMappings,
        input.profileMappings,
      );
      if (problem) throw badRequest(problem);
      return saveProvider(database, user.orgId, input, config.dataDir, context.now());
    },
    async (input, result) =>
      auditState(result ?? (input.id ? await findProvider(database, input.id) : undefined)),
  );
  setupRoute(
    app,
    saveIdentityProviderContract,
    async (user, input, at) => providerView(await save(user, input), callbackAddresses(at)),
    origin,
  );

  const remove = audited(
    context,
    'identity',
    deleteIdentityProviderContract.path,
    async (user, input: { id: string }) => {
      requireAdmin(user);
      await ownProvider(user, input.id);
      await deleteProvider(database, input.id);
      return { id: input.id };
    },
    async (input, result) =>
      result ? { target: input.id, state: null } : auditState(await findProvider(database, input.id)),
  );
  setupRoute(app, deleteIdentityProviderContract, (user, input) => remove(user, input), origin);
}
