import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { JobRunner } from './jobs/index.js';
import type { RealtimeBus } from './realtime/index.js';

/** What every feature module is given when it registers its routes. */
export interface ModuleContext {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The current time; tests pass their own clock. */
  now: () => Date;
  /** Publishes realtime events to connected users (across server processes with Redis). */
  realtime: RealtimeBus;
  /** The background job runner: register handlers by type, enqueue jobs (see modules/jobs). */
  jobs: JobRunner;
}

export interface SeedContext {
  database: DatabaseHandle;
  config: ServerConfig;
  now: Date;
}

/** One module's part of the demo org; runs once, on an empty database, in list order (db/seed.ts). */
export interface Seeder {
  name: string;
  seed(context: SeedContext): Promise<void>;
}

/** A feature module: registers its routes under /api. */
export type ApiModule = (app: FastifyInstance, context: ModuleContext) => Promise<void> | void;
