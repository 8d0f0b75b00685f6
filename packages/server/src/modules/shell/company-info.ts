import {
  type CompanyInfo,
  getCompanyInfoContract,
  mayAdministerAccess,
  type SellerInput,
  saveCompanyInfoContract,
  sellerOfSettings,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { findOrganisation, updateOrganisationSettings } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';

/**
 * Company information (issue 26 item 2, setup page basicSetup): the organisation as the seller on its
 * quotations and invoices, kept in `settings_json.seller`. Prints read it afresh each time
 * (readSellerProfile), so the next print shows a save.
 */
function requireAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change the company information');
}

async function readCompanyInfo(context: ModuleContext, orgId: string): Promise<CompanyInfo> {
  const org = await findOrganisation(context.database.db, orgId);
  if (!org) throw new AppError(ErrorCode.NOT_FOUND, `Organisation ${orgId} was not found`);
  // Read with no fallback name: the page shows a blank name as blank, with the organisation's beside it.
  return { seller: sellerOfSettings(org.settingsJson, ''), organisationName: org.name };
}

async function saveCompanyInfo(
  context: ModuleContext,
  user: CurrentUser,
  seller: SellerInput,
): Promise<CompanyInfo> {
  requireAdministrator(user);
  const stored = { ...seller, addressLines: seller.addressLines.filter((line) => line !== '') };
  const saved = await updateOrganisationSettings(context.database, user.orgId, (settings) => ({
    ...settings,
    seller: stored,
  }));
  if (!saved) throw new AppError(ErrorCode.NOT_FOUND, `Organisation ${user.orgId} was not found`);
  return readCompanyInfo(context, user.orgId);
}

/**
 * The audit trail's view of the seller: every part as saved, the logo by its kind and size (its
 * base64 would fill the entry and tell a reader nothing).
 */
function auditedSeller(info: CompanyInfo): Record<string, unknown> {
  const { logo, ...rest } = info.seller;
  const kind = /^data:(image\/[a-z]+);base64,/.exec(logo)?.[1];
  const bytes = Math.round((logo.length - logo.indexOf(',') - 1) * 0.75);
  return { ...rest, logo: kind ? `${kind}, ${Math.max(1, Math.round(bytes / 1024))} KB` : '' };
}

export function registerCompanyInfoRoutes(app: FastifyInstance, context: ModuleContext): void {
  changeRoute(app, getCompanyInfoContract, async (user) => {
    requireAdministrator(user);
    return readCompanyInfo(context, user.orgId);
  });
  auditedChangeRoute(
    app,
    context,
    'company',
    saveCompanyInfoContract,
    (user, input) => saveCompanyInfo(context, user, input.seller),
    async (_input, result, user) => {
      // Before the change: what is stored now (the caller's organisation); after: what the save answered.
      const info = result ?? (await readCompanyInfo(context, user.orgId));
      return { target: 'Company information', state: auditedSeller(info) };
    },
  );
}
