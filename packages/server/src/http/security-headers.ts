import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** A year, with subdomains: the usual HSTS policy once a site is known to serve TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Pages meant to be shown inside a frame of the app itself: the print pages
 * (loaded into a hidden frame to print) and custom pages (a console tab or a
 * record page may host them). Every other page, and every API answer, may not
 * be framed by anyone, so no other site can overlay the app (clickjacking).
 */
const EMBEDDABLE_PAGE =
  /^\/(print-activeTable|print-quotation|injectionComponent1?|custome\/customePage)(\/|$)/;

/** The frame-ancestors source a page is served with. */
export function frameAncestorsFor(urlPath: string): "'none'" | "'self'" {
  return EMBEDDABLE_PAGE.test(urlPath) ? "'self'" : "'none'";
}

/**
 * The strict Content-Security-Policy the SPA runs under (no inline script),
 * HSTS on every answer given over TLS (directly, or through a trusted proxy
 * that says X-Forwarded-Proto: https) and never over plain HTTP, where a
 * browser would ignore it anyway.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    for (const name of headers.removed) reply.raw.removeHeader(name);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}

/**
 * The headers helmet sets (and removes) on every answer, worked out once: they
 * depend on nothing in the request, and building helmet's middleware for each
 * request (as @fastify/helmet does, re-reading the CSP directives) was a
 * noticeable part of a short call's CPU. Helmet itself writes them, onto a
 * response that only records what it is given.
 */
function helmetHeaders(): { set: Array<[string, string | number | readonly string[]]>; removed: string[] } {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The client-script sandbox compiles QuickJS's WASM; this allows WebAssembly only, not eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    hsts: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/** Lets an embeddable page be framed by the app's own origin (the CSP and its legacy twin agree). */
export function allowFramingBySelf(reply: FastifyReply, urlPath: string): void {
  if (frameAncestorsFor(urlPath) === "'none'") return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  reply.header('x-frame-options', 'SAMEORIGIN');
}
