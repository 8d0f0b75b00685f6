/** Who is calling: resolved from the access token or an API key before a handler runs. */
export interface CurrentUser {
  userId: string;
  orgId: string;
  email: string;
  name: string;
  isPartner: boolean;
  partnerAccountId: string | null;
  profileId: string;
  roleId: string | null;
  /** The session behind the call; null when an API key made it. */
  sessionId: string | null;
  /** The secure channel bound to the session, for encrypted calls. */
  channelId: string | null;
  /** The user's language, else the organisation's (spec 1 §9); metadata labels are answered in it. Absent: English. */
  language?: string;
}

/** Route options every module may set. */
export interface VelaRouteConfig {
  /** 'public' routes run without a signed-in user (login, health, handshake …). */
  auth?: 'public' | 'user';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth module for every route that is not public. */
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig extends VelaRouteConfig {}
}

export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new Error('a signed-in route ran without a user: the auth hook is missing');
  return user;
}
