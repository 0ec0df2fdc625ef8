// What every module gets: the database, the configuration and the token service.
import type { Config } from './config';
import type { Db } from './db';
import type { TokenService } from './auth/tokens';
import type { EventBus } from './core/events';
import type { Caller } from './core/accounts';

/** An admin action of POST /api/settings (codes 7-10 belong to the lines module). */
export type SettingsAction = (ctx: AppContext, caller: Caller) => Promise<{ message: string }>;

export interface AppContext {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  tokens: TokenService;
  /** Admin actions by code, registered by the module that owns them. */
  settingsActions: Map<number, SettingsAction>;
  /** Live updates to the open screens (GET /api/events). */
  events: EventBus;
}
