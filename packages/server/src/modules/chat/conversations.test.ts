import { CHAT_LIST_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { listenAs, type SocketListener, socketUrlOf } from '../../test-support/realtime-listener.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface Conversation {
  id: string;
  isGroup: boolean;
  name: string;
  unread: number;
  lastWord: string;
  lastEvent: { action: string; subjectNames: string[] } | null;
  members: Array<{ id: string; name: string }>;
  lastAt: string;
  imgUrl: string;
  messages: Message[];
}
interface Message {
  seq: number;
  type: string;
  text: string;
  senderId: string;
  senderName: string;
  sentAt: string;
  isListen: boolean;
  event: { action: string; actorName: string; subjectNames: string[]; name: string } | null;
}

/**
 * Conversations (issue 24): 1:1 and group chats stored in the database,
 * history paged backwards, unread counts, members only, and refused input.
 */
describeEachDatabase('chat conversations', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: TestUser) => callsAs(() => app, user);
  const chats = async (user: TestUser) =>
    (await as(user).ok('/chat/conversation/list', {})) as Conversation[];
  const chatOf = async (user: TestUser, id: string) => (await chats(user)).find((chat) => chat.id === id);
  const send = (user: TestUser, conversationId: string, text: string) =>
    as(user).ok('/chat/message/send', { conversationId, text }) as Promise<Message>;
  const history = async (user: TestUser, conversationId: string, beforeSeq?: number) =>
    (await as(user).ok('/chat/message/list', {
      conversationId,
      ...(beforeSeq ? { beforeSeq } : {}),
    })) as { messages: Message[]; hasMore: boolean };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_chat_talk');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-D-015] [S1-D-016] a 1:1 chat: one per pair whoever opens it, messages with sender, time and text, named after the other person', async () => {
    const fromRep = (await as(org.rep).ok('/chat/conversation/openDirect', {
      userId: org.peer.userId,
    })) as Conversation;
    const fromPeer = (await as(org.peer).ok('/chat/conversation/openDirect', {
      userId: org.rep.userId,
    })) as Conversation;
    expect(fromPeer.id).toBe(fromRep.id);
    expect(fromRep).toMatchObject({ isGroup: false, name: 'Pia Peer', unread: 0 });
    expect(fromPeer.name).toBe('Reo Rep');
    const sent = await send(org.rep, fromRep.id, '  Lunch at noon?  ');
    expect(sent).toMatchObject({ seq: 1, type: 'text', text: 'Lunch at noon?', senderName: 'Reo Rep' });
    expect(Date.parse(sent.sentAt)).not.toBeNaN();
    await send(org.peer, fromRep.id, 'Yes, see you there');
    const { messages } = await history(org.rep, fromRep.id);
    expect(messages.map((message) => [message.senderId, message.text])).toEqual([
      [org.rep.userId, 'Lunch at noon?'],
      [org.peer.userId, 'Yes, see you there'],
    ]);
    // S1-D-016: each message's type, text, sender, time, and whether the reader has heard it (isListen):
    // their own always, another's once read. The peer's reply is unheard by the rep until they read it.
    for (const message of messages) {
      expect(message.type).toBe('text');
      expect(Date.parse(message.sentAt)).not.toBeNaN();
    }
    expect(sent.isListen).toBe(true);
    expect(messages.map((message) => message.isListen)).toEqual([true, false]);
    // The peer, who answered, has read everything before their answer.
    expect((await history(org.peer, fromRep.id)).messages.map((message) => message.isListen)).toEqual([
      true,
      true,
    ]);
    // S1-D-015: the chat list entry: id, name, picture, isGroup, members, unread, last word and its time,
    // and its message list (the newest messages, heard or not as the reader has them).
    const entry = (await chats(org.rep)).find((chat) => chat.id === fromRep.id);
    expect(entry).toMatchObject({
      isGroup: false,
      name: 'Pia Peer',
      lastWord: 'Yes, see you there',
      unread: 1,
    });
    expect(entry?.members.map((member) => member.id).sort()).toEqual(
      [org.rep.userId, org.peer.userId].sort(),
    );
    expect(Date.parse(entry?.lastAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sent.sentAt));
    expect(entry?.messages.map((message) => [message.text, message.senderId, message.isListen])).toEqual([
      ['Lunch at noon?', org.rep.userId, true],
      ['Yes, see you there', org.peer.userId, false],
    ]);
    // imgUrl: the chat's picture, the other person's initials on their colour (the same seen from either side).
    const picture = (url: string | undefined) => {
      expect(url).toMatch(/^data:image\/svg\+xml,/);
      return decodeURIComponent(url?.slice('data:image/svg+xml,'.length) ?? '');
    };
    expect(picture(entry?.imgUrl)).toContain('>PP</text>');
    const peersEntry = (await chats(org.peer)).find((chat) => chat.id === fromRep.id);
    expect(picture(peersEntry?.imgUrl)).toContain('>RR</text>');
    expect(peersEntry?.messages.map((message) => message.isListen)).toEqual([true, true]);
    // Read: the entry's messages are all heard.
    await as(org.rep).ok('/chat/conversation/markRead', { conversationId: fromRep.id });
    const read = (await chats(org.rep)).find((chat) => chat.id === fromRep.id);
    expect(read?.messages.map((message) => message.isListen)).toEqual([true, true]);
    expect(read?.unread).toBe(0);
    // The message list holds the newest CHAT_LIST_MESSAGES, oldest first.
    for (let n = 1; n <= CHAT_LIST_MESSAGES + 2; n += 1) await send(org.peer, fromRep.id, `Note ${n}`);
    const busy = (await chats(org.rep)).find((chat) => chat.id === fromRep.id);
    expect(busy?.messages.map((message) => message.text)).toEqual(
      Array.from({ length: CHAT_LIST_MESSAGES }, (_, index) => `Note ${index + 3}`),
    );
    expect(busy?.messages.map((message) => message.seq)).toEqual([5, 6, 7, 8, 9]);
    // A group's picture carries its own name's initials.
    const group = (await as(org.rep).ok('/chat/conversation/createGroup', {
      name: 'launch team',
      memberIds: [org.peer.userId],
    })) as Conversation;
    expect(picture(group.imgUrl)).toContain('>LT</text>');
  });

  it('[S1-B-088] [S1-B-089] unread counts per chat: others’ messages count until read; a new message moves its chat to the top', async () => {
    const first = (await as(org.manager).ok('/chat/conversation/openDirect', {
      userId: org.admin.userId,
    })) as Conversation;
    const second = (await as(org.manager).ok('/chat/conversation/openDirect', {
      userId: org.rep.userId,
    })) as Conversation;
    await send(org.manager, first.id, 'One');
    await send(org.manager, first.id, 'Two');
    await send(org.manager, second.id, 'Three');
    expect((await chatOf(org.admin, first.id))?.unread).toBe(2);
    expect((await chatOf(org.manager, first.id))?.unread).toBe(0);
    let managerList = await chats(org.manager);
    expect(managerList[0]?.id).toBe(second.id);
    await send(org.admin, first.id, 'Got both');
    managerList = await chats(org.manager);
    expect(managerList[0]).toMatchObject({ id: first.id, lastWord: 'Got both', unread: 1 });
    // Replying does not read what came before it; opening the chat does.
    expect((await chatOf(org.admin, first.id))?.unread).toBe(0);
    expect(await as(org.manager).ok('/chat/conversation/markRead', { conversationId: first.id })).toEqual({
      unread: 0,
    });
    expect((await chatOf(org.manager, first.id))?.unread).toBe(0);
  });

  it('[S1-B-091] a group: made with a name, renamed, members added and removed; removal is written in its history and shuts the removed out', async () => {
    const group = (await as(org.rep).ok('/chat/conversation/createGroup', {
      name: ' Deal room ',
      memberIds: [org.peer.userId],
    })) as Conversation;
    expect(group).toMatchObject({ isGroup: true, name: 'Deal room' });
    expect(group.members.map((member) => member.name)).toEqual(['Reo Rep', 'Pia Peer']);
    await as(org.peer).ok('/chat/conversation/addMembers', {
      conversationId: group.id,
      userIds: [org.manager.userId],
    });
    await as(org.manager).ok('/chat/conversation/rename', {
      conversationId: group.id,
      name: 'Deal room EMEA',
    });
    await send(org.manager, group.id, 'Hello all');
    expect((await chatOf(org.peer, group.id))?.name).toBe('Deal room EMEA');

    // Only its maker removes others; anyone may leave.
    const refused = await as(org.peer).call('/chat/conversation/removeMember', {
      conversationId: group.id,
      userId: org.manager.userId,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.returnInfo).toMatch(/only the person who made this group/);
    await as(org.rep).ok('/chat/conversation/removeMember', {
      conversationId: group.id,
      userId: org.manager.userId,
    });
    const { messages } = await history(org.peer, group.id);
    expect(messages.map((message) => message.event?.action ?? message.text)).toEqual([
      'created',
      'added',
      'renamed',
      'Hello all',
      'removed',
    ]);
    expect(messages.at(-1)?.event).toMatchObject({ actorName: 'Reo Rep', subjectNames: ['Mia Manager'] });
    expect((await chatOf(org.peer, group.id))?.lastEvent).toMatchObject({ action: 'removed' });

    // The removed member no longer sees, reads or writes to it.
    expect(await chatOf(org.manager, group.id)).toBeUndefined();
    for (const [path, body] of [
      ['/chat/message/list', { conversationId: group.id }],
      ['/chat/message/send', { conversationId: group.id, text: 'Still here?' }],
      ['/chat/conversation/markRead', { conversationId: group.id }],
      ['/chat/conversation/addMembers', { conversationId: group.id, userIds: [org.manager.userId] }],
    ] as const) {
      const answer = await as(org.manager).call(path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.json.returnInfo, path).toBe('you are not a member of this chat');
    }
    await as(org.peer).ok('/chat/conversation/removeMember', {
      conversationId: group.id,
      userId: org.peer.userId,
    });
    expect((await history(org.rep, group.id)).messages.at(-1)?.event).toMatchObject({
      action: 'left',
      subjectNames: ['Pia Peer'],
    });
  });

  it('history is paged backwards: the newest page first, then the one before, until none is left', async () => {
    const chat = (await as(org.admin).ok('/chat/conversation/openDirect', {
      userId: org.peer.userId,
    })) as Conversation;
    for (let index = 1; index <= 35; index += 1) await send(org.admin, chat.id, `Message ${index}`);
    const newest = await history(org.peer, chat.id);
    expect(newest.messages).toHaveLength(30);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[0]?.text).toBe('Message 6');
    expect(newest.messages.at(-1)?.text).toBe('Message 35');
    const older = await history(org.peer, chat.id, newest.messages[0]?.seq);
    expect(older.messages.map((message) => message.text)).toEqual([1, 2, 3, 4, 5].map((n) => `Message ${n}`));
    expect(older.hasMore).toBe(false);
    expect((await chatOf(org.peer, chat.id))?.unread).toBe(35);
  });

  it('refuses bad input with a message naming the problem, and stores nothing', async () => {
    const chat = (await as(org.rep).ok('/chat/conversation/openDirect', {
      userId: org.admin.userId,
    })) as Conversation;
    const before = (await history(org.rep, chat.id)).messages.length;
    const refusals: Array<[TestUser, string, unknown, number, RegExp]> = [
      [
        org.rep,
        '/chat/message/send',
        { conversationId: chat.id, text: '' },
        400,
        /a message needs some text/,
      ],
      [
        org.rep,
        '/chat/message/send',
        { conversationId: chat.id, text: ' \n ' },
        400,
        /a message needs some text/,
      ],
      [
        org.rep,
        '/chat/message/send',
        { conversationId: chat.id, text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
        400,
        /at most 4000 characters/,
      ],
      [org.peer, '/chat/message/send', { conversationId: chat.id, text: 'Let me in' }, 403, /not a member/],
      [org.peer, '/chat/message/list', { conversationId: chat.id }, 403, /not a member/],
      [org.rep, '/chat/message/send', { conversationId: 'chat_nowhere', text: 'Hi' }, 404, /was not found/],
      [org.rep, '/chat/conversation/openDirect', { userId: org.rep.userId }, 400, /with another person/],
      [org.rep, '/chat/conversation/openDirect', { userId: 'nobody' }, 400, /no active user/],
      [
        org.rep,
        '/chat/conversation/createGroup',
        { name: '', memberIds: [org.peer.userId] },
        400,
        /needs a name/,
      ],
      [org.rep, '/chat/conversation/createGroup', { name: 'Solo', memberIds: [] }, 400, /at least one other/],
      [org.rep, '/chat/conversation/rename', { conversationId: chat.id, name: 'Pair' }, 400, /1:1 chat/],
      // Partners of two partner accounts never share a chat.
      [
        org.partnerA,
        '/chat/conversation/openDirect',
        { userId: org.partnerB.userId },
        403,
        /different partner/,
      ],
      [
        org.rep,
        '/chat/conversation/createGroup',
        { name: 'Mixed', memberIds: [org.partnerA.userId, org.partnerB.userId] },
        403,
        /different partner/,
      ],
    ];
    for (const [user, path, body, status, message] of refusals) {
      const answer = await as(user).call(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(answer.json.returnInfo).toMatch(message);
    }
    expect((await history(org.rep, chat.id)).messages).toHaveLength(before);
    expect((await chats(org.rep)).some((each) => each.name === 'Mixed')).toBe(false);
    // A partner reaches staff and their own account's people, not the rival account's.
    const reachable = (await as(org.partnerA).ok('/chat/people', {})) as Array<{ id: string }>;
    const ids = reachable.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([org.rep.userId, org.partnerA2.userId]));
    expect(ids).not.toContain(org.partnerB.userId);
    expect(ids).not.toContain(org.partnerA.userId);
  });

  it('[S1-B-005] conversations outlive a restart: a new server process on the same database answers the same history and counts', async () => {
    const chat = (await as(org.partnerA).ok('/chat/conversation/openDirect', {
      userId: org.partnerA2.userId,
    })) as Conversation;
    await send(org.partnerA, chat.id, 'Before the restart');
    await app.close();
    app = await createTestApp(getDatabase().handle);
    expect((await history(org.partnerA2, chat.id)).messages.map((message) => message.text)).toEqual([
      'Before the restart',
    ]);
    expect((await chatOf(org.partnerA2, chat.id))?.unread).toBe(1);
  });

  it('delivers a message live to the members’ sockets only, and a removal to the one removed', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = socketUrlOf(app);
    const listeners = new Map<string, SocketListener>();
    for (const user of [org.rep, org.peer, org.manager, org.partnerA])
      listeners.set(user.userId, await listenAs(url, user));
    const ear = (user: TestUser) => listeners.get(user.userId) as SocketListener;
    try {
      const group = (await as(org.rep).ok('/chat/conversation/createGroup', {
        name: 'Live room',
        memberIds: [org.peer.userId, org.manager.userId],
      })) as Conversation;
      await send(org.peer, group.id, 'Live hello');
      await ear(org.rep).until('chat.message', 2);
      await ear(org.manager).until('chat.message', 2);
      expect(ear(org.rep).of('chat.message').at(-1)?.payload).toMatchObject({
        message: { conversationId: group.id, text: 'Live hello', senderName: 'Pia Peer' },
      });
      await as(org.rep).ok('/chat/conversation/removeMember', {
        conversationId: group.id,
        userId: org.manager.userId,
      });
      await ear(org.manager).until('chat.gone');
      await send(org.rep, group.id, 'After you left');
      await ear(org.peer).until('chat.message', 4);
      // Everyone's socket has had everything sent before this organisation-wide marker.
      await app.realtime.publish({ type: 'test.marker', audience: '*', orgId: org.orgId, payload: {} });
      await Promise.all([...listeners.values()].map((listener) => listener.until('test.marker')));
      expect(JSON.stringify(ear(org.manager).heard)).not.toContain('After you left');
      expect(ear(org.manager).of('chat.gone')).toEqual([
        { type: 'chat.gone', payload: { conversationId: group.id } },
      ]);
      expect(JSON.stringify(ear(org.partnerA).heard)).not.toContain('Live');
      expect(ear(org.partnerA).heard.map((event) => event.type)).toEqual(['test.marker']);
    } finally {
      for (const listener of listeners.values()) listener.socket.close();
    }
  });

  it('typing: told live to the other members only, stored nowhere; an outsider is refused, a bad id names the field', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const url = socketUrlOf(app);
    const listeners = new Map<string, SocketListener>();
    for (const user of [org.rep, org.peer, org.admin]) listeners.set(user.userId, await listenAs(url, user));
    const ear = (user: TestUser) => listeners.get(user.userId) as SocketListener;
    try {
      const chat = (await as(org.rep).ok('/chat/conversation/openDirect', {
        userId: org.peer.userId,
      })) as Conversation;
      const before = (await history(org.peer, chat.id)).messages.length;
      expect(await as(org.rep).ok('/chat/conversation/typing', { conversationId: chat.id })).toEqual({
        sent: true,
      });
      await ear(org.peer).until('chat.typing');
      expect(ear(org.peer).of('chat.typing')).toEqual([
        {
          type: 'chat.typing',
          payload: { conversationId: chat.id, userId: org.rep.userId, name: 'Reo Rep' },
        },
      ]);
      expect((await history(org.peer, chat.id)).messages).toHaveLength(before);
      expect(
        (await as(org.admin).call('/chat/conversation/typing', { conversationId: chat.id })).status,
      ).toBe(403);
      const bad = await as(org.rep).call('/chat/conversation/typing', { conversationId: '' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.json)).toContain('conversationId');
      await app.realtime.publish({ type: 'test.marker', audience: '*', orgId: org.orgId, payload: {} });
      await ear(org.admin).until('test.marker');
      expect(ear(org.admin).of('chat.typing')).toEqual([]);
    } finally {
      for (const listener of listeners.values()) listener.socket.close();
    }
  });

  it('[S1-B-005] [S1-D-016] files and images in a chat: sent through the files module, members open the version sent, others are refused; unknown, unreadable and too large files are refused by name', async () => {
    const group = (await as(org.rep).ok('/chat/conversation/createGroup', {
      name: 'Files room',
      memberIds: [org.manager.userId],
    })) as Conversation;
    const upload = async (user: TestUser, name: string, content: Buffer, type: string) => {
      const boundary = `----vela-chat-${Math.random().toString(16).slice(2)}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: {
          accesstoken: user.accessToken,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      return answer.json().data.id as string;
    };
    const sendFile = (user: TestUser, fileId: string) =>
      as(user).call('/chat/message/sendFile', { conversationId: group.id, fileId });
    const open = (user: TestUser, messageId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/chat/message/attachment?messageId=${messageId}`,
        headers: { accesstoken: user.accessToken },
      });
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32, 1)]);
    const photo = await upload(org.rep, 'photo.png', png, 'image/png');
    const notes = await upload(org.rep, 'notes.txt', Buffer.from('Agenda: renewals'), 'text/plain');

    const image = (await sendFile(org.rep, photo)).json.data;
    expect(image).toMatchObject({
      type: 'file',
      text: 'photo.png',
      attachment: { fileId: photo, version: 1, name: 'photo.png', type: 'image/png', isImage: true },
    });
    const file = (await sendFile(org.rep, notes)).json.data;
    expect(file.attachment).toMatchObject({ name: 'notes.txt', isImage: false, size: 16 });
    expect((await chatOf(org.manager, group.id))?.lastWord).toBe('notes.txt');
    expect((await history(org.manager, group.id)).messages.at(-1)).toMatchObject({ type: 'file' });

    // The member opens what was sent (the file centre would not let them: it is the rep's own).
    const opened = await open(org.manager, file.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toBe('Agenda: renewals');
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect((await open(org.peer, file.id)).statusCode).toBe(403);
    expect((await open(org.manager, 'cmsg_none')).statusCode).toBe(404);

    // Refused by name: a file nobody has, one the sender may not open, one over the organisation's limit.
    const unknown = await sendFile(org.rep, 'filAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(400);
    expect(unknown.json.returnInfo).toContain(
      'file filAAAAAAAAAAAAAAAAAAAA was not found, or you may not open it',
    );
    const peers = await upload(org.peer, 'private.txt', Buffer.from('mine'), 'text/plain');
    const unreadable = await sendFile(org.rep, peers);
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.returnInfo).toContain(`file ${peers} was not found`);
    expect((await sendFile(org.peer, notes)).status).toBe(403);
    await getDatabase()
      .handle.db.updateTable('organization')
      .set({ settings_json: JSON.stringify({ fileSizeLimit: 10 }) })
      .where('id', '=', org.orgId)
      .execute();
    try {
      const big = await sendFile(org.rep, notes);
      expect(big.status).toBe(400);
      expect(big.json.returnInfo).toContain(
        "file notes.txt is 16 bytes, over the organisation's limit of 10 bytes",
      );
    } finally {
      await getDatabase()
        .handle.db.updateTable('organization')
        .set({ settings_json: '{}' })
        .where('id', '=', org.orgId)
        .execute();
    }
    expect(
      (await history(org.rep, group.id)).messages.filter((message) => message.type === 'file'),
    ).toHaveLength(2);
  });
});
