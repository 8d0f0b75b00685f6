import { LAZY_SCREEN_TIMEOUT_MS } from '@vela/core';

/** Spec 1 §8/§9: a lazy screen that has not arrived after 120000 ms fails with this message. */
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_MESSAGE, { cause });
    this.name = 'ChunkLoadError';
  }
}

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_SCREEN_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
