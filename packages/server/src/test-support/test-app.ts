import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { readConfig, type ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { seedDemoOrgIfEmpty } from '../db/seed.js';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // No mailbox watchers unless a test asks: the mail tests' IMAP servers are theirs to drive.
  return {
    ...readConfig({ VELA_DATA_DIR: '/tmp/vela-test-unused' }),
    logLevel: 'silent',
    mailIdle: false,
    ...overrides,
  };
}

/** The real app on a test database, optionally with the demo org seeded. */
export async function createTestApp(
  database: DatabaseHandle,
  options: { seed?: boolean; config?: Partial<ServerConfig>; now?: () => Date } = {},
): Promise<FastifyInstance> {
  const config = testConfig(options.config);
  if (options.seed) await seedDemoOrgIfEmpty(database, config);
  const app = await buildApp({
    config,
    database,
    logger: false,
    refuseUndeclaredFields: true,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return app;
}
