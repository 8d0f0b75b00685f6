import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/** Related lists, name search and event conflicts. */
export function registerRelatedRoutes(_api: Api, _context: ModuleContext): void {}
