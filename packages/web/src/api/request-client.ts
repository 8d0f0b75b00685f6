import {
  buildRequestHead,
  ErrorCode,
  openJson,
  REQUEST_ID_PRODUCER,
  type ResponseEnvelope,
  SEALED_REQUEST_PATHS,
  SEALED_RESPONSE_PATHS,
  type SealedPayload,
  sealJson,
} from '@vela/core';
import { ApiError } from './api-error.js';
import { apiSettings } from './api-settings.js';
import {
  CLIENT_ERROR_REPORT_PATH,
  callPath,
  FILE_UPLOAD_PATH,
  HANDSHAKE_PATH,
  isPublicAuthPath,
  isRawDownloadPath,
  OBJECT_SAVE_PATH,
  resolveCallUrl,
} from './call-paths.js';
import { type CallEnding, decideReaction } from './response-reaction.js';
import { type HandshakeAnswer, type OpenChannel, openSecureChannel } from './secure-channel-session.js';
import { clearSession, forgetChannel, readAccessToken } from './session-credentials.js';
import { USAGE_UPLOAD_PATH, type UsageEvent, UsageTracker, usageEventForSave } from './usage-tracking.js';
import { publishFeedback } from './user-feedback.js';

/** The call kinds of spec 1 §7. */
export type CallKind = 'get' | 'post' | 'postFormat' | 'postType' | 'postParams';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  params?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'public' calls are skipped in private environments, and the reverse. */
  scope?: 'public' | 'private';
  /** The caller shows its own messages: no dialog or toast (reporting and re-login still apply). */
  callerHandlesErrors?: boolean;
  /** Envelope head `source`. */
  source?: string;
  /** postType: the body's content type (FormData sets its own). */
  contentType?: string;
  /**
   * The request id to send instead of a fresh one: a save sent again after
   * its answer was lost repeats its id, and the server answers the first
   * save's result instead of saving twice (issue 16 item 11).
   */
  requestId?: string;
}

interface SendInput {
  kind: CallKind;
  url: string;
  payload: unknown;
  options: CallOptions;
  /** The call is itself a client-error report: its failures are never reported again. */
  isReport?: boolean;
  retriedChannel?: boolean;
}

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => {
  window.location.assign('/login');
};

/** The app routes to the login page through its router; the default reloads onto /login. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

let onPasswordChangeRequired: () => void = () => {
  window.location.assign('/changePassword');
};

export function setPasswordChangeHandler(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

export const usageTracker = new UsageTracker((events: UsageEvent[]) =>
  send({
    kind: 'postFormat',
    url: USAGE_UPLOAD_PATH,
    payload: { events },
    options: { callerHandlesErrors: true },
  }),
);

export async function send<T>(input: SendInput): Promise<ResponseEnvelope<T>> {
  const result = await sendRaw(input);
  if ('kind' in result) throw new Error(`${input.url} answers a file: use api.download`);
  return result as ResponseEnvelope<T>;
}

/** A raw download path's answer: the file, untouched (spec 1 §7). */
export interface RawAnswer {
  kind: 'raw';
  file: Blob;
  /** What the server says about the file beside it (view/exportList: the keyword search's bound). */
  headers: Headers;
}

/** Like send, but a raw download path answers with its file. */
export async function sendRaw(input: SendInput): Promise<ResponseEnvelope | RawAnswer> {
  const { kind, url, payload, options } = input;
  const path = callPath(url);
  const requestId = options.requestId ?? newRequestId();
  const settings = apiSettings();

  if (options.scope && options.scope !== settings.environment) {
    throw new ApiError({ kind: 'skipped', path, requestId, message: `${path} is for ${options.scope} only` });
  }
  const accessToken = readAccessToken();
  if (!accessToken && !isPublicAuthPath(url)) {
    throw new ApiError({ kind: 'signed-out', path, requestId, message: `${path} needs a signed-in user` });
  }

  const sealed = SEALED_REQUEST_PATHS.includes(path);
  const channel = sealed ? await openSecureChannel(performHandshake) : undefined;
  const body = channel ? await sealJson(channel.key, channel.channelId, path, payload ?? {}) : payload;

  const headers: Record<string, string> = {
    'X-Request-Id': requestId,
    'X-Request-Id-Producer': REQUEST_ID_PRODUCER,
    accessToken,
  };
  let address = resolveCallUrl(url, settings.gateway);
  let requestBody: BodyInit | undefined;
  if (kind === 'get' || kind === 'postParams') {
    address = withQuery(address, { ...options.params, ...(isQueryParams(body) ? body : {}) });
    headers['Content-Type'] = 'application/json';
  } else {
    address = withQuery(address, options.params ?? {});
    if (kind === 'postFormat') {
      requestBody = JSON.stringify({ head: buildRequestHead(accessToken, options.source), body: body ?? {} });
      headers['Content-Type'] = 'application/json';
    } else if (kind === 'postType' && isRawBody(body)) {
      requestBody = body;
      if (options.contentType) headers['Content-Type'] = options.contentType;
    } else {
      requestBody = JSON.stringify(body ?? {});
      headers['Content-Type'] = options.contentType ?? 'application/json';
    }
  }

  const timeoutMs = options.timeoutMs ?? timeoutFor(path);
  const ending = await fetchWithTimeout(
    address,
    { method: kind === 'get' ? 'GET' : 'POST', headers, body: requestBody },
    timeoutMs,
    options.signal,
    path,
  );
  if (ending.kind === 'raw') return ending;
  const opened = ending.kind === 'answered' && channel ? await openSealedAnswer(ending, channel) : ending;

  if (
    opened.kind === 'answered' &&
    sealed &&
    !input.retriedChannel &&
    String(opened.envelope.returnCode) === ErrorCode.DECRYPT_FAILED
  ) {
    // The server no longer knows our channel (restart, expiry): agree a new one once.
    forgetChannel();
    return sendRaw({ ...input, retriedChannel: true });
  }
  const envelope = conclude(opened, requestId, options, input.isReport === true);
  if (path === OBJECT_SAVE_PATH) usageTracker.record(usageEventForSave(payload));
  return envelope;
}

function timeoutFor(path: string): number {
  const settings = apiSettings();
  if (`/${path}`.includes('/report/') && settings.reportTimeoutMs) return settings.reportTimeoutMs;
  if (path.endsWith(FILE_UPLOAD_PATH) && settings.uploadTimeoutMs) return settings.uploadTimeoutMs;
  return settings.httpTimeoutMs;
}

async function performHandshake(clientPublicKey: string): Promise<HandshakeAnswer> {
  const answer = await send<HandshakeAnswer>({
    kind: 'postFormat',
    url: HANDSHAKE_PATH,
    payload: { clientPublicKey },
    options: { callerHandlesErrors: true },
  });
  return answer.data;
}

type FetchEnding = CallEnding | RawAnswer;

async function fetchWithTimeout(
  address: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  path: string,
): Promise<FetchEnding> {
  if (signal?.aborted) return { kind: 'cancelled', path };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(address, { ...init, signal: controller.signal });
    return await readAnswer(response, path);
  } catch {
    if (timedOut) return { kind: 'timeout', path };
    if (signal?.aborted) return { kind: 'cancelled', path };
    return { kind: 'network', path, status: undefined };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

async function readAnswer(response: Response, path: string): Promise<FetchEnding> {
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && isRawDownloadPath(path) && !contentType.includes('json')) {
    return { kind: 'raw', file: await response.blob(), headers: response.headers };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (isEnvelope(parsed)) return { kind: 'answered', path, status: response.status, envelope: parsed };
  if (response.ok) {
    // An absolute third-party address answering plain JSON: hand it over as data.
    const envelope: ResponseEnvelope = {
      result: true,
      returnCode: '1',
      returnInfo: '',
      data: parsed,
      requestId: '',
    };
    return { kind: 'answered', path, status: response.status, envelope };
  }
  return { kind: 'network', path, status: response.status };
}

async function openSealedAnswer(
  ending: Extract<CallEnding, { kind: 'answered' }>,
  channel: OpenChannel,
): Promise<CallEnding> {
  const { envelope, path } = ending;
  if (!SEALED_RESPONSE_PATHS.includes(path) || !envelope.result || !isSealedPayload(envelope.data))
    return ending;
  try {
    return { ...ending, envelope: { ...envelope, data: await openJson(channel.key, path, envelope.data) } };
  } catch (error) {
    const returnInfo = error instanceof Error ? error.message : 'the answer could not be opened';
    return {
      ...ending,
      envelope: { ...envelope, result: false, returnCode: ErrorCode.DECRYPT_FAILED, returnInfo, data: null },
    };
  }
}

/** Carries out the §8 decision: report, re-login, feedback, then resolve or reject. */
export function conclude(
  ending: CallEnding,
  requestId: string,
  options: Pick<CallOptions, 'callerHandlesErrors'>,
  isReport = false,
): ResponseEnvelope {
  const reaction = decideReaction(ending, { callerHandlesErrors: options.callerHandlesErrors === true });
  const envelope = ending.kind === 'answered' ? ending.envelope : undefined;
  const status = ending.kind === 'answered' || ending.kind === 'network' ? ending.status : undefined;
  if (reaction.settle === 'resolve' && envelope) return envelope;

  const serverRequestId = envelope?.requestId || requestId;
  const code = envelope
    ? String(envelope.returnCode)
    : ending.kind === 'network'
      ? String(status ?? 'NETWORK')
      : 'TIMEOUT';
  if (reaction.report && !isReport)
    reportClientError(serverRequestId, ending.path, code, envelope?.returnInfo ?? ending.kind);
  if (reaction.relogin) {
    clearSession();
    onSessionExpired();
  }
  if (reaction.passwordChange) onPasswordChangeRequired();
  const { feedback } = reaction;
  if (feedback.type === 'dialog') {
    publishFeedback({
      type: 'dialog',
      dialog: { text: feedback.text, code, requestId: serverRequestId, status },
    });
  } else if (feedback.type === 'toast') {
    publishFeedback({ type: 'toast', text: feedback.text });
  }
  const kind = ending.kind === 'answered' ? 'business' : ending.kind;
  throw new ApiError({ kind, path: ending.path, requestId: serverRequestId, status, response: envelope });
}

/** DECISIONS 22: "reported" means the server's client-error log, with the request id. */
function reportClientError(requestId: string, path: string, returnCode: string, message: string): void {
  if (!readAccessToken() || path === CLIENT_ERROR_REPORT_PATH) return;
  send({
    kind: 'postFormat',
    url: CLIENT_ERROR_REPORT_PATH,
    payload: { requestId, path, returnCode, message },
    options: { callerHandlesErrors: true },
    isReport: true,
  }).catch(() => {
    // Nothing more to do when even the report cannot be sent.
  });
}

function withQuery(address: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRawBody(value: unknown): value is BodyInit {
  return (
    typeof value === 'string' ||
    value instanceof FormData ||
    value instanceof URLSearchParams ||
    value instanceof Blob
  );
}

function isEnvelope(value: unknown): value is ResponseEnvelope {
  return typeof value === 'object' && value !== null && 'returnCode' in value && 'result' in value;
}

function isSealedPayload(value: unknown): value is SealedPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SealedPayload).ciphertext === 'string' &&
    typeof (value as SealedPayload).iv === 'string'
  );
}
