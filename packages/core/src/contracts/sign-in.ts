import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { userInfoSchema } from './shell.js';

/**
 * Sign-in, the secure channel and sign-out (issue 2). unifiedLogin and the
 * sealed getUserInfo travel sealed with the channel's key (spec 1 §7): their
 * routes take and answer the sealed envelope, and these contracts say what it
 * opens into, which is what the web's request client hands its caller.
 */

const AUTH_BASE = '/sysconfig/auth/pc/1.0/post';

export const handshakeAnswerSchema = z.object({ channelId: z.string(), serverPublicKey: z.string() });
export type HandshakeAnswer = z.infer<typeof handshakeAnswerSchema>;

export const signedInSchema = z.object({
  accessToken: z.string(),
  userId: z.string(),
  /** A seeded or reset account must set a new password before anything else. */
  mustChangePassword: z.boolean(),
  expiresAt: z.string(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** The user info of spec 1 §3 that a session's sealed getUserInfo answers: the shell's, without setup. */
export const sessionUserInfoSchema = userInfoSchema.pick({
  userId: true,
  userName: true,
  email: true,
  language: true,
  ispartner: true,
  countryCode: true,
  currencyCode: true,
  timeZone: true,
  orgId: true,
  orgName: true,
  profileId: true,
});
export type SessionUserInfo = z.infer<typeof sessionUserInfoSchema>;

export const handshakeContract = defineCall({
  path: `${AUTH_BASE}/handshake`,
  summary: 'Agree a secure-channel key (ECDH P-256 → AES-GCM) for the sealed calls',
  request: z.strictObject({ clientPublicKey: z.string().min(1).max(200) }),
  response: handshakeAnswerSchema,
});

/** Sealed both ways: the request and answer here are the opened plaintexts. */
export const unifiedLoginContract = defineCall({
  path: `${AUTH_BASE}/unifiedLogin`,
  summary: 'Sign in with a sealed {userName, password}; answers a sealed {accessToken, userId, …}',
  request: z.strictObject({
    userName: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1024),
  }),
  response: signedInSchema,
});

/** Sealed both ways for a session (plain for an API key); the answer here is the opened one. */
export const secureUserInfoContract = defineCall({
  path: `${AUTH_BASE}/getUserInfo`,
  summary: 'The signed-in user’s info (spec 1 §3), sealed both ways for a session',
  request: z.object({}),
  response: sessionUserInfoSchema,
});

export const logoutContract = defineCall({
  path: `${AUTH_BASE}/logout`,
  summary: 'Sign out: the access token stops working at once',
  request: z.strictObject({}),
  response: z.null(),
});
