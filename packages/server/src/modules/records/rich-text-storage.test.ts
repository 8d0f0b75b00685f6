import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { tableNameFor } from '../metadata/object-table-ddl.js';

/** Issue 4: rich text is cleaned by core's allow-list on the server, before it is stored. */
describeEachDatabase('rich text storage', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const getApp = () => app;
  const calls = () => recordCalls(getApp, () => user);
  const storedBody = async (id: string) =>
    (await getDatabase()
      .handle.db.selectFrom(tableNameFor('velaKArticle') as never)
      .select('body' as never)
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow()) as { body: string | null };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { orgId: 'org_rich_text' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores an XSS payload without script, handlers or script links, on create and on edit', async () => {
    const payload =
      '<p onmouseover="alert(1)">Steps <b>one</b><script>alert(document.cookie)</script>' +
      '<img src=x onerror=alert(1)><a href="&#106;avascript:alert(1)">bad</a> ' +
      '<a href="https://help.example/a" style="x">good</a></p><svg/onload=alert(1)><!--<script>x</script>-->';
    const clean =
      '<p>Steps <b>one</b><a>bad</a> <a href="https://help.example/a" target="_blank" rel="noopener noreferrer">good</a></p>';
    const id = await calls().create('velaKArticle', { title: 'XSS probe', body: payload });
    expect((await storedBody(id)).body).toBe(clean);
    expect((await calls().detail(id)).data.body).toBe(clean);

    const edited = await calls().save('velaKArticle', {
      id,
      body: '<div><iframe src="javascript:alert(1)"></iframe><u>fine</u></div><style>*{}</style>',
    });
    expect(edited.isSaveSuccess, JSON.stringify(edited)).toBe(true);
    expect((await storedBody(id)).body).toBe('<div><u>fine</u></div>');
  });
});
