import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What the language is read from: the request being answered, or a background run's stand-in. */
interface LanguageCarrier {
  readonly currentUser: { readonly language?: string | undefined } | null;
}

/**
 * The language of the call being answered, readable without the request in hand. Metadata is read in
 * some ninety places across the modules; rather than threading the caller's language through each of
 * them, the metadata cache asks here and answers labels in it (metadata/localized-metadata.ts). The
 * request is kept, not its language: the caller is resolved later than onRequest for envelope tokens.
 */
const calls = new AsyncLocalStorage<LanguageCarrier>();

export function installCallerLanguage(app: FastifyInstance): void {
  // A callback hook: run() must wrap the rest of the request's life, which an async hook would not.
  app.addHook('onRequest', (request, _reply, done) => {
    calls.run(request, done);
  });
}

/** The signed-in caller's language; undefined outside a call or before the caller is known (English). */
export function callerLanguage(): string | undefined {
  return calls.getStore()?.currentUser?.language;
}

/** Runs `work` as if outside any call: labels in their stored (English) form, as an editor needs them. */
export function withoutCallerLanguage<T>(work: () => T): T {
  return calls.exit(work);
}

/**
 * Runs `work` as a call in `language` would run: a background job writing for one person (a
 * subscription's e-mail) gets the labels that person's own screen shows.
 */
export function withCallerLanguage<T>(language: string | undefined, work: () => T): T {
  return calls.run({ currentUser: language ? { language } : null }, work);
}
