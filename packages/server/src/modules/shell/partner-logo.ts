import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { findOrganisation } from '../auth/index.js';
import { DEFAULT_LOGO_COLOR, monogramSvg, svgDataUrl } from './logo-svg.js';

export const ORG_LOGO_ID = 'org';

export interface LogoAnswer {
  logoId: string;
  logoUrl: string;
}

/**
 * Spec 1 §4 Partner cloud mode: a partner user sees their partner account's
 * logo. Everyone else, and a partner whose account has no logo, sees the
 * organisation's: its settings' logoUrl, else a monogram of its name.
 */
export async function logoForUser(db: Kysely<Database>, user: CurrentUser): Promise<LogoAnswer> {
  if (user.isPartner && user.partnerAccountId) {
    const partner = await db
      .selectFrom('partner_setup')
      .select(['logo_id', 'logo_svg'])
      .where('partner_account_id', '=', user.partnerAccountId)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (partner) return { logoId: partner.logo_id, logoUrl: svgDataUrl(partner.logo_svg) };
  }
  const org = await findOrganisation(db, user.orgId);
  if (!org) throw notFound('The organisation');
  return {
    logoId: ORG_LOGO_ID,
    logoUrl: orgLogoUrl(org.settingsJson) ?? svgDataUrl(monogramSvg(org.name, DEFAULT_LOGO_COLOR)),
  };
}

function orgLogoUrl(settingsJson: string): string | undefined {
  try {
    const settings: unknown = JSON.parse(settingsJson);
    if (typeof settings !== 'object' || settings === null) return undefined;
    const value = (settings as Record<string, unknown>).logoUrl;
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A partner account known by a new id (the demo's become Account records) keeps its logo. */
export async function movePartnerLogo(
  db: Kysely<Database>,
  orgId: string,
  fromAccountId: string,
  toAccountId: string,
): Promise<void> {
  await db
    .updateTable('partner_setup')
    .set({ partner_account_id: toAccountId })
    .where('org_id', '=', orgId)
    .where('partner_account_id', '=', fromAccountId)
    .execute();
}
