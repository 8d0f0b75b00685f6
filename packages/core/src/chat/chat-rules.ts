/**
 * The chat's rules (issue 24; spec 1 §3 chat list entry and message, §4 chat), kept once here for the
 * server that enforces them and the screens that follow them.
 */

/** The longest text message, in characters: a long e-mail's worth, never a pasted file. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
/** The longest group name. */
export const CHAT_GROUP_NAME_MAX_LENGTH = 80;
/** The most people a group holds, its creator included. */
export const CHAT_GROUP_MAX_MEMBERS = 100;
/** Messages per page of history (scrolling up loads the page before). */
export const CHAT_PAGE_SIZE = 30;
/**
 * The organisation's own group (where the bot cards of saves go): its id in the chat calls. Its history
 * (`/chat/message/list` with this id) is its bot cards, each shown only to who may read its record.
 */
export const organisationChatGroupId = (orgId: string) => `org:${orgId}`;
/** While someone writes, their screen says so at most this often (ms). */
export const CHAT_TYPING_RESEND_MS = 3_000;
/** How long "… is typing" shows after the last word of it (ms): two resends missed, it goes. */
export const CHAT_TYPING_SHOW_MS = 7_000;

/** What the chat needs to know of a person to decide who may talk with whom. */
export interface ChatPerson {
  id: string;
  isPartner: boolean;
  partnerAccountId: string | null;
}

/**
 * Whether these people may share a conversation: staff talk with anyone of their organisation; a
 * partner user talks with staff and with the users of their own partner account, never with another
 * partner account's (the same wall the records keep between partner accounts). So a conversation may
 * hold the partners of one partner account at most.
 */
/**
 * Who partner users may chat with, set on chat/servicesSeat (issue 24): 'staffAndOwnAccount' (the
 * default, as above), 'staffOnly' (one partner at most in a conversation, the rest staff), 'none'.
 */
export const CHAT_PARTNER_RULES = ['staffAndOwnAccount', 'staffOnly', 'none'] as const;
export type ChatPartnerRule = (typeof CHAT_PARTNER_RULES)[number];

export function mayShareChat(
  people: readonly ChatPerson[],
  partners: ChatPartnerRule = 'staffAndOwnAccount',
): boolean {
  const partnerUsers = people.filter((person) => person.isPartner);
  if (partners === 'none') return partnerUsers.length === 0;
  if (partners === 'staffOnly') return partnerUsers.length <= 1;
  const accounts = new Set(partnerUsers.map((person) => person.partnerAccountId));
  return accounts.size <= 1 && !accounts.has(null);
}

/** A conversation as the chat list orders it: the one with the newest message first (S1-B-089). */
export interface ChatListOrderEntry {
  id: string;
  /** When its last message was sent, else when it was made (ISO). */
  lastAt: string;
}

/** The chat list, newest activity first; equal times keep their id order so the list does not jump. */
export function orderChatList<T extends ChatListOrderEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) =>
    a.lastAt === b.lastAt ? a.id.localeCompare(b.id) : a.lastAt < b.lastAt ? 1 : -1,
  );
}

/** What the chat list shows of a chat's last message: its text, a file's name; nothing for a membership note. */
export function lastWordOf(message: { type: string; text: string }): string {
  return message.type === 'event' ? '' : message.text;
}

/** The newest messages a chat list entry carries (spec 1 §3's message list, S1-D-015): a chat opens on them at once. */
export const CHAT_LIST_MESSAGES = 5;

/** The picture colours: dark enough for white initials to read (WCAG AA, 4.5:1 and more). */
const PICTURE_COLOURS = [
  '#0b5cab',
  '#2e6b30',
  '#8a3ffc',
  '#a2191f',
  '#005d5d',
  '#6f4e00',
  '#7d3c98',
  '#33475b',
];

/** One or two initials of a name: the first letters of its first two words ('?' for no name). */
export function chatInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Spec 1 §3's `imgUrl` of a chat list entry (S1-D-015): the chat's picture, a small SVG as a data
 * address — a round badge with the initials of the chat's name (the other person's, for a 1:1 chat),
 * its colour fixed by `key` (the chat's, or the person's, id) so a chat keeps its colour. Vela keeps no
 * photos of people; the address is where one would go.
 */
export function chatPictureUrl(name: string, key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = PICTURE_COLOURS[hash % PICTURE_COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="20" fill="${colour}"/>` +
    `<text x="20" y="25.5" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#fff">` +
    `${escapeXml(chatInitials(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
