import type { FlowDefinition, FlowRun } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../db/database.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * Saves keep the active flows per metadata snapshot (active-flows.ts). Two server instances on one
 * database, each with its own connections and caches: once both have filled their cache, a flow saved,
 * switched off or deleted through one is heard (or no longer heard) by the very next save on either.
 */
describeEachDatabase('the active flows a save reads, cached until a flow is written', (getDatabase) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let admin: TestUser;
  const on = (app: FastifyInstance) =>
    recordCalls(
      () => app,
      () => admin,
    );
  const flow: FlowDefinition = {
    name: 'Card on every new account',
    objectApi: 'Account',
    active: true,
    trigger: 'create',
    criteria: { kind: 'always' },
    onlyOnChange: false,
    actions: [{ type: 'botCard', message: 'new account' }],
  };
  /** Creates an account through `app` and answers how many flow runs its save queued. */
  const runsOfNewAccount = async (app: FastifyInstance, name: string) => {
    const id = await on(app).create('Account', { name });
    const runs = (await on(first).ok('/automation/listRuns', { recordId: id })) as FlowRun[];
    return runs.length;
  };

  beforeAll(async () => {
    const database = getDatabase();
    first = await createTestApp(database.handle);
    secondDatabase =
      database.dialect === 'sqlite' ? openSqlite(database.location) : openPostgres(database.location, 2);
    second = await createTestApp(secondDatabase);
    admin = await createTestUser(database.handle, { name: 'Cache Admin' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDatabase.destroy();
  });

  it('a flow saved, switched off or deleted on one instance counts from the next save on both', async () => {
    // Both caches filled: no active flow on accounts.
    expect(await runsOfNewAccount(first, 'Before the flow, first')).toBe(0);
    expect(await runsOfNewAccount(second, 'Before the flow, second')).toBe(0);

    const saved = (await on(first).ok('/automation/saveFlow', { flow })) as { id: string };
    expect(await runsOfNewAccount(second, 'After the flow, second')).toBe(1);
    expect(await runsOfNewAccount(first, 'After the flow, first')).toBe(1);

    await on(second).ok('/automation/saveFlow', { flowId: saved.id, flow: { ...flow, active: false } });
    expect(await runsOfNewAccount(first, 'Switched off, first')).toBe(0);
    expect(await runsOfNewAccount(second, 'Switched off, second')).toBe(0);

    await on(second).ok('/automation/saveFlow', { flowId: saved.id, flow });
    expect(await runsOfNewAccount(first, 'Switched on, first')).toBe(1);
    await on(first).ok('/automation/deleteFlow', { flowId: saved.id });
    expect(await runsOfNewAccount(second, 'Deleted, second')).toBe(0);
    expect(await runsOfNewAccount(first, 'Deleted, first')).toBe(0);
  });
});
