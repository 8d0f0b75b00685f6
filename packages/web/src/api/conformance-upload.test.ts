import { DEFAULT_HTTP_TIMEOUT_MS } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test-support/fake-server.js';
import { configureApi, uploadFile } from './index.js';

/**
 * Spec 1 §7 "Special handling" (S1-B-116) and §9 (S1-K-013): `/file/upload` goes with a configurable
 * timeout of its own and reports its progress.
 */
let sent: FakeUpload[];

class FakeUpload {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send() {
    sent.push(this);
  }
  /** The server took the bytes: progress in two steps, then the answer. */
  answer(total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
    this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
    this.status = 200;
    this.responseText = JSON.stringify(ok({ id: 'fil1' }));
    this.onload?.();
  }
}

const form = () => {
  const data = new FormData();
  data.append('file', new File(['0123456789'], 'a.txt'));
  return data;
};

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

afterEach(() => {
  configureApi({ uploadTimeoutMs: undefined });
  vi.unstubAllGlobals();
});

describe('/file/upload (spec 1 §7)', () => {
  it('[S1-B-116] reports its progress as the bytes go out, then answers', async () => {
    const progress: number[] = [];
    const answer = uploadFile<{ id: string }>('/file/upload', form(), {
      onProgress: (f) => progress.push(f),
    });
    sent[0]!.answer(10);
    expect((await answer).data).toEqual({ id: 'fil1' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]!.url).toMatch(/\/api\/file\/upload$/);
  });

  it('[S1-B-116][S1-K-013] the upload timeout is the configured one, else the default request timeout', async () => {
    const first = uploadFile('/file/upload', form(), { callerHandlesErrors: true });
    expect(sent[0]!.timeout).toBe(DEFAULT_HTTP_TIMEOUT_MS);
    sent[0]!.answer(10);
    await first;
    configureApi({ uploadTimeoutMs: 600_000 });
    const second = uploadFile('/file/upload', form(), { callerHandlesErrors: true });
    expect(sent[1]!.timeout).toBe(600_000);
    sent[1]!.answer(10);
    await second;
  });

  it('[S1-K-013] an upload that passes its timeout ends as a timeout', async () => {
    configureApi({ uploadTimeoutMs: 1_000 });
    const answer = uploadFile('/file/upload', form(), { callerHandlesErrors: true });
    expect(sent[0]!.timeout).toBe(1_000);
    sent[0]!.ontimeout?.();
    await expect(answer).rejects.toMatchObject({ kind: 'timeout' });
  });
});
