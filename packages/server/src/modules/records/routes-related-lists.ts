import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readRelatedList } from './related-lists.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** The record page's related lists, one list a page at a time with its columns. */
export function registerRelatedListRoutes(api: Api, context: ModuleContext): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/objectdetail/getRelatedListRows',
    {
      schema: {
        summary:
          "One related list of a record: the child object's records whose lookup (fieldApi) points at it, with the list's columns, newest first, a page at a time (our path)",
        body: envelopeSchema(
          z.strictObject({
            id: z.string().min(1).max(64),
            objectApi: z.string().min(1).max(100),
            fieldApi: z.string().min(1).max(100),
            page: pageNumber,
            pageSize: pageNumber,
            language: z.string().max(16).optional(),
          }),
        ),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await readRelatedList(context, user, request.body.body), request.id);
    },
  );
}
