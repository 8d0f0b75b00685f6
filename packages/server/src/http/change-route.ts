import type { CallContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contractSchema } from './contract-route.js';
import { type CurrentUser, requireUser } from './current-user.js';
import { okEnvelope } from './envelope.js';

/**
 * A route that is a contract and a call: the request is validated against the
 * contract, the signed-in caller and the request's body go to the change
 * function, and its result, serialised through the contract's answer, is the
 * answer's data. The change function makes every check itself, so it is
 * tested without HTTP.
 */
export function changeRoute<Request extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  contract: CallContract<`/${string}`, Request, Response>,
  change: (user: CurrentUser, input: z.output<Request>) => Promise<z.input<Response>>,
): void {
  // Without the type provider: it cannot resolve the contract's generic schemas. The body and
  // the answer are typed from the contract here, and its schemas check both at run time.
  app.post(contract.path, { schema: contractSchema(contract) }, async (request) => {
    const { body } = request.body as { body: z.output<Request> };
    return okEnvelope(await change(requireUser(request.currentUser), body), request.id);
  });
}
