import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openPostgres, openSqlite } from '../db/database.js';
import { type AccessOrg, createAccessOrg } from './access-org.js';
import { listenAs, type SocketListener, socketUrlOf } from './realtime-listener.js';
import { createTestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import type { TestUser } from './test-users.js';

export const TEST_REDIS_URL = process.env.VELA_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Two server instances, listening, as two processes would be: their own connections, one database, one Redis. */
export interface TwoServers {
  first: FastifyInstance;
  second: FastifyInstance;
  org: AccessOrg;
}

/**
 * Starts the two instances (and an organisation) before the suite's tests and stops them after; `listen` opens
 * a person's socket on one of them, closed with the instances.
 */
export function useTwoServers(getDatabase: () => TestDatabase, orgName: string) {
  const servers = {} as TwoServers;
  let secondDatabase: DatabaseHandle;
  const listeners: SocketListener[] = [];
  beforeAll(async () => {
    const database = getDatabase();
    const config = { redisUrl: TEST_REDIS_URL };
    servers.first = await createTestApp(database.handle, { config });
    secondDatabase =
      database.dialect === 'sqlite' ? openSqlite(database.location) : openPostgres(database.location, 2);
    servers.second = await createTestApp(secondDatabase, { config });
    servers.org = await createAccessOrg(
      database.handle,
      () => servers.first,
      `${orgName}_${database.dialect}`,
    );
    await servers.first.listen({ port: 0, host: '127.0.0.1' });
    await servers.second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const listener of listeners) listener.socket.close();
    await servers.first.close();
    await servers.second.close();
    await secondDatabase.destroy();
  });
  const listen = async (app: FastifyInstance, user: TestUser) => {
    const listener = await listenAs(socketUrlOf(app), user);
    listeners.push(listener);
    return listener;
  };
  return { servers, listen };
}
