import type { ResponseEnvelope } from '@vela/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, failEnvelope } from './envelope.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: readonly PropertyKey[]; code?: string; keys?: string[] } };
}

/** "body.head.appType: expected string" — names the field a person has to fix. */
export function describeValidationIssue(context: string, issue: ValidationIssue): string {
  const pathParts = issue.params?.issue?.path ?? [];
  const fromPath = pathParts.map(String).join('.');
  const fromInstance = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = [context, fromPath || fromInstance].filter(Boolean).join('.');
  const keys = issue.params?.issue?.keys;
  const message = keys?.length ? `unknown field(s) ${keys.join(', ')}` : (issue.message ?? 'is invalid');
  return `${where}: ${message}`;
}

/**
 * Failure envelopes bypass the route's response schema: that schema describes
 * the success answer, and a failure must never turn into a serialisation 500.
 */
function sendEnvelope(reply: FastifyReply, status: number, envelope: ResponseEnvelope) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(envelope);
}

function sendFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  info: string,
) {
  return sendEnvelope(reply, status, failEnvelope(code, info, request.id));
}

/**
 * Every failure leaves as an envelope. Bad input is a 4xx that names the
 * problem; anything unexpected is logged with its stack and answered with
 * API-SERVICE-1, never with the stack.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(
        reply,
        error.httpStatus,
        failEnvelope(error.code, error.message, request.id, error.data),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const info = error.validation.map((issue) => describeValidationIssue(context, issue)).join('; ');
      return sendFailure(reply, request, 400, ErrorCode.BAD_REQUEST, info);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendFailure(
        reply,
        request,
        500,
        ErrorCode.API_SERVICE,
        'The server could not answer this call.',
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(
          reply,
          request,
          413,
          ErrorCode.PAYLOAD_TOO_LARGE,
          tooLargeMessage(request.routeOptions.bodyLimit),
        );
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendFailure(reply, request, 400, ErrorCode.BAD_REQUEST, `body: ${error.message}`);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendFailure(
          reply,
          request,
          415,
          ErrorCode.BAD_REQUEST,
          `Content-Type not supported: ${error.message}`,
        );
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendFailure(
          reply,
          request,
          400,
          ErrorCode.BAD_REQUEST,
          'Content-Length does not match the body.',
        );
    }
    if (error.statusCode === 429) {
      return sendFailure(
        reply,
        request,
        429,
        ErrorCode.RATE_LIMITED,
        'Too many requests: wait a moment and try again.',
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, request, error.statusCode, ErrorCode.BAD_REQUEST, error.message);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendFailure(
      reply,
      request,
      500,
      ErrorCode.API_SERVICE,
      'The server could not complete this call.',
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendFailure(
      reply,
      request,
      404,
      ErrorCode.NOT_FOUND,
      `No such path: ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}

/** What a body over the limit is told: the limit, so the caller knows how far over it is (an import's file, …). */
function tooLargeMessage(limit: number | undefined): string {
  if (!limit) return 'The request body is too large.';
  const megabytes = limit / 1024 / 1024;
  const shown = megabytes >= 1 ? `${Math.floor(megabytes * 10) / 10} MB` : `${Math.ceil(limit / 1024)} KB`;
  return `The request body is too large: this call takes at most ${shown}.`;
}
