// Builds the Fastify app (no listen): security headers, auth, every module, the web shell, and one
// error handler so that bad input is always a 4xx in pt-BR and never a 500.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MSG } from '../shared/messages';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import { ProviderError } from './providers/lines';
import { HttpError } from './errors';
import { authPlugin } from './auth/plugin';
import { tokenService } from './auth/tokens';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { resellerRoutes } from './modules/resellers/routes';
import { reportRoutes } from './modules/reports/routes';
import { lineRoutes } from './modules/lines/routes';
import { settingsRoutes } from './modules/settings/routes';
import { twofaRoutes } from './modules/twofa/routes';
import { webRoutes } from './web';

export interface BuildOptions {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  logger?: boolean;
}

/** Each domain module: (app, ctx) => registers its routes. Later modules add one line here. */
const MODULES = [authRoutes, twofaRoutes, settingsRoutes, dashboardRoutes, resellerRoutes, reportRoutes, lineRoutes];

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ctx: AppContext = {
    db,
    dialect: options.dialect,
    config,
    tokens: tokenService(config.jwtSecret, config.tokenTtl),
    settingsActions: new Map(),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // antd writes its CSS-in-JS styles at run time; the ALTCHA widget solves in a blob: worker.
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // Whole line lists (tens of thousands of rows, for the screens' local search) shrink ~10x; gzip only:
  // brotli at its default quality costs seconds on answers this big.
  await app.register(compress, { encodings: ['gzip', 'deflate'] });
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => ({ statusCode: 429, message: MSG.tooManyRequests }) });
  await app.register(authPlugin, { db, tokens: ctx.tokens });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send({ message: error.message, errors: error.errors });
    if (error instanceof ProviderError) {
      request.log.warn({ err: error }, 'line provider failed');
      return reply.code(502).send({ message: MSG.providerUnavailable });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = status === 429 ? MSG.tooManyRequests : status === 413 ? MSG.payloadTooLarge : MSG.invalidInput;
      return reply.code(status).send({ message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: MSG.serverError });
  });

  for (const register of MODULES) register(app, ctx);
  await webRoutes(app, config.webDir);
  return { app, ctx };
}
