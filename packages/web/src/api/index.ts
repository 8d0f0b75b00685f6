import type { CallAnswer, CallContract, CallRequest, ResponseEnvelope } from '@vela/core';
import { type CallOptions, type QueryParams, send, sendRaw } from './request-client.js';

interface DownloadRequest {
  method?: 'get' | 'post';
  params?: QueryParams;
  body?: unknown;
}

/**
 * THE request client (spec 1 §7): every screen talks to the server through
 * these functions. Each resolves with the server's envelope, or rejects with
 * an ApiError after the §8 reaction (dialog, toast, re-login) has happened.
 */
export const api = {
  /** GET with query params. */
  get<T>(url: string, params?: QueryParams, options: CallOptions = {}): Promise<ResponseEnvelope<T>> {
    return send<T>({ kind: 'get', url, payload: params, options });
  },
  /** POST with a JSON body. */
  post<T>(url: string, body?: unknown, options: CallOptions = {}): Promise<ResponseEnvelope<T>> {
    return send<T>({ kind: 'post', url, payload: body, options });
  },
  /** POST with the body wrapped in the request envelope {head, body}. */
  postFormat<T>(url: string, body?: unknown, options: CallOptions = {}): Promise<ResponseEnvelope<T>> {
    return send<T>({ kind: 'postFormat', url, payload: body, options });
  },
  /**
   * A call declared by a core contract (issue 17), sent as postFormat: its body
   * and its answer typed from the contract's zod schemas. Only the types come
   * from core, so zod stays out of the bundle; the path must be the contract's.
   */
  call<C extends CallContract>(
    path: C['path'],
    body: CallRequest<C>,
    options: CallOptions = {},
  ): Promise<ResponseEnvelope<CallAnswer<C>>> {
    return send<CallAnswer<C>>({ kind: 'postFormat', url: path.slice(1), payload: body, options });
  },
  /** POST with a body of the caller's content type (form data, url-encoded, text). */
  postType<T>(url: string, body: unknown, options: CallOptions = {}): Promise<ResponseEnvelope<T>> {
    return send<T>({ kind: 'postType', url, payload: body, options });
  },
  /** POST with query params and no body. */
  postParams<T>(url: string, params?: QueryParams, options: CallOptions = {}): Promise<ResponseEnvelope<T>> {
    return send<T>({ kind: 'postParams', url, payload: params, options });
  },
  /** A raw download path of spec 1 §7: resolves with the file. */
  async download(url: string, request: DownloadRequest = {}, options: CallOptions = {}): Promise<Blob> {
    return (await api.downloadAnswer(url, request, options)).file;
  },
  /** Like download, with the answer's headers: what the server says about the file beside it. */
  async downloadAnswer(
    url: string,
    request: DownloadRequest = {},
    options: CallOptions = {},
  ): Promise<{ file: Blob; headers: Headers }> {
    const kind = request.method === 'post' ? 'post' : 'get';
    const answer = await sendRaw({
      kind,
      url,
      payload: kind === 'get' ? request.params : request.body,
      options: kind === 'post' ? { ...options, params: request.params } : options,
    });
    if ('kind' in answer) return { file: answer.file, headers: answer.headers };
    return {
      file: new Blob([JSON.stringify(answer.data ?? '')], { type: 'application/json' }),
      headers: new Headers(),
    };
  },
};

export { ApiError, type ApiFailureKind, isApiError } from './api-error.js';
export { type ApiSettings, apiSettings, configureApi } from './api-settings.js';
export { type BotTokenSource, postBot, postBotStream, setBotTokenSource } from './bot-client.js';
export {
  BROWSER_DB_NAME,
  BROWSER_DB_STORES,
  BROWSER_DB_VERSION,
  clearBrowserDb,
  readBrowserDb,
  useBrowserDbEntry,
  writeBrowserDb,
} from './browser-db.js';
export { isRawDownloadPath, RAW_DOWNLOAD_PATHS } from './call-paths.js';
export { type UploadOptions, uploadFile } from './file-upload.js';
export type { CallOptions, QueryParams } from './request-client.js';
export { setPasswordChangeHandler, setSessionExpiredHandler, usageTracker } from './request-client.js';
export { type CallEnding, decideReaction, type Reaction } from './response-reaction.js';
export {
  clearSession,
  readAccessToken,
  readTargetPath,
  storeAccessToken,
  storeTargetPath,
} from './session-credentials.js';
export {
  type ErrorDialogContent,
  type FeedbackEvent,
  hasWaitingFeedback,
  onFeedbackWaiting,
  publishFeedback as notifyUser,
  subscribeFeedback,
} from './user-feedback.js';
