import { CHAT_PARTNER_RULES, type ChatPartnerRule, type ChatServicesSeat, ErrorCode } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError } from '../../http/envelope.js';

/**
 * The organisation's chat setup (issue 24, setuppage/chat/servicesSeat), stored in `chat_setup`
 * (0144): no row is the default, chat on with partners talking with staff and their own account.
 */
export const DEFAULT_CHAT_SETUP: ChatServicesSeat = { enabled: true, partners: 'staffAndOwnAccount' };

const ruleOf = (value: string): ChatPartnerRule =>
  (CHAT_PARTNER_RULES as readonly string[]).includes(value)
    ? (value as ChatPartnerRule)
    : 'staffAndOwnAccount';

export async function readChatSetup(database: DatabaseHandle, orgId: string): Promise<ChatServicesSeat> {
  const row = await database.db
    .selectFrom('chat_setup')
    .select(['enabled', 'partners'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row ? { enabled: Number(row.enabled) === 1, partners: ruleOf(row.partners) } : DEFAULT_CHAT_SETUP;
}

export async function saveChatSetup(
  database: DatabaseHandle,
  user: CurrentUser,
  setup: ChatServicesSeat,
  now: string,
): Promise<ChatServicesSeat> {
  const values = {
    enabled: setup.enabled ? 1 : 0,
    partners: setup.partners,
    updated_at: now,
    updated_by: user.userId,
  };
  await database.db
    .insertInto('chat_setup')
    .values({ org_id: user.orgId, ...values })
    .onConflict((conflict) => conflict.column('org_id').doUpdateSet(values))
    .execute();
  return readChatSetup(database, user.orgId);
}

/** Whether this user may chat at all under the setup: chat on, and partners allowed when they are one. */
export const mayChat = (setup: ChatServicesSeat, user: Pick<CurrentUser, 'isPartner'>): boolean =>
  setup.enabled && !(user.isPartner && setup.partners === 'none');

/** The setup, when the caller may chat under it; refused with the reason otherwise. */
export async function chatSetupFor(database: DatabaseHandle, user: CurrentUser): Promise<ChatServicesSeat> {
  const setup = await readChatSetup(database, user.orgId);
  if (!setup.enabled)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'chat is turned off for your organisation (setup: chat/servicesSeat)',
    );
  if (!mayChat(setup, user))
    throw new AppError(ErrorCode.FORBIDDEN, 'partner users may not chat in your organisation');
  return setup;
}
