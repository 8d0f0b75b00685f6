import { getRelatedListRowsContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readRelatedList } from './related-lists.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
const _pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** The record page's related lists, one list a page at a time with its columns. */
export function registerRelatedListRoutes(api: Api, context: ModuleContext): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      getRelatedListRowsContract.path,
      { schema: contractSchema(getRelatedListRowsContract) },
      async (request) => {
        const user = requireUser(request.currentUser);
        return okEnvelope(await readRelatedList(context, user, request.body.body), request.id);
      },
    );
}
