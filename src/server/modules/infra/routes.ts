// Issue 10's network infrastructure: balancers, DNS lists and activators, DNS purchase and management,
// the DNS collector. One entry in app.ts MODULES.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { infraListRoutes } from './lists';
import { premiumRoutes } from './premium';
import { collectorRoutes } from './collector';

export function infraRoutes(app: FastifyInstance, ctx: AppContext) {
  infraListRoutes(app, ctx);
  premiumRoutes(app, ctx);
  collectorRoutes(app, ctx);
}
