// The server's side of the table of calls (shared/calls.ts): every route is registered from its entry
// (route.ts), and the entry's rule runs before the handler: the session, who may call, the permission,
// the settings flag, the per-action grants and the rate limit. Handlers keep only the subtree scoping
// (and the 2FA step-up where the entry asks it, auth/step-up.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { grantsOf, refusal, ruleFlags, type Call, type Caller } from '../../shared/rules';
import { AUTOMATION_MSG, scopesOpen, type ScopedBody } from '../../shared/automation/texts';
import { SERVER_MSG } from '../messages';
import type { Db } from '../db';
import { forbidden, HttpError } from '../errors';
import { permissionsOf, type CallerAccount } from '../core/accounts';
import { storedFlag, flagOn } from '../core/settings';
import type { TokenService, TokenClaims } from './tokens';
import { authenticator, type AccountExtras } from './plugin';
import { apiTokenAuthenticator, isApiTokenHeader } from './api-tokens';
import { tokenUses } from '../modules/automation/token-use';
import { sessionToucher } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Columns the handler reads beside the caller's account, in the token check's own statement (see `authenticator`). */
    accountExtras?: AccountExtras;
  }
}

/** The web shell's own routes: pages for people, not calls. */
const WEB_SHELL = new Set(['/', '/*']);

const needsChildren = (call: Call) => grantsOf(call.rule).some((g) => g.who === 'manager');

/**
 * Adds the onRoute hook that puts each route's rule in front of its handler. Added before the rate-limit
 * plugin and the modules, so their routes pass through it first. A route registered around `route`
 * (app.get and the like) has no entry: the server refuses to start.
 */
export function guardRoutes(app: FastifyInstance, db: Db, tokens: TokenService) {
  // One per app: a session's last use is written at most once a minute, and a token counted against
  // its limit and its refusals logged, whatever it calls.
  const touch = sessionToucher(db);
  const limitToken = tokenLimiter(app);
  const tokenCallDone = tokenUses(db);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (WEB_SHELL.has(route.url)) return;
    const call = route.config?.call;
    if (!call)
      throw new Error(`Rota registrada fora da tabela de chamadas (src/shared/calls.ts, server/route.ts): ${[route.method].flat().join(',')} ${route.url}`);
    // Fastify copies a GET's options into its HEAD twin after this hook: guard each route once.
    if ((route.config as { guarded?: boolean } | undefined)?.guarded) return;
    const signed = call.rule.who !== 'public';
    route.config = {
      ...route.config,
      guarded: true,
      ...(call.rule.perMinute
        ? {
            rateLimit: signed
              ? { max: call.rule.perMinute, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (r: FastifyRequest) => `${call.path}:${r.account.id}` }
              : { max: call.rule.perMinute, timeWindow: 60_000 },
          }
        : {}),
    } as RouteOptions['config'];
    if (signed)
      route.preHandler = [
        ruleCheck({ db, tokens, touch, limitToken, recordTokenUse: tokenCallDone(call) }, call, route.config?.accountExtras),
        ...[route.preHandler ?? []].flat(),
      ];
  });
}

/** A token's own limit of calls per minute, over all its calls (its account's sessions are not counted). */
function tokenLimiter(app: FastifyInstance) {
  let limit: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The rate-limit plugin is registered after the guard: its limiter is made at the first token call.
    limit ??= app.createRateLimit({
      max: (r: FastifyRequest) => r.apiToken?.perMinute ?? 1,
      timeWindow: 60_000,
      keyGenerator: (r: FastifyRequest) => `api-token:${r.apiToken?.id}`,
    });
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', String(state.ttlInSeconds));
      throw new HttpError(429, SERVER_MSG.tooManyRequests);
    }
  };
}

/** An account as the rules of the table see it (shared/rules.ts `Caller`), with the settings flags it reads. */
export function ruleCaller(account: CallerAccount, settings: Caller['settings'], subResellers = 0): Caller {
  return { profile: account.profile, is_master: account.is_master ? 1 : 0, sub_resellers: subResellers, permissions: permissionsOf(account), settings };
}

/** The preHandler of one call: authenticates (with what the rule reads, in one statement) and applies the rule. */
interface GuardParts {
  db: Db;
  tokens: TokenService;
  touch: ReturnType<typeof sessionToucher>;
  limitToken: ReturnType<typeof tokenLimiter>;
  recordTokenUse: ReturnType<ReturnType<typeof tokenUses>>;
}

function ruleCheck({ db, tokens, touch, limitToken, recordTokenUse }: GuardParts, call: Call, routeExtras?: AccountExtras) {
  const flags = [...new Set(ruleFlags(call.rule))];
  const children = needsChildren(call);
  // Any session will do: nothing more to read.
  const anySession = grantsOf(call.rule).every((g) => g.who === 'signed' && !g.permission) && !flags.length;
  const extras: AccountExtras = (eb) => [
    ...(routeExtras ? routeExtras(eb) : []),
    ...(children
      ? [
          // The rule asks only whether there is one (`sub_resellers > 0`): the first found answers.
          eb.exists(eb.selectFrom('accounts as child').select('child.id').whereRef('child.owner_id', '=', 'accounts.id')).as('rule_children'),
        ]
      : []),
    ...flags.map((flag) => storedFlag(db, flag).as(`rule_flag_${flag}`)),
  ];
  const authenticate = authenticator<Record<string, unknown>>(db, tokens, extras);
  const authenticateApiToken = apiTokenAuthenticator<Record<string, unknown>>(db, extras);
  return async function checkRule(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    if (isApiTokenHeader(header)) {
      // A token: its account, counted against the token's limit, then narrowed to its scopes.
      const { account, token } = await authenticateApiToken(header, request.ip);
      request.account = account;
      request.apiToken = token;
      request.claims = undefined as unknown as TokenClaims;
      // Once answered (or cut off): a listener on token calls alone, not a hook every call would run.
      reply.raw.once('close', () => void recordTokenUse(token, request, reply));
      await limitToken(request, reply);
      if (!scopesOpen(token.scopes, call.name, (request.body as ScopedBody | null) ?? {})) throw forbidden(AUTOMATION_MSG.tokenOutOfScope);
    } else {
      const { account, claims } = await authenticate(header);
      request.account = account;
      request.claims = claims;
      const touched = touch(claims.jti, request.ip);
      if (touched) await touched;
    }
    const { account } = request as FastifyRequest & { account: CallerAccount & Record<string, unknown> };
    if (anySession) return;
    const settings = Object.fromEntries(flags.map((flag) => [flag, flagOn(account[`rule_flag_${flag}`] as string | null)]));
    const caller = ruleCaller(account, settings, Number(account.rule_children ?? 0));
    const refused = refusal(call, caller, request.body);
    if (refused) throw forbidden(refused);
  };
}
