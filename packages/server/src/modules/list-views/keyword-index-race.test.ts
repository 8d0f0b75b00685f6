import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dialectsUnderTest,
  type TestDatabase,
} from '../../test-support/test-database.js';
import { currentMetadata } from '../metadata/index.js';
import { ensureKeywordIndex } from './keyword-index.js';

const onPostgres = (await dialectsUnderTest()).includes('postgres');

describe.runIf(onPostgres)('keyword indexes built at the same moment [postgres]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('two first searches of two objects at once both get their trigram index', async () => {
    const snapshot = await currentMetadata(database.handle);
    const objects = ['account', 'contact', 'lead', 'opportunity'].map((api) => {
      const object = snapshot.byApi.get(api);
      if (!object) throw new Error(`no ${api} object`);
      return object;
    });
    // A fresh database has no pg_trgm yet: every build runs `create extension` at the same moment.
    const built = await Promise.all(objects.map((object) => ensureKeywordIndex(database.handle, object)));
    expect(built).toEqual([true, true, true, true]);
  });
});
