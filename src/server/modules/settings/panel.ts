// The settings and communication screens' calls (issue 9): backgrounds, DNS lists, the link catalogue
// and shortener, announcements and messages.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { communicationRoutes } from '../communication/routes';
import { backgroundRoutes } from './backgrounds';
import { catalogueRoutes } from './catalogue';
import { dnsRoutes } from './dns';

export function panelSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const register of [backgroundRoutes, dnsRoutes, catalogueRoutes, communicationRoutes]) register(app, ctx);
}
