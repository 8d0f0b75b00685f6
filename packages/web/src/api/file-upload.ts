import { REQUEST_ID_PRODUCER, type ResponseEnvelope } from '@vela/core';
import { apiSettings } from './api-settings.js';
import { callPath, resolveCallUrl } from './call-paths.js';
import { conclude, newRequestId } from './request-client.js';
import type { CallEnding } from './response-reaction.js';
import { readAccessToken } from './session-credentials.js';

export interface UploadOptions {
  /** Called with 0‥1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  callerHandlesErrors?: boolean;
}

/**
 * /file/upload with the configured upload timeout and a progress callback
 * (spec 1 §7). XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadFile<T>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<ResponseEnvelope<T>> {
  const path = callPath(url);
  const requestId = newRequestId();
  const settings = apiSettings();
  const finish = (ending: CallEnding) => conclude(ending, requestId, options) as ResponseEnvelope<T>;

  return new Promise((resolve, reject) => {
    const settle = (ending: CallEnding) => {
      try {
        resolve(finish(ending));
      } catch (error) {
        reject(error);
      }
    };
    const xhr = new XMLHttpRequest();
    xhr.open('POST', resolveCallUrl(url, settings.gateway));
    xhr.timeout = options.timeoutMs ?? settings.uploadTimeoutMs ?? settings.httpTimeoutMs;
    xhr.setRequestHeader('X-Request-Id', requestId);
    xhr.setRequestHeader('X-Request-Id-Producer', REQUEST_ID_PRODUCER);
    xhr.setRequestHeader('accessToken', readAccessToken());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let envelope: unknown;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = undefined;
      }
      if (typeof envelope === 'object' && envelope !== null && 'returnCode' in envelope) {
        settle({ kind: 'answered', path, status: xhr.status, envelope: envelope as ResponseEnvelope });
      } else {
        settle({ kind: 'network', path, status: xhr.status });
      }
    };
    xhr.onerror = () => settle({ kind: 'network', path, status: undefined });
    xhr.ontimeout = () => settle({ kind: 'timeout', path });
    xhr.onabort = () => settle({ kind: 'cancelled', path });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
