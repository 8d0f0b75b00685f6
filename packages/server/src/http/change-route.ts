import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CurrentUser, requireUser } from './current-user.js';
import { envelopeSchema, okEnvelope } from './envelope.js';

/** A call's contract from @vela/core: where it is served, what it does, the request it takes. */
export interface ChangeContract<Request extends z.ZodType> {
  path: string;
  summary: string;
  request: Request;
}

/**
 * A route that is a contract and a call: the request is validated against the
 * contract, the signed-in caller and the request's body go to the change
 * function, and its result is the answer's data. The change function makes
 * every check itself, so it is tested without HTTP.
 */
export function changeRoute<Request extends z.ZodType, Result>(
  app: FastifyInstance,
  contract: ChangeContract<Request>,
  change: (user: CurrentUser, input: z.output<Request>) => Promise<Result>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      contract.path,
      { schema: { summary: contract.summary, body: envelopeSchema(contract.request) } },
      async (request) => {
        // Validated against envelopeSchema(contract.request) above; the type provider cannot see through the generic.
        const { body } = request.body as { body: z.output<Request> };
        return okEnvelope(await change(requireUser(request.currentUser), body), request.id);
      },
    );
}
