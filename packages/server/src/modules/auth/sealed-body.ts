import {
  base64UrlToBytes,
  ErrorCode,
  importChannelKey,
  normaliseApiPath,
  openJson,
  type SealedPayload,
  sealJson,
} from '@vela/core';
import type { FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseControlCharacters } from '../../http/control-characters.js';
import { AppError, badRequest } from '../../http/envelope.js';

/** A body sealed with a secure channel (spec 1 §7 special handling). */
export const sealedPayloadSchema = z
  .strictObject({
    channelId: z.string().min(1).max(64),
    iv: z.string().min(1).max(64),
    ciphertext: z.string().min(1).max(20_000_000),
  })
  .describe('A body sealed with the secure channel agreed at the handshake (AES-GCM, base64url)');

/**
 * The body of a call whose body travels sealed: a SealedPayload from a
 * signed-in session, or the plain body from an API-key caller (integrations
 * make no handshake). openSealedRequestBody checks the plaintext in detail.
 */
export const sealedBodySchema = z.union([sealedPayloadSchema, z.record(z.string(), z.unknown())]);

export const NOT_OPENED_MESSAGE =
  'The encrypted body could not be opened: it was changed on the way or sealed with another key. Start a new handshake and try again.';

/** The session's channel key, put here by the auth hook for the one request. */
const channelKeys = new WeakMap<FastifyRequest, string>();

export function rememberChannelKey(request: FastifyRequest, key: string | null): void {
  if (key) channelKeys.set(request, key);
}

/** The sealing purpose of a call: its normalised api path, so a body cannot be replayed against another call. */
export function sealingPurpose(request: FastifyRequest): string {
  return normaliseApiPath(request.routeOptions.url ?? request.url);
}

function isSealedPayload(value: unknown): value is SealedPayload {
  return sealedPayloadSchema.safeParse(value).success;
}

/** `{head, body}` envelopes carry the payload in body; plain posts are the payload. */
function payloadOf(requestBody: unknown): unknown {
  if (
    typeof requestBody === 'object' &&
    requestBody !== null &&
    'head' in requestBody &&
    'body' in requestBody
  ) {
    return (requestBody as { body: unknown }).body;
  }
  return requestBody;
}

export async function openWithKey(key: string, purpose: string, payload: SealedPayload): Promise<unknown> {
  try {
    return await openJson(await importChannelKey(base64UrlToBytes(key)), purpose, payload);
  } catch {
    // Bad base64, a key that does not import and a failed tag check all mean the same to the caller.
    throw new AppError(ErrorCode.DECRYPT_FAILED, NOT_OPENED_MESSAGE);
  }
}

export async function sealWithKey(
  key: string,
  channelId: string,
  purpose: string,
  value: unknown,
): Promise<SealedPayload> {
  return sealJson(await importChannelKey(base64UrlToBytes(key)), channelId, purpose, value);
}

/** Checks a decrypted body; a wrong one is a 400 naming the field, as for a plain body. */
export function parsePlaintext<T>(schema: z.ZodType<T>, value: unknown): T {
  // The request hook saw only ciphertext: the opened text gets the same check.
  refuseControlCharacters(value, 'body');
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const where = ['body', ...issue.path.map(String)].join('.');
    return `${where}: ${issue.message}`;
  });
  throw badRequest(problems.join('; '));
}

/**
 * Opens the body of a call whose body travels sealed (businessEnquiry/searchList,
 * textMessage/sendTextMessage, emailObject/sendEmailObject …) and checks the
 * plaintext with `schema`. A session caller must seal with its session's
 * channel; an API-key caller sends the plain body.
 */
export async function openSealedRequestBody<T>(request: FastifyRequest, schema: z.ZodType<T>): Promise<T> {
  const user = request.currentUser;
  const payload = payloadOf(request.body);
  if (!user?.sessionId) {
    if (isSealedPayload(payload)) {
      throw new AppError(
        ErrorCode.DECRYPT_FAILED,
        'An API-key call has no secure channel: send the body unencrypted.',
      );
    }
    return parsePlaintext(schema, payload);
  }
  if (!isSealedPayload(payload)) {
    throw badRequest(
      'body: this call must be sealed with the session’s secure channel ({channelId, iv, ciphertext})',
    );
  }
  const key = channelKeys.get(request);
  if (!key || payload.channelId !== user.channelId) {
    throw new AppError(
      ErrorCode.DECRYPT_FAILED,
      'This session has no such secure channel: make a new handshake with your access token and seal the body with it.',
    );
  }
  return parsePlaintext(schema, await openWithKey(key, sealingPurpose(request), payload));
}

/**
 * The answer of a sealed call, checked against its contract before it is sealed: the route's wire schema
 * sees only ciphertext, so this is where a missing or mistyped field is caught (the same logged 500 as
 * an unsealed answer that does not fit its schema). Fields the contract does not name are dropped, as
 * the serializer drops them from a plain answer.
 */
export function contractAnswer<T>(schema: z.ZodType<T>, value: unknown, request: FastifyRequest): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ResponseSerializationError(request.method, request.url, { cause: parsed.error });
}

/**
 * Seals answer data, checked against its contract, for a session caller with its channel (the
 * get-user-info answer); an API-key caller gets the checked data as it is.
 */
export async function sealResponseData<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
  value: unknown,
): Promise<SealedPayload | T> {
  const data = contractAnswer(schema, value, request);
  const user = request.currentUser;
  if (!user?.sessionId) return data;
  const key = channelKeys.get(request);
  if (!user.channelId || !key) {
    throw new AppError(ErrorCode.DECRYPT_FAILED, 'This session has no secure channel: make a new handshake.');
  }
  return sealWithKey(key, user.channelId, sealingPurpose(request), data);
}
