import { z } from 'zod';
import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_GROUP_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_PARTNER_RULES,
} from '../chat/chat-rules.js';
import { botCardSchema } from '../special-objects/bot-card.js';
import { defineCall } from './call-contract.js';

/** The chat calls (server module chat). */

export const chatGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'organisation': everyone in the organisation (where save cards go by default); 'public': a public group. */
  kind: z.enum(['organisation', 'public']),
});
/** A chat group a person sees in the chat panel. */
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const listChatGroupsContract = defineCall({
  path: '/chat/listGroups',
  summary: "The chat groups the caller belongs to: the organisation's group, then their public groups",
  request: z.strictObject({}),
  response: z.array(chatGroupSchema),
});

/*
 * Conversations (issue 24): 1:1 and group chats kept in the database, their history paged backwards,
 * unread counts per person. Spec 1 §3's chat list entry (S1-D-015) and message (S1-D-016) in Vela's
 * words: imId → id, isgroup → isGroup, noRead → unread, lastWord, time/timestamp → lastAt, imgUrl,
 * message list → messages; a message's userid → senderId, timestamp → sentAt, data → text (a file's in
 * `attachment`), img → the attachment's `isImage`, isListen.
 */

const chatIdSchema = z.string().min(1).max(64);
const userIdSchema = z.string().min(1).max(64);

export const chatMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether a socket of theirs is open on any server process now (presence); later changes come as CHAT_PRESENCE_EVENT. */
  online: z.boolean().optional(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** What a membership message says happened; the screen words it in the reader's language. */
export const chatEventSchema = z.object({
  action: z.enum(['created', 'added', 'removed', 'left', 'renamed']),
  /** Who did it. */
  actorName: z.string(),
  /** Who was added or removed. */
  subjectNames: z.array(z.string()),
  /** The group's new name, for 'created' and 'renamed'. */
  name: z.string(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** The file of a 'file' message: the version sent, as it was when sent. */
export const chatAttachmentSchema = z.object({
  fileId: z.string(),
  /** The version sent: a later version of the file does not change what was said. */
  version: z.number().int().positive(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  /** Shown as a thumbnail (core `previewKindOf`: PNG, JPEG, GIF, WebP; never SVG, which may hold script). */
  isImage: z.boolean(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The message's place in its chat, from 1: history pages go by it. */
  seq: z.number().int().positive(),
  /**
   * 'text': a person's message; 'event': a membership change written by the server (S1-B-091);
   * 'file': a file or image sent (its name in `text`, the file in `attachment`);
   * 'card': a bot card of a save in the organisation's group (its title in `text`, the card in `card`).
   */
  type: z.enum(['text', 'event', 'file', 'card']),
  text: z.string(),
  event: chatEventSchema.nullable(),
  /** A 'file' message's file; absent on the others. */
  attachment: chatAttachmentSchema.optional(),
  /** A 'card' message's card, as the reader may see it (their field visibility); absent on the others. */
  card: botCardSchema.optional(),
  senderId: z.string(),
  senderName: z.string(),
  sentAt: z.string(),
  /**
   * Whether the reader has heard (read) it: their own messages, and others' up to where they have read.
   * A message pushed over the real-time channel comes unheard; the reader's screen hears it when the
   * chat is open (and says so to the server, S1-B-092).
   */
  isListen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.string(),
  isGroup: z.boolean(),
  /** A group's own name; a 1:1 chat is named after the other person. */
  name: z.string(),
  /** Who made it: a group's creator may remove others. */
  createdBy: z.string(),
  members: z.array(chatMemberSchema),
  /** Messages from others the caller has not read yet. */
  unread: z.number().int().nonnegative(),
  /** The last message's text; '' when none or when it was a membership change (`lastEvent`). */
  lastWord: z.string(),
  lastEvent: chatEventSchema.nullable(),
  /** When the last message came, else when the chat was made (ISO): the chat list's order. */
  lastAt: z.string(),
  /** The chat's picture (core `chatPictureUrl`): the initials of its name on a colour of its own. */
  imgUrl: z.string(),
  /** Its newest messages, oldest first, at most CHAT_LIST_MESSAGES: the chat opens on them at once. */
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const groupNameSchema = z
  .string()
  .trim()
  .min(1, 'a group needs a name')
  .max(CHAT_GROUP_NAME_MAX_LENGTH, `a group name holds at most ${CHAT_GROUP_NAME_MAX_LENGTH} characters`);

export const listChatsContract = defineCall({
  path: '/chat/conversation/list',
  summary: "The caller's conversations, the newest activity first, with their unread counts",
  request: z.strictObject({}),
  response: z.array(chatConversationSchema),
});

export const openDirectChatContract = defineCall({
  path: '/chat/conversation/openDirect',
  summary: 'The 1:1 conversation with a person, made on first use',
  request: z.strictObject({ userId: userIdSchema }),
  response: chatConversationSchema,
});

export const createChatGroupContract = defineCall({
  path: '/chat/conversation/createGroup',
  summary: 'Makes a named group of the caller and the people named',
  request: z.strictObject({
    name: groupNameSchema,
    memberIds: z
      .array(userIdSchema)
      .min(1, 'a group needs at least one other person')
      .max(CHAT_GROUP_MAX_MEMBERS - 1, `a group holds at most ${CHAT_GROUP_MAX_MEMBERS} people`),
  }),
  response: chatConversationSchema,
});

export const renameChatGroupContract = defineCall({
  path: '/chat/conversation/rename',
  summary: 'Renames a group the caller is in',
  request: z.strictObject({ conversationId: chatIdSchema, name: groupNameSchema }),
  response: chatConversationSchema,
});

export const addChatMembersContract = defineCall({
  path: '/chat/conversation/addMembers',
  summary: 'Adds people to a group the caller is in',
  request: z.strictObject({
    conversationId: chatIdSchema,
    userIds: z.array(userIdSchema).min(1, 'name at least one person to add').max(CHAT_GROUP_MAX_MEMBERS),
  }),
  response: chatConversationSchema,
});

export const removeChatMemberContract = defineCall({
  path: '/chat/conversation/removeMember',
  summary:
    'Removes a person from a group (its creator removes anyone; anyone may leave); writes what happened',
  request: z.strictObject({ conversationId: chatIdSchema, userId: userIdSchema }),
  response: z.object({ removed: z.boolean() }),
});

export const markChatReadContract = defineCall({
  path: '/chat/conversation/markRead',
  summary: 'Marks a conversation read up to its newest message (S1-B-088)',
  request: z.strictObject({ conversationId: chatIdSchema }),
  response: z.object({ unread: z.number().int().nonnegative() }),
});

export const listChatMessagesContract = defineCall({
  path: '/chat/message/list',
  summary:
    'A page of a conversation’s history, oldest first: the newest page, or the one before a message. With the organisation’s group id (org:<orgId>): its bot cards the caller may read',
  request: z.strictObject({
    /** A conversation's id, or the organisation's group id (`organisationChatGroupId`): its bot cards. */
    conversationId: chatIdSchema,
    /** The page before this message (its seq); absent: the newest page. */
    beforeSeq: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  }),
  response: z.object({
    messages: z.array(chatMessageSchema),
    hasMore: z.boolean(),
    /**
     * Where the page before starts (ask `beforeSeq` = this): the oldest message looked at, which is not
     * always the oldest shown (bot cards the caller may not read are passed over). Absent: the first shown.
     */
    nextBeforeSeq: z.number().int().positive().optional(),
  }),
});

export const sendChatMessageContract = defineCall({
  path: '/chat/message/send',
  summary: 'Sends a text message to a conversation the caller is in',
  request: z.strictObject({
    conversationId: chatIdSchema,
    text: z
      .string()
      .trim()
      .min(1, 'a message needs some text')
      .max(CHAT_MESSAGE_MAX_LENGTH, `a message holds at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  }),
  response: chatMessageSchema,
});

export const sendChatFileContract = defineCall({
  path: '/chat/message/sendFile',
  summary:
    'Sends a file the caller may open (uploaded with POST /file/upload) to a conversation the caller is in; its members may then open it there',
  request: z.strictObject({ conversationId: chatIdSchema, fileId: z.string().min(1).max(64) }),
  response: chatMessageSchema,
});

/** A file message's file, raw (GET, the query below): the conversation's members only. */
export const chatAttachmentContract = defineCall({
  path: '/chat/message/attachment',
  summary: "A file message's file, raw, as an attachment: for the conversation's members only",
  request: z.strictObject({ messageId: z.string().min(1).max(64) }),
  // The answer is the file itself (spec 1 §7 raw download), not an envelope.
  response: z.unknown(),
});

export const chatPeopleContract = defineCall({
  path: '/chat/people',
  summary: 'The people the caller may chat with, by name',
  request: z.strictObject({ search: z.string().trim().max(80).default('') }),
  response: z.array(z.object({ id: z.string(), name: z.string(), isPartner: z.boolean() })),
});

export const chatTypingContract = defineCall({
  path: '/chat/conversation/typing',
  summary: "Tells a conversation's other members the caller is writing (nothing is stored)",
  request: z.strictObject({ conversationId: chatIdSchema }),
  response: z.object({ sent: z.literal(true) }),
});

/** The organisation's chat setup (setuppage/chat/servicesSeat): chat on or off, who partners may chat with. */
export const chatServicesSeatSchema = z.strictObject({
  enabled: z.boolean(),
  partners: z.enum(CHAT_PARTNER_RULES),
});
export type ChatServicesSeat = z.infer<typeof chatServicesSeatSchema>;

export const getChatServicesSeatContract = defineCall({
  path: '/chat/servicesSeat/get',
  summary: "The organisation's chat setup (administrators)",
  request: z.strictObject({}),
  response: chatServicesSeatSchema,
});

export const saveChatServicesSeatContract = defineCall({
  path: '/chat/servicesSeat/save',
  summary:
    "Saves the organisation's chat setup: whether people may chat, and who partner users may chat with (administrators)",
  request: chatServicesSeatSchema,
  response: chatServicesSeatSchema,
});

/** The real-time events of conversations (payloads as the socket delivers them). */
export const CHAT_MESSAGE_EVENT = 'chat.message';
/** A conversation the caller is in changed (made, renamed, members): its new state. */
export const CHAT_CONVERSATION_EVENT = 'chat.conversation';
/** The caller left or was removed from a conversation: its id. */
export const CHAT_GONE_EVENT = 'chat.gone';
/** The caller read a conversation (in another tab perhaps). */
export const CHAT_READ_EVENT = 'chat.read';
/** A member is writing in a conversation: { conversationId, userId, name }. */
export const CHAT_TYPING_EVENT = 'chat.typing';
/**
 * Someone the caller shares a conversation with came online (their first socket on any server
 * process) or went offline (their last closed): { userId, online }.
 */
export const CHAT_PRESENCE_EVENT = 'chat.presence';
export const chatPresenceSchema = z.object({ userId: z.string(), online: z.boolean() });
export type ChatPresence = z.infer<typeof chatPresenceSchema>;
