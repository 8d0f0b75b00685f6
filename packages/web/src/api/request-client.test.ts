import type { SealedPayload } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload } from '../test-support/envelope-call.js';
import { installSecureChannel } from '../test-support/fake-secure-server.js';
import { type FakeServer, fail, installFakeServer, ok } from '../test-support/fake-server.js';
import { resetApiSettings } from './api-settings.js';
import {
  ApiError,
  api,
  configureApi,
  setSessionExpiredHandler,
  subscribeFeedback,
  usageTracker,
} from './index.js';
import type { FeedbackEvent } from './user-feedback.js';

let server: FakeServer;
let feedback: FeedbackEvent[];
let unsubscribe: () => void;

beforeEach(() => {
  resetApiSettings();
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({ 'user/reportClientError': () => ok(null) });
  feedback = [];
  unsubscribe = subscribeFeedback((event) => feedback.push(event));
});

afterEach(() => {
  unsubscribe();
  usageTracker.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('addresses and headers', () => {
  it('[S1-B-099] prefixes the gateway and /api; leading slashes do not matter (DECISIONS 23)', async () => {
    configureApi({ gateway: 'https://gw.example.com/' });
    server.on('objectdetail/x', () => ok(1));
    await api.post('objectdetail/x');
    await api.post('/objectdetail/x');
    expect(server.calls.map((c) => c.url)).toEqual([
      'https://gw.example.com/api/objectdetail/x',
      'https://gw.example.com/api/objectdetail/x',
    ]);
  });

  it('[S1-B-099] leaves an absolute url alone', async () => {
    server.on('custom/pc/1.0/post/listCustomCompAddr', () => ok([]));
    await api.post('https://dev.example.com/custom/pc/1.0/post/listCustomCompAddr');
    expect(server.calls[0]?.url).toBe('https://dev.example.com/custom/pc/1.0/post/listCustomCompAddr');
  });

  it('[S1-B-106][S1-B-107][S1-B-108][S1-B-109] sends a fresh request id, the producer, the token and JSON', async () => {
    server.on('a/b', () => ok(1));
    await api.post('a/b', { x: 1 });
    await api.post('a/b', { x: 1 });
    const [first, second] = server.calls;
    expect(first?.headers).toMatchObject({
      'X-Request-Id-Producer': 'browser',
      accessToken: 'tok-1',
      'Content-Type': 'application/json',
    });
    expect(first?.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers['X-Request-Id']).not.toBe(second?.headers['X-Request-Id']);
  });

  it('[S1-B-102][S1-K-010][S1-K-011][S1-D-018] postFormat wraps the body in the envelope head', async () => {
    server.on('master/getMasterInfo', () => ok(1));
    await api.postFormat('master/getMasterInfo', { objectApi: 'Account' });
    expect(server.calls[0]?.body).toEqual({
      head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: 'tok-1', source: 'web' },
      body: { objectApi: 'Account' },
    });
  });

  it('[S1-B-100][S1-B-101][S1-B-104] get and postParams send query params; post sends JSON', async () => {
    server.on('user/getLoginHistory', () => ok({ total: 0, rows: [] }));
    server.on('view/x', () => ok(1));
    await api.get('user/getLoginHistory', { page: 2, pageSize: 25 });
    await api.postParams('view/x', { id: 'v1' });
    await api.post('view/x', { id: 'v2' });
    expect(server.calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(server.calls[0]?.query.get('page')).toBe('2');
    expect(server.calls[1]).toMatchObject({ method: 'POST', body: undefined });
    expect(server.calls[1]?.query.get('id')).toBe('v1');
    expect(server.calls[2]?.body).toEqual({ id: 'v2' });
  });

  it('[S1-D-019] resolves with the envelope on success; a failure carries its returnCode and returnInfo', async () => {
    server.on('user/getUserSetup', () => ok({ tabStyle: '1' }));
    await expect(api.get('user/getUserSetup')).resolves.toMatchObject({
      result: true,
      data: { tabStyle: '1' },
    });
    server.on('view/save', () => fail('11400', 'Name is taken'));
    const failure = await api.post('view/save', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'business', returnCode: '11400', message: 'Name is taken' });
  });
});

describe('session', () => {
  it('[S1-B-087] aborts a call when no token is stored, without reaching the server', async () => {
    localStorage.clear();
    await expect(api.post('a/b')).rejects.toMatchObject({ kind: 'signed-out' });
    expect(server.calls).toHaveLength(0);
  });

  it('[S1-E-001][S1-B-086] 10002 clears the session, reports, and sends the user to sign in', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    sessionStorage.setItem('vela.secureChannel', '{"channelId":"c","key":"k"}');
    server.on('user/getUserSetup', () => fail('10002', 'token expired', 401));
    const error = await api.get('user/getUserSetup').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).returnCode).toBe('10002');
    expect(localStorage.getItem('vela.accessToken')).toBeNull();
    expect(sessionStorage.getItem('vela.secureChannel')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(feedback).toEqual([]);
  });
});

describe('errors reach the user and the log', () => {
  it('[S1-E-007] an ordinary failure opens the dialog with the request id and is reported', async () => {
    server.on('objectInfo/save', () => fail('500', 'Save failed'));
    await expect(api.post('objectInfo/save', { objectApi: 'Account', data: [{}] })).rejects.toMatchObject({
      kind: 'business',
      response: { returnInfo: 'Save failed' },
    });
    expect(feedback).toEqual([
      {
        type: 'dialog',
        dialog: { text: { message: 'Save failed' }, code: '500', requestId: 'srv-req', status: 200 },
      },
    ]);
    await vi.waitFor(() => expect(server.callsTo('user/reportClientError')).toHaveLength(1));
    expect(envelopePayload(server.callsTo('user/reportClientError')[0])).toEqual({
      requestId: 'srv-req',
      path: 'objectInfo/save',
      returnCode: '500',
      message: 'Save failed',
    });
  });

  it('[S1-E-016] a network failure is reported and opens the dialog', async () => {
    server.on('a/b', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.post('a/b')).rejects.toMatchObject({ kind: 'network' });
    expect(feedback[0]).toMatchObject({
      type: 'dialog',
      dialog: { text: { messageKey: 'api.networkFailed' } },
    });
    await vi.waitFor(() => expect(server.callsTo('user/reportClientError')).toHaveLength(1));
  });

  it('[S1-E-005] 11400 shows a toast and no dialog', async () => {
    server.on('a/b', () => fail('11400', 'Name already used'));
    await expect(api.post('a/b')).rejects.toBeInstanceOf(ApiError);
    expect(feedback).toEqual([{ type: 'toast', text: { message: 'Name already used' } }]);
  });

  it('[S1-K-014][S1-E-017] times out after 60 s with the c2487 toast', async () => {
    vi.useFakeTimers();
    server.fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () =>
            rejectFetch(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const call = api.post('slow/thing').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(feedback).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: 'timeout' });
    expect(feedback).toEqual([{ type: 'toast', text: { messageKey: 'c2487' } }]);
    // The global setting changes it: 90 s here.
    configureApi({ httpTimeoutMs: 90_000 });
    let outcome: unknown;
    void api.post('slow/thing').catch((e: unknown) => {
      outcome = e;
    });
    await vi.advanceTimersByTimeAsync(89_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });

  it('[S1-B-115][S1-K-012] paths containing /report/ use the organisation report timeout', async () => {
    vi.useFakeTimers();
    configureApi({ reportTimeoutMs: 300_000 });
    server.fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () =>
            rejectFetch(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    let reportOutcome: unknown;
    let otherOutcome: unknown;
    void api.post('/report/runReport').catch((e: unknown) => {
      reportOutcome = e;
    });
    // The same setting leaves a path without /report/ on the default 60000 ms.
    void api.post('view/list').catch((e: unknown) => {
      otherOutcome = e;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(otherOutcome).toMatchObject({ kind: 'timeout' });
    expect(reportOutcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(239_999);
    expect(reportOutcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reportOutcome).toMatchObject({ kind: 'timeout' });
  });

  it('[S1-B-119] a cancelled call rejects without a dialog', async () => {
    server.fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () =>
            rejectFetch(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const call = api.post('a/b', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await call).toMatchObject({ kind: 'cancelled' });
    expect(feedback).toEqual([]);
  });
});

describe('special handling of spec 1 §7', () => {
  it('[S1-B-117][S1-B-118] a call scoped to the other environment is skipped', async () => {
    configureApi({ environment: 'private' });
    await expect(api.post('a/b', {}, { scope: 'public' })).rejects.toMatchObject({ kind: 'skipped' });
    expect(server.calls).toHaveLength(0);
    configureApi({ environment: 'public' });
    await expect(api.post('a/b', {}, { scope: 'private' })).rejects.toMatchObject({ kind: 'skipped' });
  });

  it('[S1-C-004] a raw download path answers with the file itself', async () => {
    server.on(
      'accessApi/login/downloadLoginHistory',
      () => new Response('at,ip\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const file = await api.download('/accessApi/login/downloadLoginHistory');
    expect(await file.text()).toBe('at,ip\n');
  });

  it('[S1-B-110] login travels sealed after a handshake, and its answer is opened', async () => {
    localStorage.clear();
    const secure = installSecureChannel(server);
    let seenPassword: unknown;
    server.on('sysconfig/auth/pc/1.0/post/unifiedLogin', async (call) => {
      const sealed = (call.body as { body: SealedPayload }).body;
      seenPassword = (
        (await secure.open('sysconfig/auth/pc/1.0/post/unifiedLogin', sealed)) as { password: string }
      ).password;
      return ok(
        await secure.seal('sysconfig/auth/pc/1.0/post/unifiedLogin', sealed.channelId, { accessToken: 'T' }),
      );
    });
    const answer = await api.postFormat('sysconfig/auth/pc/1.0/post/unifiedLogin', {
      userName: 'a@b.c',
      password: 'pw-9',
    });
    expect(answer.data).toEqual({ accessToken: 'T' });
    expect(seenPassword).toBe('pw-9');
    expect(JSON.stringify(server.callsTo('sysconfig/auth/pc/1.0/post/unifiedLogin')[0]?.body)).not.toContain(
      'pw-9',
    );
    expect(JSON.parse(sessionStorage.getItem('vela.secureChannel') ?? '{}')).toMatchObject({
      channelId: 'ch-1',
    });
  });

  it('agrees a new channel once when the server no longer knows the old one (10020)', async () => {
    const secure = installSecureChannel(server);
    server.on('businessEnquiry/searchList', async (call) => {
      const sealed = call.body as SealedPayload;
      try {
        return ok(await secure.open('businessEnquiry/searchList', sealed));
      } catch {
        return fail('10020', 'decrypt failed', 400);
      }
    });
    await api.post('businessEnquiry/searchList', { q: 'acme' });
    secure.forget();
    const answer = await api.post('businessEnquiry/searchList', { q: 'globex' });
    expect(answer.data).toEqual({ q: 'globex' });
    expect(secure.handshakes()).toBe(2);
    expect(feedback).toEqual([]);
  });

  it('[S1-B-114][S1-K-021] saves record create/edit tracking events and upload them every 5000 ms', async () => {
    vi.useFakeTimers();
    server.on('objectInfo/save', () => ok([]));
    server.on('user/trackUsage', () => ok(null));
    await api.post('objectInfo/save', { objectApi: 'Account', data: [{ name: 'A' }] });
    await api.post('objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ id: '001x', name: 'B' }]),
    });
    expect(server.callsTo('user/trackUsage')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.callsTo('user/trackUsage')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const upload = envelopePayload<{ events: { event: string }[] }>(server.callsTo('user/trackUsage')[0]);
    const events = upload.events;
    expect(events.map((e) => e.event)).toEqual(['create', 'edit']);
    // Every 5000 ms: the next save's event goes up with the next upload, not before.
    await api.post('objectInfo/save', { objectApi: 'Account', data: [{ name: 'C' }] });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.callsTo('user/trackUsage')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo('user/trackUsage')).toHaveLength(2);
    expect(
      envelopePayload<{ events: { event: string }[] }>(server.callsTo('user/trackUsage')[1]).events.map(
        (e) => e.event,
      ),
    ).toEqual(['create']);
  });

  it('[S1-B-114] a failed save records no tracking event', async () => {
    server.on('objectInfo/save', () => fail('500', 'no'));
    await api.post('objectInfo/save', { objectApi: 'Account', data: [{}] }).catch(() => undefined);
    expect(usageTracker.pending()).toEqual([]);
  });
});
