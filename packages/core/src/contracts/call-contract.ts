import type { z } from 'zod';

/**
 * One call of the API (issue 17): its path under /api, what /api/docs says of
 * it, and the zod schemas of its request body and of its answer's `data`. The
 * server validates and serialises with the schemas; the web takes its types
 * from them, so a renamed field fails to compile on both sides.
 */
export interface CallContract<
  Path extends `/${string}` = `/${string}`,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  readonly path: Path;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
}

/** Declares a call; the path stays a literal type so the web's call names it checked. */
export function defineCall<
  const Path extends `/${string}`,
  Request extends z.ZodType,
  Response extends z.ZodType,
>(contract: CallContract<Path, Request, Response>): CallContract<Path, Request, Response> {
  return contract;
}

/** What a client may send: the request schema's input (optional fields may be left out). */
export type CallRequest<C extends CallContract> = z.input<C['request']>;
/** What the client receives as the envelope's `data`. */
export type CallAnswer<C extends CallContract> = z.output<C['response']>;
