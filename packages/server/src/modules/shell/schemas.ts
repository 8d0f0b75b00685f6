import { idSchema } from '@vela/core';
import { z } from 'zod';

/**
 * The wire shapes of the shell calls. Those of the user, app, menu, logo and
 * console calls are core's contracts (issue 17), re-exported here; the rest
 * are still declared here until they move.
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

export const chatSetupSchema = z.object({
  enabled: z.boolean(),
  /** The chat identity: our own user id. */
  imUserId: z.string(),
  imUserName: z.string(),
  /** Our realtime endpoint on the same origin; chat is not an external IM service here. */
  serviceUrl: z.string(),
  /** How the client sends files in chat. */
  fileUploadUrl: z.string(),
});

export const reportEnableSchema = z.object({
  relateId: z.string(),
  isenable: z.boolean(),
  run: z.boolean(),
  export: z.boolean(),
  new: z.boolean(),
});

export const appLogoQuerySchema = z.strictObject({
  id: idSchema,
  bgcolor: z
    .string()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour like #0b5cab')
    .optional(),
  accessToken: z.string().min(1).max(512).optional(),
});

export const customCompAddrBodySchema = z.strictObject({ loadModel: z.literal('start') });

export const customCompAddrSchema = z.object({
  velaAddrList: z.array(z.string()),
  customAddrList: z.array(z.string()),
});

export const clientScriptPhaseSchema = z.enum([
  'onCreated',
  'onLoad',
  'onDestroy',
  'beforeSave',
  'onSave',
  'onChange',
]);

export const listClientScriptBodySchema = z.strictObject({ usageScenario: z.literal('PC') });

export const clientScriptSchema = z.object({
  id: z.string(),
  name: z.string(),
  phase: clientScriptPhaseSchema,
  /** Absent when the script runs for every object. */
  objectApi: z.string().optional(),
  order: z.number().int(),
  usageScenario: z.string(),
  scriptContent: z.string(),
});
