import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from './record-store.js';

/** /objectInfo/save with masterdata and masterdeletedata: a record and its lines are one transaction. */
describeEachDatabase('/objectInfo/save with lines', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let accountId: string;
  let productId: string;
  const { call, save, create } = recordCalls(
    () => app,
    () => user,
  );
  const rows = async (table: string, column: string, value: string) =>
    (await recordsDb(getDatabase().handle)
      .selectFrom(table)
      .selectAll()
      .where(column, '=', value)
      .execute()) as Array<Record<string, unknown>>;
  const linesGroup = (data: Array<Record<string, unknown>>) =>
    JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data }]);
  const line = (name: string, qty: string | number = 2) => ({ name, product: productId, qty });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Lines User' });
    accountId = await create('Account', { name: 'Lines Customer' });
    productId = await create('product', { name: 'Widget', productcode: 'W-1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-013] saves a quote with its lines in one call, the lines pointing at the new quote', async () => {
    const result = await save(
      'quote',
      { name: 'Quote with lines', khmc: accountId },
      { masterdata: linesGroup([line('Line A'), line('Line B', 5)]) },
    );
    expect(result.isSaveSuccess).toBe(true);
    expect(result.lines).toHaveLength(2);
    const stored = await rows('obj_quotedetail', 'quoteid', result.id);
    expect(stored.map((row) => row.name).sort()).toEqual(['Line A', 'Line B']);
    expect(result.cardList).toHaveLength(2);
  });

  it('saves nothing — neither the quote nor the other lines — when one line breaks a rule', async () => {
    const result = await save(
      'quote',
      { name: 'Quote rolled back', khmc: accountId },
      { masterdata: linesGroup([line('Good line'), { name: 'No product', qty: 1 }]) },
    );
    expect(result.isSaveSuccess).toBe(false);
    expect(result.id).toBe('');
    expect(result.errormessage).toMatch(/^Quote line line 2: .*Product/);
    expect(result.lines?.[0]).toEqual(
      expect.objectContaining({ objectApi: 'quotedetail', index: 1, errorField: 'product' }),
    );
    expect(await rows('obj_quote', 'name', 'Quote rolled back')).toEqual([]);
    expect(await rows('obj_quotedetail', 'name', 'Good line')).toEqual([]);
  });

  it('saves nothing when a line has a bad value type', async () => {
    const result = await save(
      'quote',
      { name: 'Quote bad qty', khmc: accountId },
      { masterdata: linesGroup([line('Fine line'), line('Bad qty', 'many')]) },
    );
    expect(result.isSaveSuccess).toBe(false);
    expect(result.errormessage).toContain('Quote line line 2');
    expect(await rows('obj_quote', 'name', 'Quote bad qty')).toEqual([]);
    expect(await rows('obj_quotedetail', 'name', 'Fine line')).toEqual([]);
  });

  it('[S2-D-029] updates (masterdata) and deletes (masterdeletedata) lines of an existing quote in the same transaction', async () => {
    const first = await save(
      'quote',
      { name: 'Quote to edit', khmc: accountId },
      { masterdata: linesGroup([line('Keep me'), line('Delete me')]) },
    );
    const [keep, drop] = first.lines as Array<{ id: string; name: string }>;
    const quote = (await rows('obj_quote', 'id', first.id))[0] as Record<string, unknown>;
    const result = await save(
      'quote',
      { id: first.id, name: 'Quote edited', lastmodifydate: quote.lastmodifydate },
      {
        masterdata: linesGroup([{ id: keep?.id, qty: 7 }, line('Added')]),
        masterdeletedata: JSON.stringify([drop?.id]),
      },
    );
    expect(result.isSaveSuccess).toBe(true);
    const stored = await rows('obj_quotedetail', 'quoteid', first.id);
    const live = stored.filter((row) => Number(row.is_deleted) === 0);
    expect(live.map((row) => row.name).sort()).toEqual(['Added', 'Keep me']);
    expect(Number(live.find((row) => row.name === 'Keep me')?.qty)).toBe(7);
    expect(Number(stored.find((row) => row.id === drop?.id)?.is_deleted)).toBe(1);
  });

  it('refuses a line of another quote, and a deletion of another quote’s line, changing nothing', async () => {
    const other = await save(
      'quote',
      { name: 'Other quote', khmc: accountId },
      { masterdata: linesGroup([line('Other line')]) },
    );
    const otherLine = (other.lines as Array<{ id: string }>)[0]?.id as string;
    const mine = await save(
      'quote',
      { name: 'My quote', khmc: accountId },
      { masterdata: linesGroup([line('My line')]) },
    );
    const myQuote = (await rows('obj_quote', 'id', mine.id))[0] as Record<string, unknown>;

    const stealLine = await save(
      'quote',
      { id: mine.id, name: 'My quote renamed', lastmodifydate: myQuote.lastmodifydate },
      { masterdata: linesGroup([line('New line'), { id: otherLine, qty: 9 }]) },
    );
    expect(stealLine.isSaveSuccess).toBe(false);
    expect(stealLine.errormessage).toContain(`${otherLine} belongs to another Quote`);

    const deleteForeign = await save(
      'quote',
      { id: mine.id, name: 'My quote renamed', lastmodifydate: myQuote.lastmodifydate },
      { masterdata: linesGroup([line('New line')]), masterdeletedata: otherLine },
    );
    expect(deleteForeign.isSaveSuccess).toBe(false);
    expect(deleteForeign.errormessage).toContain(`${otherLine} is not a line of this Quote`);

    const pointElsewhere = await save(
      'quote',
      { id: mine.id, name: 'My quote renamed', lastmodifydate: myQuote.lastmodifydate },
      { masterdata: linesGroup([{ ...line('Sneaky'), quoteid: other.id }]) },
    );
    expect(pointElsewhere.isSaveSuccess).toBe(false);
    expect(pointElsewhere.errormessage).toContain('names another Quote');

    const badId = await save(
      'quote',
      { id: mine.id, name: 'My quote renamed', lastmodifydate: myQuote.lastmodifydate },
      { masterdata: linesGroup([line('New line')]), masterdeletedata: JSON.stringify(['nonsense']) },
    );
    expect(badId.isSaveSuccess).toBe(false);
    expect(badId.errormessage).toContain('"nonsense" is not the id of a record');

    expect((await rows('obj_quote', 'id', mine.id))[0]?.name).toBe('My quote');
    expect(await rows('obj_quotedetail', 'name', 'New line')).toEqual([]);
    expect(await rows('obj_quotedetail', 'name', 'Sneaky')).toEqual([]);
    expect(Number((await rows('obj_quotedetail', 'id', otherLine))[0]?.qty)).toBe(2);
    expect(Number((await rows('obj_quotedetail', 'id', otherLine))[0]?.is_deleted)).toBe(0);
  });

  it('refuses a bad masterdata shape with a 400 that names the problem', async () => {
    const payload = (masterdata: string, data = [{ name: 'Shape quote', khmc: accountId }]) =>
      call('/objectInfo/save', { objectApi: 'quote', data: JSON.stringify(data), masterdata });
    const notJson = await payload('{oops');
    expect(notJson.status).toBe(400);
    expect(notJson.json.returnInfo).toContain('body.masterdata');
    const noObject = await payload(JSON.stringify([{ objectApi: 'nothing', relatedField: 'x', data: [] }]));
    expect(noObject.json.returnInfo).toContain('body.masterdata[0].objectApi');
    const wrongLookup = await payload(
      JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'product', data: [] }]),
    );
    expect(wrongLookup.json.returnInfo).toContain('"product" is not a lookup of Quote line to Quote');
    const twoParents = await payload(linesGroup([]), [
      { name: 'A', khmc: accountId },
      { name: 'B', khmc: accountId },
    ]);
    expect(twoParents.status).toBe(400);
    expect(twoParents.json.returnInfo).toContain('exactly one record');
    expect(await rows('obj_quote', 'name', 'Shape quote')).toEqual([]);
  });
});
