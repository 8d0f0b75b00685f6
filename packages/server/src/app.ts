import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { API_DOCS_PREFIX, registerApiDocs } from './http/api-docs.js';
import { installCallerLanguage } from './http/caller-language.js';
import { contractSerializer } from './http/contract-route.js';
import { installControlCharacterCheck } from './http/control-characters.js';
import type {} from './http/current-user.js';
import { installErrorHandling } from './http/error-handler.js';
import { serializeRequest } from './http/log-redaction.js';
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id.js';
import { allowFramingBySelf, registerSecurityHeaders } from './http/security-headers.js';
import { API_MODULES } from './modules/index.js';
import { createJobRunner, type JobRunner } from './modules/jobs/index.js';
import type { ModuleContext } from './modules/module.js';
import { createRealtimeBus, type RealtimeBus, registerRealtimeSocket } from './modules/realtime/index.js';

/** Every /api route, as registered: the bad-input test walks this list. */
export interface RegisteredRoute {
  method: string;
  url: string;
  isPublic: boolean;
  hasBodySchema: boolean;
  /** Its answer is declared (a core contract's response schema): serialised and documented from it. */
  hasResponseSchema: boolean;
  /** A body limit of its own (bytes), where the route raises the server's (e.g. mail with attachments). */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly RegisteredRoute[];
    realtime: RealtimeBus;
    /** The background job runner (tests run its jobs with app.jobs.runJobsUntilIdle()). */
    jobs: JobRunner;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  now?: () => Date;
  /** Tests keep the log quiet. */
  logger?: boolean;
  /** Where log lines go (default: stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Tests: an answer with a field its contract does not declare is a 500, not quietly stripped. */
  refuseUndeclaredFields?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // A credential in a query (getAppLogo's ?accessToken=, per the spec) never reaches the log.
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimit,
    // Let in-flight requests finish on shutdown, but do not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    ...(config.tls ? { serverFactory: httpsServerFactory(config.tls) } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    contractSerializer({ refuseUnknownKeys: options.refuseUndeclaredFields ?? false }),
  );
  app.decorateRequest('currentUser', null);
  installCallerLanguage(app);
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(API_DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      apiRoutes.push({
        method,
        url: route.url,
        isPublic: route.config?.auth === 'public',
        hasBodySchema: Boolean(route.schema?.body),
        hasResponseSchema: Boolean(route.schema?.response),
        ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      });
    }
  });
  // While shutting down, answers in flight tell keep-alive clients to hang up, so close() does not wait on them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (closing) reply.header('connection', 'close');
  });
  installErrorHandling(app);
  installControlCharacterCheck(app);

  await registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, { global: false });
  const now = options.now ?? (() => new Date());
  await registerApiDocs(app, { mode: config.apiDocs, database: options.database, now });

  const realtime = await createRealtimeBus(config.redisUrl);
  app.decorate('realtime', realtime);
  app.addHook('onClose', async () => realtime.close());
  const jobs = createJobRunner({ database: options.database, now, log: app.log });
  app.decorate('jobs', jobs);
  const context: ModuleContext = { config, database: options.database, now, realtime, jobs };
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  registerRealtimeSocket(app, context);
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await module(api, context);
    },
    { prefix: '/api' },
  );
  // The worker starts once every module has registered its handlers, and lets go of its job on shutdown.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  registerSpa(app, config);
  return app;
}

/**
 * An HTTPS server in place of Fastify's HTTP one. Fastify's types tie the
 * instance to http.Server; an https.Server answers the same request events,
 * so the app keeps one type whichever it listens on.
 */
function httpsServerFactory(tls: { cert: string; key: string }) {
  return (handler: http.RequestListener): http.Server =>
    https.createServer(tls, handler) as unknown as http.Server;
}

/** Serves the built SPA; any non-API path falls back to index.html so client routes load on refresh. */
function registerSpa(app: FastifyInstance, config: ServerConfig): void {
  const dist = config.webDistDir;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  void app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Vite names every built asset by its content hash, so a browser keeps it until the name changes; the
    // rest (index.html, the favicon) is checked each time, so a new release is picked up at once.
    setHeaders: (response, filePath) => {
      const hashed = path.relative(dist, filePath).startsWith(`assets${path.sep}`);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { auth: 'public' } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
    let file: string;
    try {
      file = path.join(dist, decodeURIComponent(urlPath));
    } catch {
      return reply.callNotFound();
    }
    if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    allowFramingBySelf(reply, urlPath);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
