import {
  CHAT_CONVERSATION_EVENT,
  CHAT_GONE_EVENT,
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_LIST_MESSAGES,
  CHAT_MESSAGE_EVENT,
  CHAT_READ_EVENT,
  CHAT_TYPING_EVENT,
  type ChatAttachment,
  type ChatConversation,
  type ChatEvent,
  type ChatMessage,
  type ChatServicesSeat,
  chatAttachmentSchema,
  chatEventSchema,
  chatPictureUrl,
  ErrorCode,
  lastWordOf,
  mayShareChat,
  orderChatList,
  organisationChatGroupId,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import { activeUsersOfOrg, userNames } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { deliverToMembers, PRESENCE_CIRCLE, publishMemberEvent } from '../realtime/index.js';
import { botCardHistory } from './bot-card-history.js';
import { chatSetupFor, mayChat, readChatSetup } from './chat-setup.js';
import * as store from './conversation-store.js';

/**
 * Conversations as their members use them (issue 24): who may talk with whom,
 * who may change a group, and what each change tells the members over the
 * real-time channel. Every event names the conversation's circle; the process
 * holding a socket delivers it only to who is a member at that moment.
 */
const CIRCLE = 'chat.conversation';

export function registerConversationDelivery(): void {
  deliverToMembers(
    CIRCLE,
    async (database, orgId, id) => new Set(await store.memberIdsOf(database.db, orgId, id)),
  );
  // A person's coming and going is heard by those who share a chat with them, not the whole organisation.
  deliverToMembers(
    PRESENCE_CIRCLE,
    async (database, orgId, userId) => new Set(await store.contactIdsOf(database.db, orgId, userId)),
  );
}

export const notMember = () => new AppError(ErrorCode.FORBIDDEN, 'you are not a member of this chat');

/** The conversation, when the caller is in it: a chat of another organisation is as missing as none. */
export async function memberConversation(context: ModuleContext, user: CurrentUser, conversationId: string) {
  const conversation = await store.findConversation(context.database.db, user.orgId, conversationId);
  if (!conversation) throw new AppError(ErrorCode.NOT_FOUND, 'this chat was not found');
  const members = await store.memberIdsOf(context.database.db, user.orgId, conversationId);
  if (!members.includes(user.userId)) throw notMember();
  return { conversation, members };
}

async function requireGroup(context: ModuleContext, user: CurrentUser, conversationId: string) {
  const found = await memberConversation(context, user, conversationId);
  if (found.conversation.is_group !== 1)
    throw badRequest('a 1:1 chat keeps its two people: start a group to talk with more');
  return found;
}

/**
 * The active people of the caller's organisation with these ids, refused by
 * name when one is not there or when the conversation would hold people who
 * may not talk with each other.
 */
async function chatPeople(context: ModuleContext, user: CurrentUser, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const people = await activeUsersOfOrg(context.database, user.orgId, { ids: [...wanted, user.userId] });
  const missing = wanted.filter((id) => !people.some((person) => person.id === id));
  if (missing.length > 0)
    throw badRequest(`no active user of your organisation has the id ${missing.join(', ')}`);
  return people;
}

function refuseUnsharable(people: Parameters<typeof mayShareChat>[0], setup: ChatServicesSeat): void {
  if (!mayShareChat(people, setup.partners))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      setup.partners === 'staffAndOwnAccount'
        ? 'partner users of different partner accounts cannot share a chat'
        : setup.partners === 'staffOnly'
          ? 'partner users may chat with staff only (setup: chat/servicesSeat)'
          : 'partner users may not chat in your organisation',
    );
}

/** Rows made into what the caller sees: names, members, unread counts; newest activity first. */
async function conversationViews(
  context: ModuleContext,
  user: CurrentUser,
  onlyId?: string,
): Promise<ChatConversation[]> {
  const db = context.database.db;
  const rows = await store.conversationsOf(db, user.orgId, user.userId, onlyId);
  const ids = rows.map((row) => row.id);
  const [members, recent] = await Promise.all([
    store.membersOf(db, ids),
    store.recentMessagesOf(db, ids, CHAT_LIST_MESSAGES),
  ]);
  const everyone = [...new Set([...members.values()].flat())];
  const readSeqOf = new Map(rows.map((row) => [row.id, Number(row.read_seq)]));
  const [names, online, messages] = await Promise.all([
    userNames(context.database, everyone),
    // Presence is a hint: a Redis out for a moment shows people offline rather than failing the list.
    context.realtime.presence.onlineOf(user.orgId, everyone).catch(() => new Set<string>()),
    messageViews(context, [...recent.values()].flat(), { userId: user.userId, readSeqOf }),
  ]);
  const messagesOf = new Map<string, ChatMessage[]>();
  for (const message of messages)
    messagesOf.set(message.conversationId, [...(messagesOf.get(message.conversationId) ?? []), message]);
  const nameOf = (id: string) => names.get(id) ?? '';
  return orderChatList(
    rows.map((row) => {
      const memberIds = members.get(row.id) ?? [];
      const other = memberIds.find((id) => id !== user.userId);
      const last = recent.get(row.id)?.at(-1);
      const name = row.is_group === 1 ? row.name : nameOf(other ?? user.userId);
      return {
        id: row.id,
        isGroup: row.is_group === 1,
        name,
        createdBy: row.created_by,
        members: memberIds.map((id) => ({ id, name: nameOf(id), online: online.has(id) })),
        unread: Number(row.unread ?? 0),
        lastWord: last ? lastWordOf(last) : '',
        lastEvent: last ? eventOf(last) : null,
        lastAt: row.last_at,
        // A 1:1 chat wears the other person's colour, a group its own.
        imgUrl: chatPictureUrl(name, row.is_group === 1 ? row.id : (other ?? user.userId)),
        messages: messagesOf.get(row.id) ?? [],
      };
    }),
  );
}

/** A 'file' message's file; null on others (or a row no longer readable). */
export function attachmentOf(row: store.MessageRow): ChatAttachment | null {
  if (row.type !== 'file' || !row.attachment_json) return null;
  const parsed = chatAttachmentSchema.safeParse(JSON.parse(row.attachment_json));
  return parsed.success ? parsed.data : null;
}

function eventOf(row: store.MessageRow): ChatEvent | null {
  if (row.type !== 'event' || !row.event_json) return null;
  const parsed = chatEventSchema.safeParse(JSON.parse(row.event_json));
  return parsed.success ? parsed.data : null;
}

/**
 * Messages as a reader sees them; `reader` says what they have heard (their own, and others' up to their
 * read mark in each chat). Without a reader (a message pushed to every member) it comes unheard.
 */
async function messageViews(
  context: ModuleContext,
  rows: readonly store.MessageRow[],
  reader?: { userId: string; readSeqOf: ReadonlyMap<string, number> },
): Promise<ChatMessage[]> {
  const names = await userNames(context.database, [...new Set(rows.map((row) => row.sender_id))]);
  return rows.map((row) => {
    const attachment = attachmentOf(row);
    return {
      id: row.id,
      conversationId: row.conversation_id,
      seq: row.seq,
      type: row.type === 'event' ? 'event' : attachment ? 'file' : 'text',
      text: row.text,
      event: eventOf(row),
      ...(attachment ? { attachment } : {}),
      senderId: row.sender_id,
      senderName: names.get(row.sender_id) ?? '',
      sentAt: row.sent_at,
      isListen: reader
        ? row.sender_id === reader.userId || row.seq <= (reader.readSeqOf.get(row.conversation_id) ?? 0)
        : false,
    };
  });
}

async function oneView(context: ModuleContext, user: CurrentUser, id: string): Promise<ChatConversation> {
  const [view] = await conversationViews(context, user, id);
  if (!view) throw notMember();
  return view;
}

/**
 * Tells the members a message arrived (its circle decides who hears it, where their socket is); answers
 * it as its sender sees it, heard (their own).
 */
export async function announceMessage(
  context: ModuleContext,
  orgId: string,
  row: store.MessageRow,
): Promise<ChatMessage> {
  const [message] = await messageViews(context, [row]);
  if (!message) throw new Error('a written message has no view');
  await publishMemberEvent(context.realtime, {
    type: CHAT_MESSAGE_EVENT,
    orgId,
    members: { kind: CIRCLE, id: row.conversation_id },
    payload: { message },
  });
  return { ...message, isListen: true };
}

/** Tells the members their conversation changed (made, renamed, members): each reloads its entry. */
function announceChange(context: ModuleContext, orgId: string, conversationId: string): Promise<void> {
  return publishMemberEvent(context.realtime, {
    type: CHAT_CONVERSATION_EVENT,
    orgId,
    members: { kind: CIRCLE, id: conversationId },
    payload: { conversationId },
  });
}

export const nowOf = (context: ModuleContext) => context.now().toISOString();

export const listConversations = (context: ModuleContext, user: CurrentUser) =>
  conversationViews(context, user);

export async function openDirectConversation(
  context: ModuleContext,
  user: CurrentUser,
  otherId: string,
): Promise<ChatConversation> {
  if (otherId === user.userId) throw badRequest('a 1:1 chat is with another person');
  const setup = await chatSetupFor(context.database, user);
  refuseUnsharable(await chatPeople(context, user, [otherId]), setup);
  const row = await store.openDirect(context.database, user.orgId, user.userId, otherId, nowOf(context));
  return oneView(context, user, row.id);
}

export async function createGroupConversation(
  context: ModuleContext,
  user: CurrentUser,
  input: { name: string; memberIds: readonly string[] },
): Promise<ChatConversation> {
  const others = [...new Set(input.memberIds)].filter((id) => id !== user.userId);
  if (others.length === 0) throw badRequest('a group needs at least one other person');
  const setup = await chatSetupFor(context.database, user);
  const people = await chatPeople(context, user, others);
  refuseUnsharable(people, setup);
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? '';
  const { conversation, message } = await store.createGroup(
    context.database,
    {
      orgId: user.orgId,
      name: input.name,
      createdBy: user.userId,
      memberIds: [user.userId, ...others],
      event: { action: 'created', actorName: user.name, subjectNames: others.map(nameOf), name: input.name },
    },
    nowOf(context),
  );
  await announceChange(context, user.orgId, conversation.id);
  await announceMessage(context, user.orgId, message);
  return oneView(context, user, conversation.id);
}

export async function renameGroupConversation(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; name: string },
): Promise<ChatConversation> {
  const { conversation } = await requireGroup(context, user, input.conversationId);
  if (conversation.name !== input.name) {
    const message = await store.renameGroup(context.database, user.orgId, conversation.id, input.name, {
      type: 'event',
      text: '',
      event: { action: 'renamed', actorName: user.name, subjectNames: [], name: input.name },
      senderId: user.userId,
      now: nowOf(context),
    });
    await announceChange(context, user.orgId, conversation.id);
    await announceMessage(context, user.orgId, message);
  }
  return oneView(context, user, conversation.id);
}

export async function addConversationMembers(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; userIds: readonly string[] },
): Promise<ChatConversation> {
  const { conversation, members } = await requireGroup(context, user, input.conversationId);
  const newcomers = [...new Set(input.userIds)].filter((id) => !members.includes(id));
  if (newcomers.length === 0) throw badRequest('everyone named is already in this group');
  if (members.length + newcomers.length > CHAT_GROUP_MAX_MEMBERS)
    throw badRequest(`a group holds at most ${CHAT_GROUP_MAX_MEMBERS} people`);
  const setup = await chatSetupFor(context.database, user);
  const people = await chatPeople(context, user, newcomers);
  // Members who have since left the organisation stay in its history; the rest must be able to meet the newcomers.
  refuseUnsharable(
    [...(await activeUsersOfOrg(context.database, user.orgId, { ids: members })), ...people],
    setup,
  );
  const message = await store.addMembers(context.database, user.orgId, conversation.id, newcomers, {
    type: 'event',
    text: '',
    event: {
      action: 'added',
      actorName: user.name,
      subjectNames: newcomers.map((id) => people.find((person) => person.id === id)?.name ?? ''),
      name: conversation.name,
    },
    senderId: user.userId,
    now: nowOf(context),
  });
  await announceChange(context, user.orgId, conversation.id);
  await announceMessage(context, user.orgId, message);
  return oneView(context, user, conversation.id);
}

/**
 * Takes someone out of a group: its creator may remove anyone, anyone may
 * leave. The others get the message saying so (S1-B-091); the one removed
 * is told their chat is gone and hears nothing more of it.
 */
export async function removeConversationMember(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; userId: string },
): Promise<{ removed: boolean }> {
  const { conversation, members } = await requireGroup(context, user, input.conversationId);
  const leaving = input.userId === user.userId;
  if (!leaving && conversation.created_by !== user.userId)
    throw new AppError(ErrorCode.FORBIDDEN, 'only the person who made this group may remove others from it');
  if (!members.includes(input.userId)) throw badRequest('this person is not in the group');
  const names = await userNames(context.database, [input.userId]);
  const message = await store.removeMember(context.database, user.orgId, conversation.id, input.userId, {
    type: 'event',
    text: '',
    event: {
      action: leaving ? 'left' : 'removed',
      actorName: user.name,
      subjectNames: [names.get(input.userId) ?? ''],
      name: conversation.name,
    },
    senderId: user.userId,
    now: nowOf(context),
  });
  await context.realtime.publish({
    type: CHAT_GONE_EVENT,
    audience: input.userId,
    orgId: user.orgId,
    payload: { conversationId: conversation.id },
  });
  await announceChange(context, user.orgId, conversation.id);
  await announceMessage(context, user.orgId, message);
  return { removed: true };
}

export async function markConversationRead(
  context: ModuleContext,
  user: CurrentUser,
  conversationId: string,
): Promise<{ unread: number }> {
  await memberConversation(context, user, conversationId);
  const readSeq = await store.markRead(context.database.db, user.orgId, conversationId, user.userId);
  // The caller's other tabs clear the count too.
  await context.realtime.publish({
    type: CHAT_READ_EVENT,
    audience: user.userId,
    orgId: user.orgId,
    payload: { conversationId, readSeq },
  });
  return { unread: 0 };
}

export async function listMessages(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; beforeSeq?: number | undefined; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean; nextBeforeSeq?: number }> {
  // The organisation's group: everyone of the organisation is in it; its history is its bot cards.
  if (input.conversationId === organisationChatGroupId(user.orgId))
    return botCardHistory(context, user, input);
  await memberConversation(context, user, input.conversationId);
  const page = await store.messagePage(
    context.database.db,
    input.conversationId,
    input.beforeSeq,
    input.limit,
  );
  const readSeq = await store.readSeqOf(context.database.db, input.conversationId, user.userId);
  const reader = { userId: user.userId, readSeqOf: new Map([[input.conversationId, readSeq]]) };
  return { messages: await messageViews(context, page.rows, reader), hasMore: page.hasMore };
}

export async function sendTextMessage(
  context: ModuleContext,
  user: CurrentUser,
  input: { conversationId: string; text: string },
): Promise<ChatMessage> {
  const conversation = await store.findConversation(context.database.db, user.orgId, input.conversationId);
  if (!conversation) throw new AppError(ErrorCode.NOT_FOUND, 'this chat was not found');
  await chatSetupFor(context.database, user);
  const row = await store.sendMessage(context.database, user.orgId, conversation.id, {
    type: 'text',
    text: input.text,
    event: null,
    senderId: user.userId,
    now: nowOf(context),
  });
  if (!row) throw notMember();
  return announceMessage(context, user.orgId, row);
}

/**
 * "… is typing" (issue 24): told to the conversation's members over the real-time channel, nothing
 * stored; a caller outside the chat is refused like any other chat call.
 */
export async function announceTyping(
  context: ModuleContext,
  user: CurrentUser,
  conversationId: string,
): Promise<{ sent: true }> {
  await memberConversation(context, user, conversationId);
  await publishMemberEvent(context.realtime, {
    type: CHAT_TYPING_EVENT,
    orgId: user.orgId,
    members: { kind: CIRCLE, id: conversationId },
    payload: { conversationId, userId: user.userId, name: user.name },
  });
  return { sent: true };
}

/** The people the caller may start a chat with (never themself), by name. */
export async function chatPeopleFor(
  context: ModuleContext,
  user: CurrentUser,
  search: string,
): Promise<Array<{ id: string; name: string; isPartner: boolean }>> {
  const people = await activeUsersOfOrg(context.database, user.orgId, {
    exceptId: user.userId,
    ...(search ? { nameContains: search } : {}),
    limit: 200,
  });
  const setup = await readChatSetup(context.database, user.orgId);
  if (!mayChat(setup, user)) return [];
  const me = { id: user.userId, isPartner: user.isPartner, partnerAccountId: user.partnerAccountId };
  return people
    .filter((person) => mayShareChat([me, person], setup.partners))
    .slice(0, 50)
    .map(({ id, name, isPartner }) => ({ id, name, isPartner }));
}
