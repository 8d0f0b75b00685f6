import { idSchema } from '@vela/core';
import { z } from 'zod';

/**
 * The wire shapes of the shell calls: core's contracts (issue 17), re-exported
 * here; only the logo's query string (a raw SVG answer, no contract) is local.
 */
export {
  type Application,
  applicationSchema,
  clientErrorBodySchema,
  consoleGetTabBodySchema,
  consoleSaveTabBodySchema,
  type DeveloperPermission,
  detailLayoutStyleSchema,
  developerPermissionSchema,
  getApplicationListBodySchema,
  idSchema,
  layoutTypeSchema,
  type MenuItem,
  type MenuItemFields,
  menuItemSchema,
  menuItemTypeSchema,
  navigationStyleSchema,
  OPENTAB_MAX_BYTES,
  openModeSchema,
  openPlaceSchema,
  pageLifecycleBodySchema,
  partnerLogoSchema,
  saveLanguageBodySchema,
  saveUserSetupBodySchema,
  showAllTabsBodySchema,
  stringFlagSchema,
  tabStyleSchema,
  type UserInfo,
  type UserSetup,
  usageEventsBodySchema,
  userInfoSchema,
  userSetupSchema,
} from '@vela/core';

export const appLogoQuerySchema = z.strictObject({
  id: idSchema,
  bgcolor: z
    .string()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour like #0b5cab')
    .optional(),
  accessToken: z.string().min(1).max(512).optional(),
});
