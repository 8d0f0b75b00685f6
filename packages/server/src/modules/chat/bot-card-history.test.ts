import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface CardMessage {
  id: string;
  seq: number;
  type: string;
  text: string;
  senderId: string;
  sentAt: string;
  card?: {
    title: string;
    recordId: string;
    type: string;
    changer: string;
    body: Array<{ label: string; value: string }>;
  };
}
interface Page {
  messages: CardMessage[];
  hasMore: boolean;
  nextBeforeSeq?: number;
}

/**
 * Bot cards kept in the organisation's group's history (issue 24): written when sent, read back with
 * the history call, each cut for the reader when read: no card of a record they may not read, no field
 * hidden from them, values as a person reads them.
 */
describeEachDatabase('bot cards in the history', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let accountId = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  const group = () => `org:${org.orgId}`;
  const page = (user: TestUser, beforeSeq?: number, limit?: number) =>
    as(user).ok('/chat/message/list', {
      conversationId: group(),
      ...(beforeSeq ? { beforeSeq } : {}),
      ...(limit ? { limit } : {}),
    }) as Promise<Page>;
  /** Every card the user may see, oldest first, read page by page backwards. */
  const wholeHistory = async (user: TestUser, limit: number) => {
    const pages: Page[] = [];
    let before: number | undefined;
    for (;;) {
      const next = await page(user, before, limit);
      pages.unshift(next);
      if (!next.hasMore) break;
      before = next.nextBeforeSeq ?? next.messages[0]?.seq;
      if (before === undefined) throw new Error('a page that has more says where it goes on');
    }
    return { pages, messages: pages.flatMap((each) => each.messages) };
  };
  const deal = (owner: TestUser, name: string, amount = 1000) =>
    as(owner).save('Opportunity', {
      name,
      amount,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_card_history');
    const set = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(set.json.result, JSON.stringify(set.json)).toBe(true);
    accountId = await as(org.manager).create('Account', { name: 'History Holdings' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-B-061] cards come back from the history in order, paged backwards past the cards a reader may not read', async () => {
    const tag = randomBytes(3).toString('hex');
    for (const [owner, name] of [
      [org.manager, `Open ${tag} 1`],
      [org.manager, `Private ${tag} 1`],
      [org.manager, `Open ${tag} 2`],
      [org.manager, `Private ${tag} 2`],
      [org.manager, `Private ${tag} 3`],
      [org.manager, `Open ${tag} 3`],
    ] as const) {
      const saved = name.startsWith('Open')
        ? await as(owner).save('Account', { name })
        : await deal(owner, name);
      expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    }
    const ours = (messages: CardMessage[]) =>
      messages.filter((message) => message.text.includes(tag)).map((message) => message.text);
    // The manager reads all six; the peer (no access to the manager's private deals) only the accounts.
    const manager = await wholeHistory(org.manager, 2);
    expect(ours(manager.messages)).toEqual([
      `Account: Open ${tag} 1`,
      `Opportunity: Private ${tag} 1`,
      `Account: Open ${tag} 2`,
      `Opportunity: Private ${tag} 2`,
      `Opportunity: Private ${tag} 3`,
      `Account: Open ${tag} 3`,
    ]);
    const peer = await wholeHistory(org.peer, 2);
    expect(ours(peer.messages)).toEqual([
      `Account: Open ${tag} 1`,
      `Account: Open ${tag} 2`,
      `Account: Open ${tag} 3`,
    ]);
    expect(JSON.stringify(peer)).not.toContain('Private');
    // Full pages although cards were passed over; each message a card from the manager, in seq order.
    for (const each of peer.pages.slice(1)) expect(each.messages).toHaveLength(2);
    const seqs = peer.messages.map((message) => message.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    for (const message of peer.messages)
      expect(message).toMatchObject({ type: 'card', card: { changer: 'Mia Manager' } });
  });

  it("[S2-B-061] a card's fields follow the reader's field visibility when read, its values as a person reads them", async () => {
    const name = `Amount deal ${randomBytes(3).toString('hex')}`;
    const saved = await deal(org.rep, name, 7_654_321);
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    const cardOf = async (user: TestUser) =>
      (await page(user)).messages.find((message) => message.card?.recordId === saved.id)?.card;
    const hide = (access: string) =>
      as(org.admin).call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access }],
      });
    expect(JSON.stringify(await cardOf(org.rep))).toContain('7,654,321');
    expect((await hide('hidden')).json.result).toBe(true);
    try {
      // The rep's own card, read after the amount was hidden from their profile: without it.
      const repCard = await cardOf(org.rep);
      expect(repCard).toMatchObject({ title: `Opportunity: ${name}`, type: 'NEW', changer: 'Reo Rep' });
      expect(JSON.stringify(repCard)).not.toContain('7,654,321');
      expect(JSON.stringify(await cardOf(org.manager))).not.toContain('7,654,321');
      // The administrator's profile is untouched; a stage shows its label, never a code.
      const adminCard = await cardOf(org.admin);
      expect(JSON.stringify(adminCard)).toContain('7,654,321');
      expect(adminCard?.body.find((field) => field.label === 'Stage')?.value).toBe('Prospecting');
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await cardOf(outsider), outsider.email).toBeUndefined();
    } finally {
      await hide('editable');
    }
  });

  it("another organisation's group is as missing as a chat that is not there", async () => {
    const asked = await as(org.rep).call('/chat/message/list', { conversationId: 'org:someone_else' });
    expect(asked.status).toBe(404);
    expect(asked.json.returnInfo).toMatch(/this chat was not found/);
  });
});
