// Builds the Fastify app (no listen): security headers, auth, every module, the web shell, and one
// error handler so that bad input is always a 4xx in pt-BR and never a 500.
import { apiDocsRoutes } from './openapi/routes';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MSG } from './messages';
import { CALL_HEADERS, PAGE_HEADERS } from './security-headers';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import { ProviderError } from './providers/lines';
import { NoResultError } from 'kysely';
import { badRequest, HttpError } from './errors';
import { authPlugin } from './auth/plugin';
import { guardRoutes } from './auth/guard';
import { tokenService } from './auth/tokens';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { resellerRoutes } from './modules/resellers/routes';
import { reportRoutes } from './modules/reports/routes';
import { lineRoutes } from './modules/lines/routes';
import { expiryRoutes } from './modules/expiries/routes';
import { telegramRoutes } from './modules/telegram/routes';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { automationRoutes } from './modules/automation/routes';
import { trialPageRoutes } from './modules/trial-page/routes';
import { auditRoutes } from './modules/audit/routes';
import { trashRoutes } from './modules/trash/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { twofaRoutes } from './modules/twofa/routes';
import { webRoutes } from './web';
import { loggerOptions, OneLinePerRequest } from './logging';
import { memoryEventBus, postgresEventBus } from './core/events';
import { eventRoutes } from './modules/events/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { panelSettingsRoutes } from './modules/settings/panel';
import { backupRoutes } from './modules/backups/routes';
import { rechargeRoutes } from './modules/recharge/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { infraRoutes } from './modules/infra/routes';
import { imageSources } from './core/image-origins';
import { trustworthyForwards } from './core/client-address';
import { databaseFault, faultLogger } from './db/faults';
import { healthRoutes } from './modules/health/routes';
import { desktopRoutes } from './modules/desktop/routes';

export interface BuildOptions {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  logger?: boolean;
  /** The process's one log of database faults (db/faults.ts), shared with the pool and the jobs; else the app's own. */
  logFault?: (error: unknown) => void;
}

/** Each domain module: (app, ctx) => registers its routes. Later modules add one line here. */
const MODULES = [
  healthRoutes,
  authRoutes,
  twofaRoutes,
  sessionRoutes,
  settingsRoutes,
  dashboardRoutes,
  resellerRoutes,
  reportRoutes,
  lineRoutes,
  expiryRoutes,
  telegramRoutes,
  whatsappRoutes,
  automationRoutes,
  trialPageRoutes,
  auditRoutes,
  trashRoutes,
  analyticsRoutes,
  eventRoutes,
  ticketRoutes,
  panelSettingsRoutes,
  backupRoutes,
  rechargeRoutes,
  catalogueRoutes,
  infraRoutes,
  desktopRoutes,
  apiDocsRoutes,
];

/** How deep a request's JSON may nest: no call of the panel needs more, and a deeper one is refused (400) before any handler. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Whether a request's params, query or body are bad input on any database: a NUL anywhere (PostgreSQL
 * refuses it in text) or nesting deeper than MAX_INPUT_DEPTH. Walked without recursion.
 */
function unreadable(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return true;
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes('\0')) return true;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return false;
}

/** Retry-After of a 503 or 507 for the database: a restart or a failover takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteSummary[] }> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    logController: new OneLinePerRequest(),
    // The router's own refusals (a path parameter too long, a malformed URL) in the one pt-BR shape.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as FastifyReply).code(status).send({ message: status === 414 ? SERVER_MSG.urlTooLong : SERVER_MSG.invalidInput });
    },
    trustProxy: config.trustProxy.length ? config.trustProxy.join(',') : false,
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a final slash (POST /api/renew-dns/): each path is one route, with or without it.
    routerOptions: { ignoreTrailingSlash: true },
  });
  // The database's faults, logged once rather than once per request while it is away.
  const logFault = options.logFault ?? faultLogger((line) => app.log.warn(line));
  const ctx: AppContext = {
    db,
    dialect: options.dialect,
    config,
    tokens: tokenService(config.jwtSecret, config.tokenTtl),
    settingsActions: new Map(),
    events: config.database.dialect === 'postgres' ? await postgresEventBus(db, config.database.url, (error) => logFault(error)) : memoryEventBus(),
  };
  app.addHook('onClose', () => ctx.events.close());

  // Behind a proxy, what a client wrote into X-Forwarded-For that is not an address is dropped before
  // anything reads the client's address (request.ip reads the header each time).
  if (config.trustProxy.length)
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-forwarded-for'];
      if (typeof header === 'string') {
        const kept = trustworthyForwards(header);
        if (kept === undefined) delete request.raw.headers['x-forwarded-for'];
        else request.raw.headers['x-forwarded-for'] = kept;
      }
      done();
    });

  // Security headers (security-headers.ts), set as the answer leaves, by what it is: the page set on
  // what a browser renders, the call set on JSON. A header a route set itself (the player API opens
  // itself to other origins) is kept. The hook takes a callback: only a page waits for anything.
  const images = imageSources(db);
  const pagePolicy = PAGE_HEADERS['content-security-policy'] ?? '';
  const pageHeaders = Object.entries(PAGE_HEADERS);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) {
      reply.headers(CALL_HEADERS);
      return done(null, payload);
    }
    for (const [name, value] of pageHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!type.startsWith('text/html')) return done(null, payload);
    // The pages' images: the panel, inline, and the hosts of the catalogue's posters (core/image-origins.ts).
    images(Date.now()).then((sources) => {
      reply.header('content-security-policy', pagePolicy.replace(/img-src [^;]*/, `img-src ${sources.join(' ')}`));
      done(null, payload);
    }, done);
  });
  // Whole line lists (tens of thousands of rows, for the screens' local search) shrink ~10x; gzip only:
  // brotli at its default quality costs seconds on answers this big. No client of the panel sends a
  // compressed body: no hook on every request looks for one (such a body is refused as invalid data).
  await app.register(compress, { encodings: ['gzip', 'deflate'], globalDecompression: false });
  // Every route is checked against the table of calls and gets its rule (before rate-limit reads its config).
  guardRoutes(app, db, ctx.tokens);
  // Per-address limits: @fastify/rate-limit counts an IPv6 client by its /64 (its default ipv6Subnet).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => ({ statusCode: 429, message: SERVER_MSG.tooManyRequests }) });
  await app.register(authPlugin, { db, tokens: ctx.tokens });

  // PostgreSQL refuses NUL in text: it is bad input wherever it comes (path, query, body), refused
  // before any route reads it, on both databases alike; and so is input nested too deep to walk. A
  // callback, not an async hook: the check makes no promise on every call.
  app.addHook('preValidation', (request, _reply, done) => {
    done(unreadable(request.params) || unreadable(request.query) || unreadable(request.body) ? badRequest(SERVER_MSG.invalidInput) : undefined);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send({ message: error.message, errors: error.errors });
    // The database away or its disk full: said as such, with when to try again; never a 500.
    const fault = databaseFault(error);
    if (fault) {
      logFault(error);
      return reply
        .code(fault === 'full' ? 507 : 503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: fault === 'full' ? SERVER_MSG.diskFull : SERVER_MSG.databaseUnavailable });
    }
    // A row read as present that is gone (deleted by a parallel request): not found, not a failure.
    if (error instanceof NoResultError) return reply.code(404).send({ message: SERVER_MSG.notFound });
    if (error instanceof ProviderError) {
      request.log.warn({ err: error }, 'line provider failed');
      return reply.code(502).send({ message: SERVER_MSG.providerUnavailable });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = status === 429 ? SERVER_MSG.tooManyRequests : status === 413 ? SERVER_MSG.payloadTooLarge : SERVER_MSG.invalidInput;
      return reply.code(status).send({ message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: SERVER_MSG.serverError });
  });

  // The route table as registered (the access matrix test checks that it covers every route).
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  for (const register of MODULES) register(app, ctx);
  await webRoutes(app, config.webDir);
  return { app, ctx, routes };
}

export interface RouteSummary {
  method: string;
  url: string;
}
