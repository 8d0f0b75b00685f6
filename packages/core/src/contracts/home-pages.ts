import { z } from 'zod';
import { HOME_COMPONENT_KINDS, MAX_HOME_COMPONENTS } from '../dashboards/home-page-rules.js';
import { defineCall } from './call-contract.js';

/** The home page calls of issue 19 (server module dashboards). */

export const homeComponentSchema = z.strictObject({
  id: z.string().min(1).max(40),
  kind: z.enum(HOME_COMPONENT_KINDS),
  /** A dashboard's or a report's id, or an object's API name (list view, recent records); '' for the others. */
  targetId: z.string().trim().max(100).default(''),
});
export type HomeComponent = z.infer<typeof homeComponentSchema>;

const components = z.array(homeComponentSchema).max(MAX_HOME_COMPONENTS);

export const HOME_PAGE_SOURCES = ['personal', 'role', 'standard', 'none'] as const;

export const homePageSchema = z.object({
  /** Which page applies: the user's own, their role's, the organisation's standard one, or none yet. */
  source: z.enum(HOME_PAGE_SOURCES),
  name: z.string(),
  roleId: z.string().nullable(),
  components: z.array(homeComponentSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const getHomePageContract = defineCall({
  path: '/homePage/getHomePage',
  summary:
    "The home page that applies to the caller: their personal page, else their role's, else the standard one",
  request: z.strictObject({}),
  response: homePageSchema,
});

export const rolePageSchema = z.object({
  /** Null: the standard page, for everyone whose role has no page of its own. */
  roleId: z.string().nullable(),
  name: z.string(),
  components: z.array(homeComponentSchema),
  updatedAt: z.string(),
});
export type RolePage = z.infer<typeof rolePageSchema>;

export const getRolePagesContract = defineCall({
  path: '/homePage/getRolePages',
  summary: 'The standard home page and every role home page (administrators)',
  request: z.strictObject({}),
  response: z.object({ pages: z.array(rolePageSchema) }),
});

export const saveRolePageContract = defineCall({
  path: '/homePage/saveRolePage',
  summary:
    "Sets a role's home page, or the standard one (roleId null); no components removes it (administrators)",
  request: z.strictObject({
    roleId: z.string().min(1).max(64).nullable(),
    name: z.string().max(80).default(''),
    components,
  }),
  response: z.object({ pages: z.array(rolePageSchema) }),
});

export const savePersonalPageContract = defineCall({
  path: '/homePage/savePersonalPage',
  summary: "Personalises the caller's home page; null goes back to the page of their role",
  request: z.strictObject({ components: components.nullable() }),
  response: homePageSchema,
});
