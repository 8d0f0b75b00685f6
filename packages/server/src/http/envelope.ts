import {
  ErrorCode,
  type ErrorCodeValue,
  HTTP_STATUS_BY_CODE,
  type ResponseEnvelope,
  SUCCESS_RETURN_CODE,
} from '@vela/core';
import { z } from 'zod';

/**
 * A business failure a handler throws; the error handler turns it into a
 * `result: false` envelope with the code's HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code] ?? 200;
  }
}

/** Thrown for a request that names a thing that is not there or not the caller's to see. */
export function notFound(what: string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `${what} was not found`);
}

export function badRequest(message: string): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, message);
}

export function okEnvelope<T>(data: T, requestId: string, returnInfo = ''): ResponseEnvelope<T> {
  return { result: true, returnCode: SUCCESS_RETURN_CODE, returnInfo, data, requestId };
}

export function failEnvelope(
  code: string,
  returnInfo: string,
  requestId: string,
  data: unknown = null,
): ResponseEnvelope {
  return { result: false, returnCode: code, returnInfo, data, requestId };
}

/** The head of the spec's request envelope. */
export const requestHeadSchema = z.strictObject({
  appType: z.string().max(64),
  appVersion: z.string().max(32),
  accessToken: z.string().max(512).optional(),
  source: z.string().max(64).optional(),
});

/** A `postFormat` body: `{head, body}` with the call's own body schema inside. */
export function envelopeSchema<T extends z.ZodType>(body: T) {
  return z.strictObject({ head: requestHeadSchema, body });
}

const responseSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The answer schema (serialisation and OpenAPI): the envelope around the
 * call's data. One per data schema, so the serialiser compiled from it is
 * compiled once per process, not once per app built (tests build many).
 */
export function responseSchema<T extends z.ZodType>(data: T) {
  const known = responseSchemas.get(data);
  if (known) return known as ReturnType<typeof envelopeOf<T>>;
  const schema = envelopeOf(data);
  responseSchemas.set(data, schema);
  return schema;
}

function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    result: z.boolean(),
    returnCode: z.string(),
    returnInfo: z.string(),
    data,
    requestId: z.string(),
  });
}

export { ErrorCode };
