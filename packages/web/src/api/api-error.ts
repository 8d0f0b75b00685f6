import type { ResponseEnvelope } from '@vela/core';

export type ApiFailureKind = 'business' | 'network' | 'timeout' | 'cancelled' | 'skipped' | 'signed-out';

/**
 * What every failed call rejects with. `response` is the server's envelope when
 * there was one ("the call rejects with the response", spec 1 §8).
 */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  readonly path: string;
  readonly status: number | undefined;
  readonly response: ResponseEnvelope | undefined;
  readonly requestId: string;

  constructor(init: {
    kind: ApiFailureKind;
    path: string;
    requestId: string;
    status?: number | undefined;
    response?: ResponseEnvelope | undefined;
    message?: string;
  }) {
    super(init.message ?? init.response?.returnInfo ?? `${init.kind} failure on ${init.path}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status;
    this.response = init.response;
    this.requestId = init.requestId;
  }

  get returnCode(): string | undefined {
    return this.response ? String(this.response.returnCode) : undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
