import { mayAdministerAccess, type SmsProviderView, type smsProviderInputSchema } from '@vela/core';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { SmsProviderTable } from '../../db/migrations/0113-sms.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { seal, serverSecretKey, unseal } from '../mail/index.js';
import type { ModuleContext } from '../module.js';
import type { SmsProvider } from './sms-provider.js';
import { type TestDeliveryReport, TestProvider } from './test-provider.js';
import { TwilioProvider } from './twilio-provider.js';

export type SmsContext = Pick<ModuleContext, 'database' | 'config' | 'now' | 'jobs'>;
type ProviderRow = Selectable<SmsProviderTable>;

export const STATUS_CALLBACK_PATH = '/api/sms/callback/status';
export const INBOUND_PATH = '/api/sms/callback/inbound';

const keyOf = (context: SmsContext) => serverSecretKey(context.config.dataDir);

/** The addresses a provider calls back, under the address the administrator says it reaches Vela at. */
export function callbackUrls(row: Pick<ProviderRow, 'callback_base_url' | 'org_id'>) {
  const base = row.callback_base_url.replace(/\/+$/, '');
  if (!base) return { status: '', inbound: '' };
  const org = encodeURIComponent(row.org_id);
  return { status: `${base}${STATUS_CALLBACK_PATH}/${org}`, inbound: `${base}${INBOUND_PATH}/${org}` };
}

export async function providerRow(context: SmsContext, orgId: string): Promise<ProviderRow | undefined> {
  return context.database.db
    .selectFrom('sms_provider')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

function view(row: ProviderRow): SmsProviderView {
  const urls = callbackUrls(row);
  return {
    kind: row.kind === 'twilio' ? 'twilio' : 'test',
    accountSid: row.account_sid,
    hasAuthToken: row.auth_token_enc !== '',
    fromNumber: row.from_number,
    apiBaseUrl: row.api_base_url,
    callbackBaseUrl: row.callback_base_url,
    defaultCountryCode: row.default_country_code,
    statusCallbackUrl: urls.status,
    inboundUrl: urls.inbound,
  };
}

function requireAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      "Only administrators set the organisation's text-message provider",
    );
}

export async function getProvider(context: SmsContext, user: CurrentUser): Promise<SmsProviderView | null> {
  requireAdministrator(user);
  const row = await providerRow(context, user.orgId);
  return row ? view(row) : null;
}

export async function saveProvider(
  context: SmsContext,
  user: CurrentUser,
  input: z.output<typeof smsProviderInputSchema>,
): Promise<SmsProviderView> {
  requireAdministrator(user);
  const existing = await providerRow(context, user.orgId);
  const values = {
    kind: input.kind,
    account_sid: input.accountSid,
    auth_token_enc:
      input.authToken === '' ? (existing?.auth_token_enc ?? '') : seal(keyOf(context), input.authToken),
    from_number: input.fromNumber,
    api_base_url: input.apiBaseUrl,
    callback_base_url: input.callbackBaseUrl,
    default_country_code: input.defaultCountryCode,
    updated_at: context.now().toISOString(),
  };
  if (input.kind === 'twilio' && (!input.accountSid || !values.auth_token_enc))
    throw badRequest('accountSid, authToken: Twilio needs the account SID and its auth token');
  if (existing)
    await context.database.db
      .updateTable('sms_provider')
      .set(values)
      .where('org_id', '=', user.orgId)
      .execute();
  else
    await context.database.db
      .insertInto('sms_provider')
      .values({ ...values, org_id: user.orgId })
      .execute();
  const row = await providerRow(context, user.orgId);
  if (!row) throw notFound('Text-message provider');
  return view(row);
}

/** The organisation's provider, ready to send; `report` takes the test provider's delivery reports. */
export function providerOf(
  context: SmsContext,
  row: ProviderRow,
  report: (report: TestDeliveryReport) => Promise<void>,
): SmsProvider {
  const authToken = unseal(keyOf(context), row.auth_token_enc);
  if (row.kind === 'twilio')
    return new TwilioProvider({ accountSid: row.account_sid, authToken, apiBaseUrl: row.api_base_url });
  return new TestProvider({
    database: context.database,
    orgId: row.org_id,
    authToken,
    now: context.now,
    report,
  });
}
