import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { signedInSchema } from './sign-in.js';

/**
 * Third-party sign-in over OpenID Connect and single sign-out (issue 18, spec 1 §2.6). Providers are
 * configured in setup by system administrators; the sign-in calls are public, and the one that ends in a
 * session travels sealed like unifiedLogin (its request and answer here are the opened plaintexts).
 */
const AUTH_BASE = '/sysconfig/auth/pc/1.0/post';
const id = z.string().min(1).max(100);

export const IDENTITY_LINK_KINDS = ['email', 'claim'] as const;
export type IdentityLinkKind = (typeof IDENTITY_LINK_KINDS)[number];

/** A provider group mapped to a Vela role (integrate/role) or profile (integrate/user). */
export const groupMappingSchema = z.strictObject({
  group: z.string().trim().min(1).max(200),
  targetId: z.string().trim().min(1).max(100),
});
export type GroupMapping = z.infer<typeof groupMappingSchema>;

export const identityProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** Never the secret itself: whether one is stored. */
  hasSecret: z.boolean(),
  scopes: z.string(),
  enabled: z.boolean(),
  linkBy: z.enum(IDENTITY_LINK_KINDS),
  /** With linkBy 'claim': the claim whose value is the Vela user's e-mail (e.g. upn, preferred_username). */
  linkClaim: z.string(),
  groupsClaim: z.string(),
  roleMappings: z.array(groupMappingSchema),
  profileMappings: z.array(groupMappingSchema),
  /** The address to register at the provider as redirect URI, and the one after sign-out. */
  redirectUri: z.string(),
  postLogoutRedirectUri: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'must be an http(s) address');

export const saveIdentityProviderContract = defineCall({
  path: '/setup/identity/providers/save',
  summary:
    'Create or change an OpenID Connect provider (system administrators); the secret is stored encrypted',
  request: z.strictObject({
    id: id.optional(),
    name: z.string().trim().min(1).max(100),
    issuer: httpUrl,
    clientId: z.string().trim().min(1).max(255),
    /** Left out or empty: keep the stored secret. */
    clientSecret: z.string().max(1000).optional(),
    scopes: z
      .string()
      .trim()
      .max(255)
      .regex(/^[\w:.\- ]*$/, 'scopes are words separated by spaces')
      .default('openid email profile'),
    enabled: z.boolean().default(true),
    linkBy: z.enum(IDENTITY_LINK_KINDS).default('email'),
    linkClaim: z.string().trim().max(100).default(''),
    groupsClaim: z.string().trim().max(100).default('groups'),
    roleMappings: z.array(groupMappingSchema).max(200).default([]),
    profileMappings: z.array(groupMappingSchema).max(200).default([]),
  }),
  response: identityProviderSchema,
});

export const listIdentityProvidersContract = defineCall({
  path: '/setup/identity/providers/list',
  summary: 'The OpenID Connect providers of the organisation (system administrators)',
  request: z.strictObject({}),
  response: z.array(identityProviderSchema),
});

export const deleteIdentityProviderContract = defineCall({
  path: '/setup/identity/providers/delete',
  summary: 'Remove a provider; its users keep their Vela accounts',
  request: z.strictObject({ id }),
  response: z.object({ id: z.string() }),
});

export const signInProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInProvidersContract = defineCall({
  path: `${AUTH_BASE}/signInProviders`,
  summary: 'Public: the enabled providers the login page offers ("Sign in with …")',
  request: z.strictObject({}),
  response: z.array(signInProviderSchema),
});

export const startThirdPartySignInContract = defineCall({
  path: `${AUTH_BASE}/thirdPartyStart`,
  summary: 'Public: begins an authorization-code sign-in with PKCE; answers the provider address to open',
  request: z.strictObject({ providerId: id }),
  response: z.object({ authorizationUrl: z.string() }),
});

/** Sealed both ways: the answer carries the access token. */
export const completeThirdPartySignInContract = defineCall({
  path: `${AUTH_BASE}/thirdPartyLogin`,
  summary: 'Public, sealed: completes a third-party sign-in from the provider’s redirect; answers a session',
  request: z.strictObject({
    /** The query string the provider redirected back with (code, state, or error). */
    callbackQuery: z.string().min(1).max(8000),
  }),
  response: signedInSchema.extend({ providerName: z.string() }),
});

export const singleLogoutContract = defineCall({
  path: `${AUTH_BASE}/singleLogout`,
  summary: 'Ends the Vela session and answers the provider’s end-session address when it began there',
  request: z.strictObject({}),
  response: z.object({ endSessionUrl: z.string().nullable(), providerName: z.string().nullable() }),
});
